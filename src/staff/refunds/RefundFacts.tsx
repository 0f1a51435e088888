import { Link } from 'react-router-dom';
import { formatKes } from '@model/money';
import { refundStateLabels, type Refund } from '@model/payment/refunds';
import { formatWhen } from '../ui/when';
import { refundMethodLabels } from './refund-words';
import styles from './Refunds.module.css';

export interface RefundFactsProps {
  refund: Refund;
  /** Whether to name the order the money came for: on the Refunds tab, not on the order's page. */
  withOrder?: boolean;
  /** The id of its first line (state and amount), which describes the refund's buttons. */
  id: string;
}

/**
 * What a refund is: where it stands and how much, when a reversal went to M-Pesa or why it
 * failed, how it was refunded, and the payment it gives back.
 */
export function RefundFacts({ refund, withOrder = false, id }: RefundFactsProps) {
  const { reversal, refunded } = refund;
  return (
    <>
      <p id={id} className={styles.stateLine}>
        <span className={styles.state}>{refundStateLabels[refund.state]}</span>
        <span className={styles.amount}>{formatKes(refund.amount)}</span>
      </p>
      {refund.state === 'pending' && reversal ? (
        <p>
          Sent to M-Pesa{' '}
          <time dateTime={reversal.requestedAt}>{formatWhen(reversal.requestedAt)}</time>
          {reversal.timedOut ? ': M-Pesa did not answer in time.' : ': waiting for its answer.'}
        </p>
      ) : null}
      {refund.state === 'due' && refund.failure ? (
        <p className={styles.failed}>Refund by M-Pesa failed: {refund.failure}</p>
      ) : null}
      {refunded ? (
        <p>
          {refundMethodLabels[refunded.method]}
          {refunded.reference ? `, ${refunded.reference}` : ''}
          {refunded.by?.name ? `, by ${refunded.by.name}` : ''},{' '}
          <time dateTime={refunded.at}>{formatWhen(refunded.at)}</time>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>M-Pesa receipt</dt>
        <dd>{refund.receipt ?? 'None'}</dd>
        <dt>Paid from</dt>
        <dd>{refund.payerPhone ?? 'Not known'}</dd>
        <dt>Why</dt>
        <dd>{refund.reason || 'Not recorded'}</dd>
        {withOrder ? (
          <>
            <dt>Order</dt>
            <dd>
              {refund.orderId ? (
                <Link to={`/staff/orders/${refund.orderId}`}>Order {refund.orderNumber}</Link>
              ) : (
                'No order'
              )}
            </dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
