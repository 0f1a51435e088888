import type { ReactNode } from 'react';
import type { Product } from '@model/catalog/product';
import { ProductCard } from '../product-card/ProductCard';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import styles from './ProductList.module.css';

export interface ProductListProps {
  status: 'loading' | 'ready' | 'empty' | 'failed';
  products: Product[];
  /** What went wrong, for the shopper, when the list or its next page could not be read. */
  failureMessage?: string | null;
  onRetry: () => void;
  /** How many placeholder cards hold the space while loading, so nothing shifts. */
  placeholderCount?: number;
  /** What to show when a read answers no products. */
  empty?: ReactNode;
  /**
   * Cards in the first row load their images at once; the others once near the screen, so on a
   * phone's few connections the first screen's code and pictures never wait behind them.
   */
  priorityCount?: number;
  /** A grid, or one row that scrolls sideways (home page rows). */
  layout?: 'grid' | 'row';
  /**
   * How many products match in all: "Showing 24 of 304 products". Null while it is read (or when
   * it cannot be), with its line kept so the cards do not move when it arrives; left out, no line.
   */
  total?: number | null;
  /** Whether a next page can be read, is being read, or failed to be read. */
  more?: 'available' | 'loading' | 'failed' | 'none';
  onLoadMore?: () => void;
}

export function ProductList({
  status,
  products,
  failureMessage,
  onRetry,
  placeholderCount = 8,
  empty = <p>No products here yet. Please check back soon.</p>,
  priorityCount = 4,
  layout = 'grid',
  total,
  more = 'none',
  onLoadMore,
}: ProductListProps) {
  const listClass = layout === 'row' ? styles.row : styles.grid;
  if (status === 'loading') {
    return (
      <div role="status" aria-label="Loading" className={listClass}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <div key={index} className={styles.placeholder} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (status === 'failed') {
    return <RetryAlert message={failureMessage ?? null} onRetry={onRetry} />;
  }
  if (status === 'empty') return <div className={styles.problem}>{empty}</div>;
  return (
    <>
      {total !== undefined ? (
        <p className={styles.count} aria-live="polite">
          {total !== null
            ? `Showing ${products.length} of ${total} ${total === 1 ? 'product' : 'products'}`
            : null}
        </p>
      ) : null}
      <ul className={listClass}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              imageLoading={index < priorityCount ? 'eager' : 'near'}
            />
          </li>
        ))}
      </ul>
      {more === 'failed' ? <RetryAlert message={failureMessage ?? null} onRetry={onRetry} /> : null}
      {more === 'available' || more === 'loading' ? (
        <button
          type="button"
          className={styles.loadMore}
          onClick={onLoadMore}
          disabled={more === 'loading'}
          aria-busy={more === 'loading'}
        >
          {more === 'loading' ? 'Loading more…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
