import type { Product, WholesaleTerms } from '@model/catalog/product';
import { ProductList } from '@/catalog/product-list/ProductList';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { useProductList } from '@/catalog/use-product-list';
import { WholesaleProductCard } from './WholesaleProductCard';
import styles from './WholesaleListing.module.css';

type WholesaleProduct = Product & { wholesale: WholesaleTerms };

const onWholesaleTerms = (product: Product): product is WholesaleProduct =>
  product.wholesale !== undefined;

/**
 * The products sold on wholesale terms, a page at a time. Loading, empty and failed look as
 * every listing does (ProductList); the cards are the wholesale ones.
 */
export function WholesaleListing() {
  const list = useProductList({ filter: { wholesale: true }, sort: 'newest', withTotal: true });
  if (list.status !== 'ready') {
    return (
      <ProductList
        status={list.status}
        products={[]}
        failureMessage={list.failureMessage}
        onRetry={list.retry}
        placeholderCount={4}
        empty={
          <p>
            No products are on wholesale terms right now. Send us an enquiry below and we will quote
            you.
          </p>
        }
      />
    );
  }
  const products = list.products.filter(onWholesaleTerms);
  return (
    <>
      {list.total !== null ? (
        <p className={styles.count} aria-live="polite">
          Showing {products.length} of {list.total} {list.total === 1 ? 'product' : 'products'}
        </p>
      ) : null}
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.id}>
            <WholesaleProductCard product={product} priority={index < 2} />
          </li>
        ))}
      </ul>
      {list.more === 'failed' ? (
        <div className={styles.moreFailed}>
          <RetryAlert message={list.failureMessage} onRetry={list.retry} />
        </div>
      ) : null}
      {list.more === 'available' || list.more === 'loading' ? (
        <button
          type="button"
          className={styles.loadMore}
          onClick={list.loadMore}
          disabled={list.more === 'loading'}
          aria-busy={list.more === 'loading'}
        >
          {list.more === 'loading' ? 'Loading more…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
