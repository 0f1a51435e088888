import { useState } from 'react';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { ProductLines } from './ProductLines';
import type { useStaffProductList } from './use-product-list';
import styles from './Products.module.css';

type ProductList = ReturnType<typeof useStaffProductList>;

/**
 * Find a product by name with the shop's search: results as typing pauses, or at once with Enter
 * or Find. It finds products in the shop; hidden ones are under their own tab.
 */
export function FindProduct({ list }: { list: ProductList }) {
  const [text, setText] = useState('');
  const { searchStatus, query, found } = list;
  return (
    <div className={styles.section}>
      <form
        role="search"
        className={styles.find}
        onSubmit={(event) => {
          event.preventDefault();
          list.search();
        }}
      >
        <label htmlFor="find-products" className={styles.label}>
          Find a product
        </label>
        <p id="find-products-hint" className={styles.hint}>
          By name, brand or kind. Hidden products are under Hidden.
        </p>
        <div className={styles.findRow}>
          <input
            id="find-products"
            type="search"
            className={styles.input}
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="find-products-hint"
            onChange={(event) => {
              setText(event.target.value);
              list.type(event.target.value);
            }}
          />
          <button type="submit" className={styles.secondary}>
            Find
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {searchStatus === 'searching'
          ? 'Searching…'
          : searchStatus === 'found'
            ? `${found.length === 1 ? '1 product' : `${found.length} products`} found for “${query}”.`
            : searchStatus === 'none'
              ? `No product in the shop matches “${query}”.`
              : ''}
      </p>
      {searchStatus === 'failed' ? (
        <RetryAlert look="notice" message={list.searchFailure} onRetry={list.retrySearch} />
      ) : null}
      {searchStatus === 'found' ? <ProductLines products={found} label="Products found" /> : null}
    </div>
  );
}
