import { Link } from 'react-router-dom';
import { orderStepLabel } from '@model/order/status';
import { formatKes } from '@model/money';
import type { PagedListStatus } from '../../../machines/paged-list';
import type { OrderListStatus } from '../../../machines/staff-orders/order-list.selectors';
import type { StaffOrderSummary } from '../../../machines/staff-orders/types';
import { itemsLabel } from '@/ui/wording';
import { PagedList } from '../ui/PagedList';
import type { PagedListBinding } from '../ui/use-paged-list';
import { emptyTabMessages, formatWhen, paymentMethodLabels } from './order-words';
import type { OrderList } from './use-order-list';
import staff from '../ui/staff.module.css';
import styles from './OrdersPage.module.css';

/** How each of the list's states shows, as any paged list shows. */
const shownAs: Record<OrderListStatus, PagedListStatus> = {
  loading: 'loading',
  finding: 'loading',
  failed: 'failed',
  findFailed: 'failed',
  empty: 'empty',
  missed: 'empty',
  listed: 'listed',
  loadingMore: 'listed',
  moreFailed: 'listed',
  found: 'listed',
  // Never shown here: the Refunds tab shows its own list (../refunds/RefundList.tsx).
  refunds: 'loading',
};

/** A tab's orders or a search's: Loading, the list with Show more, empty, missed, or Retry. */
export function OrderListBody({ list, label }: { list: OrderList; label: string }) {
  const { status, orders } = list;
  const paged = {
    status: shownAs[status],
    items: orders,
    hasMore: list.hasMore,
    loadingMore: status === 'loadingMore',
    failureMessage: list.failureMessage,
    moreFailureMessage: status === 'moreFailed' ? list.failureMessage : null,
    retry: list.retry,
    more: list.loadMore,
  } satisfies PagedListBinding<StaffOrderSummary>;
  return (
    <PagedList
      list={paged}
      none={status === 'missed' ? `No order matches ${list.findText}.` : emptyTabMessages[list.tab]}
      noneRole={status === 'missed' ? 'status' : undefined}
      moreLabel="Show more orders"
      loadingMoreLabel="Loading more orders…"
      moreFailure="retry"
      moreClassName={styles.secondary}
    >
      {(rowRef) => (
        <>
          {status === 'found' ? (
            <p role="status" className={styles.muted}>
              {orders.length === 1 ? '1 order found.' : `${orders.length} orders found.`}
            </p>
          ) : null}
          <ul aria-label={label} className={styles.orders}>
            {orders.map((order, index) => (
              <li key={order.id} className={staff.row}>
                <Link
                  ref={rowRef(index)}
                  to={`/staff/orders/${order.id}`}
                  className={staff.rowLink}
                >
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
        </>
      )}
    </PagedList>
  );
}
