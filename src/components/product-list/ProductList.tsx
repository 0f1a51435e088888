import type { ReactNode } from 'react';
import type { Product } from '../../catalog/product';
import { describeError } from '../../data/data-error';
import { ProductCard } from '../product-card/ProductCard';
import styles from './ProductList.module.css';

export interface ProductListProps {
  status: 'loading' | 'ready' | 'empty' | 'failed';
  products: Product[];
  failure?: unknown;
  onRetry: () => void;
  /** How many placeholder cards hold the space while loading, so nothing shifts. */
  placeholderCount?: number;
  /** What to show when a read answers no products. */
  empty?: ReactNode;
  /** Cards in the first row load their images at once. */
  priorityCount?: number;
}

export function ProductList({
  status,
  products,
  failure,
  onRetry,
  placeholderCount = 8,
  empty = <p>No products here yet. Please check back soon.</p>,
  priorityCount = 4,
}: ProductListProps) {
  if (status === 'loading') {
    return (
      <div role="status" aria-label="Loading" className={styles.grid}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <div key={index} className={styles.placeholder} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div role="alert" className={styles.problem}>
        <p>{describeError(failure)}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (status === 'empty') return <div className={styles.problem}>{empty}</div>;
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
