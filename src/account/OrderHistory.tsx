import { Link } from 'react-router-dom';
import { nairobiDate } from '../../machines/checkout/nairobi-time';
import { refundNotes } from '../../machines/checkout/selectors';
import { itemsLabel } from '@/ui/wording';
import { formatKes } from '@model/money';
import { orderStepLabel } from '@model/order/status';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { useOrderHistory } from './use-order-history';
import styles from './AccountPage.module.css';

/**
 * The shopper's orders, newest first, each with its step and the money given back or owed back;
 * or a word that there are none yet.
 */
export function OrderHistory({ ownerUid }: { ownerUid: string }) {
  const history = useOrderHistory(ownerUid);
  if (history.status === 'loading') {
    return (
      <div className={styles.body}>
        <p role="status" aria-label="Loading your orders" className={styles.muted}>
          Loading your orders…
        </p>
      </div>
    );
  }
  if (history.status === 'failed') {
    return <RetryAlert message={history.failureMessage} onRetry={history.retry} />;
  }
  if (history.status === 'empty') {
    return (
      <div className={styles.body}>
        <p>You have no orders yet.</p>
        <Link to="/shop" className={styles.secondary}>
          Start shopping
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.orders}>
      {history.orders.map((order) => (
        <li key={order.id} className={styles.order}>
          <p className={styles.orderId}>
            <Link to={`/checkout/order/${order.id}`}>Order {order.number}</Link>
          </p>
          <p className={styles.orderTotal}>{formatKes(order.total)}</p>
          <p className={styles.muted}>
            {order.placedAt ? `Placed ${nairobiDate(order.placedAt)}, ` : ''}
            {itemsLabel(order.itemCount)}
          </p>
          <p className={styles.muted}>{orderStepLabel(order)}</p>
          {refundNotes(order.refund).map((note) => (
            <p key={note} className={styles.orderNote}>
              {note}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
