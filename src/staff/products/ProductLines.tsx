import { Link } from 'react-router-dom';
import type { ProductLine } from '../../../machines/staff-products/types';
import { imageSources } from '@model/catalog/photo-renditions';
import { formatKes } from '@model/money';
import type { RowRef } from '../ui/PagedList';
import staff from '../ui/staff.module.css';
import styles from './Products.module.css';

/**
 * Products as links to their edit pages; `label` names the list, and `rowRef` keeps each link
 * for the focus after Show more.
 */
export function ProductLines({
  products,
  label,
  rowRef,
}: {
  products: readonly ProductLine[];
  label: string;
  rowRef?: RowRef;
}) {
  return (
    <ul className={styles.products} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.product}>
          {product.image ? (
            // The name beside it says what it is: the picture is for the eye.
            <img
              {...imageSources(product.image)}
              sizes="56px"
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
              className={styles.thumb}
            />
          ) : (
            <span className={styles.thumb} />
          )}
          <Link
            ref={rowRef?.(index)}
            to={`/staff/products/${product.id}`}
            className={staff.rowLink}
          >
            {product.productName}
          </Link>
          <p>
            {product.price ? formatKes(product.price) : 'No price'}
            {` · ${product.category} › ${product.subCategory}`}
            {product.hidden ? (
              <>
                {' · '}
                <span className={styles.tag}>Hidden from the shop</span>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
