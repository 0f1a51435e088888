import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../components/near-viewport/use-after-first-paint';
import { ProductList } from '../../components/product-list/ProductList';
import { homeRows, RowSection, rowPlaceholderCount } from './RowSection';
import styles from './HomePage.module.css';

// The rows and the catalog reads behind them (the Firestore SDK included) load once the page has
// painted: the first screen of the home page (the hero, the categories) needs none of it.
const ProductRows = lazy(() => import('./ProductRows'));

export function HomeProductRows() {
  const painted = useAfterFirstPaint();
  return (
    <div className={styles.rows}>
      {painted ? (
        <Suspense fallback={<RowPlaceholders />}>
          <ProductRows />
        </Suspense>
      ) : (
        <RowPlaceholders />
      )}
    </div>
  );
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
