import { Link } from 'react-router-dom';
import { formatKes } from '@model/money';
import { returnReasonLabels, returnStepLabels } from '@model/return/return';
import type { ReturnsOwner } from '../../../machines/staff-returns/order-returns.machine';
import type { ShownReturn } from '../../../machines/staff-returns/types';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { RefundActions } from '../refunds/RefundActions';
import { RefundFacts } from '../refunds/RefundFacts';
import { formatWhen } from '../ui/when';
import { lineName, wantedInstead, wishLabels } from './return-words';
import { ReturnActions } from './ReturnActions';
import { useOrderReturns } from './use-order-returns';
import styles from './Returns.module.css';

/**
 * An order's returns on its page, when it has any: each one's lines and reasons, where it stands,
 * its buttons, and once Refund was pressed its money, with the refund's own actions.
 */
export function OrderReturns({ orderId, orderPage }: { orderId: string; orderPage: ReturnsOwner }) {
  const returns = useOrderReturns(orderId, orderPage);
  // Most orders have none: no heading shows until the returns are read and there are some.
  if (returns.status === 'loading') return null;
  if (returns.status === 'shown' && returns.returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" className={styles.card}>
      <h2 id="order-returns" className={styles.cardTitle}>
        Returns
      </h2>
      {returns.failureMessage ? (
        <RetryAlert
          message={
            returns.status === 'failed'
              ? returns.failureMessage
              : `The returns could not be read again. ${returns.failureMessage}`
          }
          onRetry={returns.retry}
          look={returns.status === 'failed' ? undefined : 'notice'}
        />
      ) : null}
      {returns.returns.length > 0 ? (
        <ul className={styles.orderReturns}>
          {returns.returns.map((shown) => (
            <li key={shown.view.id} className={styles.orderReturn}>
              <ReturnFacts shown={shown} />
              <ReturnActions
                view={shown.view}
                owner={returns.actor}
                describedBy={`return-${shown.view.id}`}
              />
              {shown.refund ? (
                <div className={styles.money}>
                  <RefundFacts refund={shown.refund} id={`refund-${shown.refund.paymentId}`} />
                  <RefundActions
                    refund={shown.refund}
                    owner={returns.actor}
                    describedBy={`refund-${shown.refund.paymentId}`}
                  />
                </div>
              ) : shown.view.refund ? (
                <p>Refund of {formatKes(shown.view.refund.amount)}: its record cannot be read.</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** What a return is: where it stands, what the shopper wants, its lines, and what became of it. */
function ReturnFacts({ shown: { view } }: { shown: ShownReturn }) {
  return (
    <>
      <p id={`return-${view.id}`} className={styles.facts}>
        <span className={styles.step}>{returnStepLabels[view.step]}</span>
        <span>{wishLabels[view.wish]}</span>
        <span className={styles.muted}>
          Asked <time dateTime={view.requestedAt}>{formatWhen(view.requestedAt)}</time>
        </span>
      </p>
      <ul className={styles.lines}>
        {view.lines.map((line) => {
          const received = view.received?.find((found) => found.line === line.line);
          return (
            <li key={line.line}>
              {lineName(line)} × {line.quantity}: {returnReasonLabels[line.reason]}
              {view.wish === 'exchange' && line.exchange ? `. ${wantedInstead(line.exchange)}` : ''}
              {received
                ? `. Received: ${received.resellable} resellable, ${received.damaged} damaged`
                : ''}
            </li>
          );
        })}
      </ul>
      {view.refusal ? <p className={styles.refusal}>Refused: {view.refusal}</p> : null}
      {view.exchangeOrder ? (
        <p>
          <Link to={`/staff/orders/${view.exchangeOrder.id}`}>
            Exchange order {view.exchangeOrder.number}
          </Link>
        </p>
      ) : null}
    </>
  );
}
