import { lowStockBelow } from '@model/catalog/lowest-units';
import type { StockProduct } from '../../../machines/stock-adjustment/types';
import { hasVariants, variantRows } from '../../../machines/stock-adjustment/variants';
import staff from '../ui/staff.module.css';
import styles from './Stock.module.css';

/** Every size and colour with its units; a size or colour running low says so in words. */
export function UnitsTable({
  product,
  refreshing,
}: {
  product: StockProduct;
  refreshing: boolean;
}) {
  const rows = variantRows(product);
  return (
    <table className={styles.units} aria-busy={refreshing}>
      <caption>
        <h2 className={staff.subheading}>Units</h2>
      </caption>
      <thead>
        <tr>
          <th scope="col">Size and colour</th>
          <th scope="col">Units</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.variant ?? ''}>
            <th scope="row">
              {row.label}
              {row.sold ? null : (
                <>
                  {' '}
                  <span className={staff.muted}>(not sold)</span>
                </>
              )}
            </th>
            <td>
              {row.units === null ? 'Not counted' : row.units}
              {row.sold && row.units !== null && row.units < lowStockBelow ? (
                <>
                  {' '}
                  <span className={styles.low}>low</span>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
      {hasVariants(product) ? (
        <tfoot>
          <tr>
            <th scope="row">In all</th>
            <td>{product.stock}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
