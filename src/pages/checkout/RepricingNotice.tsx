import type { LineChange } from '../../../machines/checkout/types';
import { formatKes } from '../../catalog/price';
import styles from './CheckoutPage.module.css';

function describeChange(change: LineChange): string {
  switch (change.kind) {
    case 'price':
      return `${change.productName}: now ${formatKes(change.to)} (was ${formatKes(change.from)}).`;
    case 'gone':
      return `${change.productName} is no longer sold. Remove it from your cart to go on.`;
    case 'stock':
      return change.available === 0
        ? `${change.productName} is sold out. Remove it from your cart to go on.`
        : `${change.productName}: only ${change.available} left, you have ${change.quantity}. Lower the quantity to go on.`;
  }
}

/**
 * What changed in the catalog since the cart was filled, and the new total to confirm. Lines that
 * cannot be bought as they are must be fixed in the cart above first.
 */
export function RepricingNotice({
  changes,
  total,
  paysByMpesa,
  canConfirm,
  onConfirm,
}: {
  changes: LineChange[];
  total: number;
  paysByMpesa: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
}) {
  return (
    <div role="alert" className={styles.repricing}>
      <p className={styles.noticeTitle}>Your cart has changed since you added these items</p>
      <ul className={styles.changes}>
        {changes.map((change) => (
          <li key={`${change.kind}-${change.id}`}>{describeChange(change)}</li>
        ))}
      </ul>
      {canConfirm ? (
        <>
          <p>
            New total: <strong>{formatKes(total)}</strong>.
            {paysByMpesa
              ? ' If you already paid the old amount by M-Pesa, we settle the difference when we call to confirm your order.'
              : ''}
          </p>
          <button type="button" className={styles.primary} onClick={onConfirm}>
            Confirm new total
          </button>
        </>
      ) : (
        <p>Fix the lines above in your cart; we check the prices again as you do.</p>
      )}
    </div>
  );
}
