import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatKes } from '@model/money';
import type { WholesaleTerms } from '@model/catalog/product';
import styles from './ProductDetailsPage.module.css';

export interface WholesaleOfferProps {
  terms: WholesaleTerms;
  /** Why the terms cannot be bought now (sold out, or fewer left than the minimum). */
  unavailableReason: string | null;
  onAdd: () => void;
}

/** "Wholesale: KES 850 per piece from 12 pieces", and a way to buy on those terms. */
export function WholesaleOffer({ terms, unavailableReason, onAdd }: WholesaleOfferProps) {
  const reasonId = useId();
  return (
    <div className={styles.wholesale}>
      <p>
        <strong>Wholesale:</strong> {formatKes(terms.unitPrice)} per piece from {terms.minQty}{' '}
        pieces. <Link to="/wholesale">About buying wholesale</Link>
      </p>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={onAdd}
        disabled={unavailableReason !== null}
        aria-describedby={unavailableReason ? reasonId : undefined}
      >
        Add {terms.minQty} at wholesale price
      </button>
      {unavailableReason ? (
        <p id={reasonId} className={styles.reason}>
          {unavailableReason}
        </p>
      ) : null}
    </div>
  );
}
