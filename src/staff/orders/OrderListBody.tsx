import { Link } from 'react-router-dom';
import { orderStepLabel } from '@model/order/status';
import { formatKes } from '@model/money';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { itemsLabel } from '@/ui/wording';
import { useFirstNewFocus } from '../ui/first-new-focus';
import { emptyTabMessages, formatWhen, paymentMethodLabels } from './order-words';
import type { OrderList } from './use-order-list';
import staff from '../ui/staff.module.css';
import styles from './OrdersPage.module.css';

/** A tab's orders or a search's: Loading, the list with Show more, empty, missed, or Retry. */
export function OrderListBody({ list, label }: { list: OrderList; label: string }) {
  const { status, orders } = list;
  const { itemRef, showMore } = useFirstNewFocus<HTMLAnchorElement>(
    orders.length,
    list.hasMore,
    list.loadMore,
  );

  if (status === 'loading' || status === 'finding') return <Spinner />;
  if (status === 'failed' || status === 'findFailed') {
    return <RetryAlert message={list.failureMessage} onRetry={list.retry} />;
  }
  if (status === 'empty') {
    return <p className={staff.emptyWide}>{emptyTabMessages[list.tab]}</p>;
  }
  if (status === 'missed') {
    return (
      <p role="status" className={staff.emptyWide}>
        No order matches {list.findText}.
      </p>
    );
  }
  return (
    <>
      {status === 'found' ? (
        <p role="status" className={styles.muted}>
          {orders.length === 1 ? '1 order found.' : `${orders.length} orders found.`}
        </p>
      ) : null}
      <ul aria-label={label} className={styles.orders}>
        {orders.map((order, index) => (
          <li key={order.id} className={staff.row}>
            <Link ref={itemRef(index)} to={`/staff/orders/${order.id}`} className={staff.rowLink}>
              Order {order.number}
            </Link>
            <p className={styles.customer}>
              {order.customerName || 'No name'} · {order.phone}
            </p>
            <p className={styles.orderFacts}>
              <span className={styles.total}>{formatKes(order.total)}</span>
              <span>{itemsLabel(order.itemCount)}</span>
              <span>{paymentMethodLabels[order.paymentMethod]}</span>
              <span className={styles.step}>{orderStepLabel(order)}</span>
            </p>
            {order.placedAt ? (
              <p className={styles.muted}>
                Placed <time dateTime={order.placedAt}>{formatWhen(order.placedAt)}</time>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {status === 'moreFailed' ? (
        <RetryAlert message={list.failureMessage} onRetry={list.retry} look="notice" />
      ) : list.hasMore ? (
        <button
          type="button"
          className={styles.secondary}
          onClick={showMore}
          aria-disabled={status === 'loadingMore' || undefined}
        >
          {status === 'loadingMore' ? 'Loading more orders…' : 'Show more orders'}
        </button>
      ) : null}
    </>
  );
}
