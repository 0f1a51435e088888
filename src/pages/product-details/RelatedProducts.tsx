import type { Product } from '../../catalog/product';
import { ProductList } from '../../components/product-list/ProductList';
import { describeError } from '../../data/data-error';
import { useRelatedProducts } from '../../state/use-product-details';
import styles from './ProductDetailsPage.module.css';

/**
 * "You may also like": read after the product, never holding it up. Nothing to show hides the
 * row; a failed read says so quietly, with Retry, below the product it does not concern.
 */
export function RelatedProducts({ product }: { product: Product }) {
  const related = useRelatedProducts(product);
  if (related.status === 'empty') return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.sectionHeading}>
        You may also like
      </h2>
      {related.status === 'failed' ? (
        <div className={styles.quietProblem}>
          <p>{describeError(related.failure)}</p>
          <button type="button" className={styles.secondaryButton} onClick={related.retry}>
            Retry
          </button>
        </div>
      ) : (
        <ProductList
          status={related.status}
          products={related.products}
          onRetry={related.retry}
          layout="row"
          placeholderCount={4}
          priorityCount={0}
        />
      )}
    </section>
  );
}
