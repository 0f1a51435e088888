import { useEffect, useState } from 'react';
import type { Product } from '@model/catalog/product';
import { useAfterFirstPaint } from '@/ui/near-viewport/use-after-first-paint';
import { ProductList } from '../product-list/ProductList';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { useRelatedProducts } from '../use-product-list';
import styles from './ProductDetailsPage.module.css';

/**
 * "You may also like": read once the product is on the screen, never holding it up or competing
 * with its first paint. Nothing to show hides the row; a failed read says so quietly, with Retry,
 * below the product it does not concern.
 */
export function RelatedProducts({ product }: { product: Product }) {
  const painted = useAfterFirstPaint();
  const [empty, setEmpty] = useState(false);
  if (empty) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.sectionHeading}>
        You may also like
      </h2>
      {painted ? (
        <RelatedRow product={product} onEmpty={() => setEmpty(true)} />
      ) : (
        <RelatedList status="loading" />
      )}
    </section>
  );
}

function RelatedRow({ product, onEmpty }: { product: Product; onEmpty: () => void }) {
  const related = useRelatedProducts(product);
  const empty = related.status === 'empty';
  useEffect(() => {
    if (empty) onEmpty();
  }, [empty, onEmpty]);
  if (related.status === 'failed') {
    return <RetryAlert look="quiet" message={related.failureMessage} onRetry={related.retry} />;
  }
  return (
    <RelatedList
      status={related.status === 'ready' ? 'ready' : 'loading'}
      products={related.products}
      onRetry={related.retry}
    />
  );
}

function RelatedList({
  status,
  products = [],
  onRetry = () => undefined,
}: {
  status: 'loading' | 'ready';
  products?: Product[];
  onRetry?: () => void;
}) {
  return (
    <ProductList
      status={status}
      products={products}
      onRetry={onRetry}
      layout="row"
      placeholderCount={4}
      priorityCount={0}
    />
  );
}
