import type { RefundOwner } from '../../../machines/staff-refunds/types';
import type { Refund } from '@model/payment/refunds';
import { RefundActions } from './RefundActions';
import { RefundFacts } from './RefundFacts';
import styles from './Refunds.module.css';

/** An order's money going back, or gone back: each refund with its actions. */
export function OrderRefunds({ refunds, owner }: { refunds: Refund[]; owner: RefundOwner }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds" className={styles.card}>
      <h2 id="order-refunds" className={styles.cardTitle}>
        Refunds
      </h2>
      <ul className={styles.orderRefunds}>
        {refunds.map((refund) => (
          <li key={refund.paymentId} className={styles.orderRefund}>
            <RefundFacts refund={refund} id={`refund-${refund.paymentId}`} />
            <RefundActions
              refund={refund}
              owner={owner}
              describedBy={`refund-${refund.paymentId}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
