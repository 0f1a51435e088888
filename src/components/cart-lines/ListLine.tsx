import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { WishlistItem } from '../../../machines/shopping-list/types';
import { productPath } from '../../catalog/paths';
import { formatKes } from '../../catalog/price';
import styles from './ListLine.module.css';

export interface ListLineProps {
  item: WishlistItem;
  onNavigate?: () => void;
  onRemove: () => void;
  /** The cart's quantity stepper, or the wishlist's Move to cart. */
  children?: ReactNode;
}

/** One line of the cart or wishlist panel: first image, name linking to details, price, Remove. */
export function ListLine({ item, onNavigate, onRemove, children }: ListLineProps) {
  const image = item.image[0];
  return (
    <li className={styles.line}>
      <div className={styles.image}>
        {image ? (
          <img src={image.downloadURL} alt="" width={72} height={90} loading="lazy" />
        ) : null}
      </div>
      <div className={styles.details}>
        <Link to={productPath(item)} onClick={onNavigate} className={styles.name}>
          {item.productName}
        </Link>
        <p className={styles.price}>{formatKes(item.price)}</p>
        <div className={styles.actions}>
          {children}
          <button
            type="button"
            onClick={onRemove}
            className={styles.remove}
            aria-label={`Remove ${item.productName}`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
