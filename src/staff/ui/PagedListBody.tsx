import type { ReactNode } from 'react';
import type { PagedListStatus } from '../../../machines/paged-list';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import staff from './staff.module.css';

/** What a list read a page at a time shows, from its page's binding, and its senders. */
export interface PagedListBinding {
  status: PagedListStatus;
  failureMessage: string | null;
  moreFailureMessage: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  retry: () => void;
  more: () => void;
}

export interface PagedListBodyProps {
  list: PagedListBinding;
  /** Said in the list's place when it has nothing in it. */
  none: string;
  /** The button that reads the next page. */
  moreLabel: string;
  /** Its looks, where the page's buttons differ from the back office's. */
  moreClassName?: string;
  /** The items read so far. */
  children: ReactNode;
}

/** One list read a page at a time: Loading, Retry, `none`, or its items with the next page's button. */
export function PagedListBody({
  list,
  none,
  moreLabel,
  moreClassName = staff.secondary,
  children,
}: PagedListBodyProps) {
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') {
    return <RetryAlert message={list.failureMessage} onRetry={list.retry} />;
  }
  if (list.status === 'empty') return <p className={staff.emptyWide}>{none}</p>;
  return (
    <>
      {children}
      {list.moreFailureMessage ? (
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
            if (!list.loadingMore) list.more();
          }}
        >
          {list.loadingMore ? 'Loading…' : moreLabel}
        </button>
      ) : null}
    </>
  );
}
