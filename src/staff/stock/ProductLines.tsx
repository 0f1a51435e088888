import { Link } from 'react-router-dom';
import type { FoundProduct, StockLine } from '../../../machines/stock-adjustment/types';
import { unitsLabel } from './stock-words';
import staff from '../ui/staff.module.css';
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
        <li key={product.id} className={staff.row}>
          <Link to={`/staff/stock/${product.id}`} className={staff.rowLink}>
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
