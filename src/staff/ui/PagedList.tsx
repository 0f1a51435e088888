import { useEffect, useRef, type ReactNode } from 'react';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import type { PagedListBinding } from './use-paged-list';
import staff from './staff.module.css';

/** Keeps one row's element, for the focus after Show more. */
export type RowRef = (index: number) => (row: HTMLElement | null) => void;

export interface PagedListProps<Item> {
  list: PagedListBinding<Item>;
  /** Said in the list's place when it has nothing in it. */
  none: string;
  /** `status` where the words for none answer a search, so they are announced. */
  noneRole?: 'status';
  /** The button that reads the next page, and its words while it reads. */
  moreLabel?: string;
  loadingMoreLabel?: string;
  /**
   * How a next page that failed shows: its words above Show more (`alert`), or a Retry in Show
   * more's place (`retry`).
   */
  moreFailure?: 'alert' | 'retry';
  /** Its looks, where the page's differ from the back office's. */
  moreClassName?: string;
  noneClassName?: string;
  /** The rows read so far; each row given `rowRef(index)` takes the focus after Show more. */
  children: (rowRef: RowRef) => ReactNode;
}

/**
 * A back-office list read a page at a time: Loading, Retry, the words for none, or its rows with
 * Show more. Once the last page is listed Show more is gone, so the focus goes to the first row
 * it brought; while there is more, it stays on the button.
 */
export function PagedList<Item>({
  list,
  none,
  noneRole,
  moreLabel = 'Show more',
  loadingMoreLabel = 'Loading…',
  moreFailure = 'alert',
  moreClassName = staff.secondary,
  noneClassName = staff.emptyWide,
  children,
}: PagedListProps<Item>) {
  const rows = useRef<Array<HTMLElement | null>>([]);
  /** How many rows were shown when Show more was pressed; null when it was not. */
  const shownBeforeMore = useRef<number | null>(null);
  const count = list.items.length;
  useEffect(() => {
    const before = shownBeforeMore.current;
    if (before === null || count <= before) return;
    shownBeforeMore.current = null;
    if (!list.hasMore) rows.current[before]?.focus();
  }, [count, list.hasMore]);

  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') {
    return <RetryAlert message={list.failureMessage} onRetry={list.retry} />;
  }
  if (list.status === 'empty') {
    return (
      <p role={noneRole} className={noneClassName}>
        {none}
      </p>
    );
  }
  const failedMore = list.moreFailureMessage !== null;
  return (
    <>
      {children((index) => (row) => {
        rows.current[index] = row;
      })}
      {failedMore && moreFailure === 'retry' ? (
        <RetryAlert message={list.moreFailureMessage} onRetry={list.retry} look="notice" />
      ) : (
        <>
          {failedMore ? (
            <p role="alert" className={staff.failure}>
              {list.moreFailureMessage}
            </p>
          ) : null}
          {list.hasMore ? (
            <button
              type="button"
              className={moreClassName}
              aria-disabled={list.loadingMore || undefined}
              onClick={() => {
                if (list.loadingMore) return;
                shownBeforeMore.current = count;
                list.more?.();
              }}
            >
              {list.loadingMore ? loadingMoreLabel : moreLabel}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}
