import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { formatWhen } from './when';
import staff from './staff.module.css';
import styles from './ChangeHistory.module.css';

/** An entry of a History staff changes are recorded in: who and when. */
export interface RecordedChange {
  id: string;
  /** ISO 8601 instant; null while the server has not stamped it. */
  at: string | null;
  by: string | null;
}

/** What a page's binding says of its History. */
export interface HistoryBinding<Entry extends RecordedChange> {
  history: readonly Entry[];
  /** Whether the History is being read again after a change, or could not be. */
  historyStatus: 'current' | 'refreshing' | 'stale';
  historyFailureMessage: string | null;
  retryHistory: () => void;
}

export interface ChangeHistoryProps<Entry extends RecordedChange> {
  /** The heading's id, which names the list. */
  id: string;
  binding: HistoryBinding<Entry>;
  /** What happened: `Created`, `Changed`. */
  label: (entry: Entry) => string;
  /** Each field it changed: `Price (KES): KES 2,500 → KES 2,700`. */
  lines: (entry: Entry) => string[];
}

/**
 * Every change to a product or an offer, newest first: what changed, who and when, read again
 * after each change staff make on the page.
 */
export function ChangeHistory<Entry extends RecordedChange>({
  id,
  binding,
  label,
  lines,
}: ChangeHistoryProps<Entry>) {
  const { history, historyStatus: status } = binding;
  return (
    <section className={staff.section} aria-labelledby={id}>
      <h2 id={id} className={staff.subheading}>
        History
      </h2>
      {status === 'stale' ? (
        <RetryAlert
          look="notice"
          message={binding.historyFailureMessage}
          kept="The History below may be out of date."
          onRetry={binding.retryHistory}
        />
      ) : null}
      <ol className={styles.history} aria-labelledby={id} aria-busy={status === 'refreshing'}>
        {history.length === 0 ? (
          <li className={styles.event}>No changes recorded yet.</li>
        ) : (
          history.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} label={label(entry)} lines={lines(entry)} />
          ))
        )}
      </ol>
    </section>
  );
}

function HistoryEntry({
  entry,
  label,
  lines,
}: {
  entry: RecordedChange;
  label: string;
  lines: string[];
}) {
  return (
    <li className={styles.event}>
      <p className={styles.eventName}>{label}</p>
      <p className={staff.muted}>
        {entry.by ?? 'Someone not recorded'}
        {entry.at ? (
          <>
            {' · '}
            <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
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
