import { ProductList } from '../product-list/ProductList';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { useProductList } from '../use-product-list';
import { homeRows, RowSection, rowPageSize, rowPlaceholderCount, type HomeRow } from './RowSection';
import styles from './HomePage.module.css';

type ProductListBinding = ReturnType<typeof useProductList>;

function useRow(row: HomeRow) {
  return useProductList({
    pageSize: rowPageSize,
    ...('filter' in row ? { filter: row.filter } : {}),
    ...('sort' in row ? { sort: row.sort } : {}),
  });
}

/**
 * The featured, new-arrivals and top-seller rows. Each reads on its own; when all three fail (the
 * catalog is down) or are all empty, one message with one Retry stands for them, not three.
 * A row that fails while another is still reading keeps its placeholders until the others have
 * answered, so a catalog that is down is announced once, not row by row and then again as one.
 */
export default function ProductRows() {
  const featured = useRow(homeRows[0]);
  const newArrivals = useRow(homeRows[1]);
  const topSellers = useRow(homeRows[2]);
  const lists = [featured, newArrivals, topSellers];
  const reading = lists.some((list) => list.status === 'loading');
  if (lists.every((list) => list.status === 'failed')) {
    return (
      <section aria-labelledby="products-title">
        <h2 id="products-title">Our products</h2>
        <RetryAlert
          message={featured.failureMessage}
          onRetry={() => lists.forEach((list) => list.retry())}
        />
      </section>
    );
  }
  if (lists.every((list) => list.status === 'empty')) {
    return (
      <section aria-labelledby="products-title">
        <h2 id="products-title">Our products</h2>
        <p className={styles.rowsProblem}>No products here yet. Please check back soon.</p>
      </section>
    );
  }
  return (
    <>
      {homeRows.map((row, index) => (
        <ProductRow key={row.id} row={row} list={lists[index]!} othersReading={reading} />
      ))}
    </>
  );
}

/** A row of product cards that scrolls sideways. */
function ProductRow({
  row,
  list,
  othersReading,
}: {
  row: HomeRow;
  list: ProductListBinding;
  othersReading: boolean;
}) {
  return (
    <RowSection row={row}>
      <ProductList
        status={list.status === 'failed' && othersReading ? 'loading' : list.status}
        products={list.products}
        failureMessage={list.failureMessage}
        onRetry={list.retry}
        layout="row"
        placeholderCount={rowPlaceholderCount}
        priorityCount={0}
      />
    </RowSection>
  );
}
