import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LineOptions, WishlistItem } from '../../../machines/shopping-list/types';
import { productPath } from '@/catalog/paths';
import { lineSizes, pictureSources } from '@/catalog/product-pictures';
import { formatKes } from '@model/money';
import { chosenOptions } from './chosen-options';
import styles from './ListLine.module.css';

export interface ListLineProps {
  /** A wishlist line, or a cart line with the size and colour chosen. */
  item: WishlistItem & LineOptions;
  onNavigate?: () => void;
  onRemove: () => void;
  /** The cart's quantity stepper, or the wishlist's Move to cart. */
  children?: ReactNode;
}

/** One line of the cart or wishlist panel: first image, name linking to details, price, Remove. */
export function ListLine({ item, onNavigate, onRemove, children }: ListLineProps) {
  const image = item.image[0];
  const options = chosenOptions(item);
  return (
    <li className={styles.line}>
      <div className={styles.image}>
        {image ? (
          <img {...pictureSources(image, lineSizes)} alt="" width={72} height={90} loading="lazy" />
        ) : null}
      </div>
      <div className={styles.details}>
        <Link to={productPath(item)} onClick={onNavigate} className={styles.name}>
          {item.productName}
        </Link>
        {options ? <p className={styles.options}>{options}</p> : null}
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
