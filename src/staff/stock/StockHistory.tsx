import { Link } from 'react-router-dom';
import type { StockMovement } from '../../../machines/stock-adjustment/types';
import { variantLabel } from '../../../machines/stock-adjustment/variants';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { formatWhen } from '../ui/when';
import { changeLabel, reasonLabels } from './stock-words';
import staff from '../ui/staff.module.css';
import styles from './Stock.module.css';

export interface StockHistoryProps {
  history: StockMovement[];
  /** Whether the history is being read again after a save, or could not be. */
  status: 'current' | 'refreshing' | 'stale';
  failureMessage: string | null;
  onRetry: () => void;
}

/** The product's latest movements, newest first: what changed, why, who and when. */
export function StockHistory({ history, status, failureMessage, onRetry }: StockHistoryProps) {
  return (
    <section className={staff.section} aria-labelledby="history-heading">
      <h2 id="history-heading" className={staff.subheading}>
        Stock history
      </h2>
      {status === 'stale' ? (
        <RetryAlert
          look="notice"
          message={failureMessage}
          kept="The history below may be out of date."
          onRetry={onRetry}
        />
      ) : null}
      <ol
        className={staff.history}
        aria-labelledby="history-heading"
        aria-busy={status === 'refreshing'}
      >
        {history.length === 0 ? (
          <li className={staff.historyEntry}>No changes recorded yet.</li>
        ) : (
          history.map((movement) => <Movement key={movement.id} movement={movement} />)
        )}
      </ol>
    </section>
  );
}

function Movement({ movement }: { movement: StockMovement }) {
  return (
    <li className={staff.historyEntry}>
      <p>
        <span className={styles.change}>{changeLabel(movement.change)}</span>
        {movement.variant === null ? ' ' : ` ${variantLabel(movement.variant)} · `}
        {reasonLabels[movement.reason]}
      </p>
      {movement.note ? <p>“{movement.note}”</p> : null}
      <p className={staff.muted}>
        {movement.at ? (
          <time dateTime={movement.at}>{formatWhen(movement.at)}</time>
        ) : (
          'Time not recorded'
        )}
        {movement.by ? ` · by ${movement.by}` : ''}
        {movement.orderId ? (
          <>
            {' · '}
            <Link to={`/staff/orders/${movement.orderId}`}>Order {movement.orderId}</Link>
          </>
        ) : null}
      </p>
    </li>
  );
}
