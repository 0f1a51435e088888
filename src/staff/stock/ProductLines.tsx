import { Link } from 'react-router-dom';
import type { FoundProduct, StockLine } from '../../../machines/stock-adjustment/types';
import { unitsLabel } from './stock-words';
import styles from './Stock.module.css';

/** Products as links to their stock pages, with their units; `labelledBy` names the list. */
export function ProductLines({
  products,
  labelledBy,
}: {
  products: ReadonlyArray<FoundProduct | StockLine>;
  labelledBy: string;
}) {
  return (
    <ul className={styles.products} aria-labelledby={labelledBy}>
      {products.map((product) => (
        <li key={product.id} className={styles.product}>
          <Link to={`/staff/stock/${product.id}`} className={styles.productLink}>
            {product.productName}
          </Link>
          {'lowestUnits' in product ? (
            <p>
              <span className={styles.low}>Fewest left: {unitsLabel(product.lowestUnits)}</span>
              {` of one size or colour · ${unitsLabel(product.stock)} in all`}
            </p>
          ) : (
            <p>{unitsLabel(product.stock)} in all</p>
          )}
        </li>
      ))}
    </ul>
  );
}
