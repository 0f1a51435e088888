import { Link } from 'react-router-dom';
import type { ProductLine } from '../../../machines/staff-products/types';
import { imageSources } from '@model/catalog/photo-renditions';
import { formatKes } from '@model/money';
import staff from '../ui/staff.module.css';
import styles from './Products.module.css';

/** Products as links to their edit pages; `label` names the list. */
export function ProductLines({
  products,
  label,
}: {
  products: readonly ProductLine[];
  label: string;
}) {
  return (
    <ul className={styles.products} aria-label={label}>
      {products.map((product) => (
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
          <Link to={`/staff/products/${product.id}`} className={staff.rowLink}>
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
