import { useAfterFirstPaint } from '@/ui/near-viewport/use-after-first-paint';
import { ProductList } from '../product-list/ProductList';
import ProductRows from './ProductRows';
import { homeRows, RowSection, rowPlaceholderCount } from './RowSection';
import styles from './HomePage.module.css';

/**
 * The rows' catalog reads start once the page has painted: the first screen of the home page (the
 * hero, the categories) needs none of them. Their code is small and comes with the page's, so
 * nothing else is asked for before the hero is on the screen.
 */
export function HomeProductRows() {
  const painted = useAfterFirstPaint();
  return <div className={styles.rows}>{painted ? <ProductRows /> : <RowPlaceholders />}</div>;
}

/** The rows' titles and placeholder cards, the size the loaded rows will be. */
function RowPlaceholders() {
  return homeRows.map((row) => (
    <RowSection key={row.id} row={row}>
      <ProductList
        status="loading"
        products={[]}
        onRetry={() => undefined}
        layout="row"
        placeholderCount={rowPlaceholderCount}
      />
    </RowSection>
  ));
}
