import type { ProductEvent } from '../../../machines/staff-products/types';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { formatWhen } from '../ui/when';
import { changeLines, eventLabels } from './product-words';
import staff from '../ui/staff.module.css';
import styles from './Products.module.css';

export interface ProductHistoryProps {
  history: ProductEvent[];
  /** Whether the History is being read again after a change, or could not be. */
  status: 'current' | 'refreshing' | 'stale';
  failureMessage: string | null;
  onRetry: () => void;
}

/** Every change to the product, newest first: what changed, who and when. */
export function ProductHistory({ history, status, failureMessage, onRetry }: ProductHistoryProps) {
  return (
    <section className={staff.section} aria-labelledby="product-history-heading">
      <h2 id="product-history-heading" className={staff.subheading}>
        History
      </h2>
      {status === 'stale' ? (
        <RetryAlert
          look="notice"
          message={failureMessage}
          kept="The History below may be out of date."
          onRetry={onRetry}
        />
      ) : null}
      <ol
        className={styles.history}
        aria-labelledby="product-history-heading"
        aria-busy={status === 'refreshing'}
      >
        {history.length === 0 ? (
          <li className={styles.event}>No changes recorded yet.</li>
        ) : (
          history.map((event) => <HistoryEntry key={event.id} event={event} />)
        )}
      </ol>
    </section>
  );
}

function HistoryEntry({ event }: { event: ProductEvent }) {
  const lines = changeLines(event.changes);
  return (
    <li className={styles.event}>
      <p className={styles.eventName}>{eventLabels[event.kind]}</p>
      <p className={staff.muted}>
        {event.by ?? 'Someone not recorded'}
        {event.at ? (
          <>
            {' · '}
            <time dateTime={event.at}>{formatWhen(event.at)}</time>
          </>
        ) : null}
      </p>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
