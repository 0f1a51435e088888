import type { HistoryEntry } from '../../../machines/staff-orders/types';
import { detailLabel, formatWhen, historyLabel } from './order-words';
import staff from '../ui/staff.module.css';
import styles from './OrderPage.module.css';

/** Each move of the order, oldest first: what, who (a member of staff, or the shop) and when. */
export function OrderHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <section aria-labelledby="order-history" className={styles.card}>
      <h2 id="order-history" className={styles.cardTitle}>
        History
      </h2>
      {history.length === 0 ? (
        <p className={styles.cardText}>Nothing is recorded for this order yet.</p>
      ) : (
        <ol aria-labelledby="order-history" className={styles.history}>
          {history.map((entry, index) => (
            <li key={`${entry.type}-${entry.at}-${index}`} className={styles.event}>
              <p className={styles.eventName}>{historyLabel(entry)}</p>
              <p className={staff.muted}>
                {entry.by ? entry.by.name || 'A member of staff' : 'The shop'}
                {entry.at ? (
                  <>
                    {' · '}
                    <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                  </>
                ) : null}
              </p>
              {Object.entries(entry.details).map(([key, value]) => (
                <p key={key}>
                  {detailLabel(key)}: {value}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
