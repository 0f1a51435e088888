import { useState, type ReactNode } from 'react';
import type { ProductSearchStatus } from '../../../machines/product-search';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import staff from './staff.module.css';

/** What Find a product reads from its page's binding, and the senders it calls. */
export interface ProductSearchBinding<Product> {
  searchStatus: ProductSearchStatus;
  query: string;
  found: readonly Product[];
  searchFailure: string | null;
  type: (text: string) => void;
  search: () => void;
  retrySearch: () => void;
}

export interface FindProductProps<Product> {
  search: ProductSearchBinding<Product>;
  /** The field's id, unique on the page. */
  id: string;
  /** Said under the label, such as where the search does not look. */
  hint?: string;
  /** Said when nothing matches `query`. */
  noMatch: (query: string) => string;
  /** The products found, as the page lists them. */
  children: (found: readonly Product[]) => ReactNode;
}

/** Find a product by name: results as typing pauses, or at once with Enter or Find. */
export function FindProduct<Product>({
  search,
  id,
  hint,
  noMatch,
  children,
}: FindProductProps<Product>) {
  const [text, setText] = useState('');
  const { searchStatus, query, found } = search;
  const hintId = `${id}-hint`;
  return (
    <div className={staff.section}>
      <form
        role="search"
        className={staff.find}
        onSubmit={(event) => {
          event.preventDefault();
          search.search();
        }}
      >
        <label htmlFor={id} className={staff.label}>
          Find a product
        </label>
        {hint ? (
          <p id={hintId} className={staff.hint}>
            {hint}
          </p>
        ) : null}
        <div className={staff.findRow}>
          <input
            id={id}
            type="search"
            className={staff.findInput}
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hint ? hintId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              search.type(event.target.value);
            }}
          />
          <button type="submit" className={staff.secondary}>
            Find
          </button>
        </div>
      </form>
      <p role="status" className={staff.status}>
        {searchStatus === 'searching'
          ? 'Searching…'
          : searchStatus === 'found'
            ? `${found.length === 1 ? '1 product' : `${found.length} products`} found for “${query}”.`
            : searchStatus === 'none'
              ? noMatch(query)
              : ''}
      </p>
      {searchStatus === 'failed' ? (
        <RetryAlert look="notice" message={search.searchFailure} onRetry={search.retrySearch} />
      ) : null}
      {searchStatus === 'found' ? children(found) : null}
    </div>
  );
}
