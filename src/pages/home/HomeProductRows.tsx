import { lazy, Suspense, useRef } from 'react';
import { ProductList } from '../../components/product-list/ProductList';
import { homeRows, RowSection, rowPlaceholderCount } from './RowSection';
import { useNearViewport } from '../../components/near-viewport/use-near-viewport';
import styles from './HomePage.module.css';

// The rows and the catalog reads behind them (the Firestore SDK included) load only when the
// shopper scrolls towards them: on a phone they start below the fold, and the first paint of
// the home page needs none of it.
const ProductRows = lazy(() => import('./ProductRows'));

/** How far below the screen the rows start loading, so they are ready as they scroll in. */
const loadAhead = '400px 0px';

export function HomeProductRows() {
  const start = useRef<HTMLDivElement>(null);
  const near = useNearViewport(start, loadAhead);
  return (
    <div ref={start} className={styles.rows}>
      {near ? (
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
