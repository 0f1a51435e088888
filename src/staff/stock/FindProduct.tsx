import { useState } from 'react';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { ProductLines } from './ProductLines';
import type { useStockList } from './use-stock-list';
import styles from './Stock.module.css';

type StockList = ReturnType<typeof useStockList>;

/** Find a product by name: results as typing pauses, or at once with Enter or Find. */
export function FindProduct({ stock }: { stock: StockList }) {
  const [text, setText] = useState('');
  const { searchStatus, query, found } = stock;
  return (
    <div className={styles.section}>
      <form
        role="search"
        className={styles.find}
        onSubmit={(event) => {
          event.preventDefault();
          stock.search();
        }}
      >
        <label htmlFor="find-product" className={styles.label}>
          Find a product
        </label>
        <div className={styles.findRow}>
          <input
            id="find-product"
            type="search"
            className={styles.input}
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setText(event.target.value);
              stock.type(event.target.value);
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
              ? `No product matches “${query}”.`
              : ''}
      </p>
      {searchStatus === 'failed' ? (
        <RetryAlert look="notice" message={stock.searchFailure} onRetry={stock.retrySearch} />
      ) : null}
      {searchStatus === 'found' ? (
        <>
          <h2 id="found-heading" className="visually-hidden">
            Products found
          </h2>
          <ProductLines products={found} labelledBy="found-heading" />
        </>
      ) : null}
    </div>
  );
}
