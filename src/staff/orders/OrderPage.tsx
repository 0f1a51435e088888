import { Link, useParams } from 'react-router-dom';
import { orderStepLabel } from '@model/order/status';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { OrderRefunds } from '../refunds/OrderRefunds';
import { OrderReturns } from '../returns/OrderReturns';
import { StaffPage } from '../shell/StaffPage';
import { OrderDetails } from './OrderDetails';
import { OrderHistory } from './OrderHistory';
import { OrderSteps } from './OrderSteps';
import { formatWhen } from './order-words';
import { useStaffOrder } from './use-staff-order';
import styles from './OrderPage.module.css';

/** /staff/orders/{id}: one machine per order, so another order's page starts afresh. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  return <OrderScreen key={orderId} orderId={orderId} />;
}

function OrderScreen({ orderId }: { orderId: string }) {
  const binding = useStaffOrder(orderId);
  const { status, order } = binding;
  if (status === 'notFound') {
    return (
      <StaffPage heading="Order not found" title="Order not found">
        <p>No order is at this address. Find it by its number or the customer’s phone.</p>
        <BackToOrders />
      </StaffPage>
    );
  }
  // The number is the order's, read with it; the address holds only its id.
  const heading = order ? `Order ${order.number}` : 'Order';
  return (
    <StaffPage heading={heading} title={heading}>
      <BackToOrders queue={order?.queue} />
      {status === 'failed' ? (
        <RetryAlert message={binding.failureMessage} onRetry={binding.retryRead} />
      ) : status === 'loading' || !order ? (
        <Spinner />
      ) : (
        <>
          <p className={styles.summary}>
            <span className={styles.step}>{orderStepLabel(order)}</span>
            {order.placedAt ? (
              <span>
                Placed <time dateTime={order.placedAt}>{formatWhen(order.placedAt)}</time>
              </span>
            ) : null}
            {order.receipt ? <Link to={`/staff/orders/${order.id}/receipt`}>Receipt</Link> : null}
          </p>
          <OrderSteps order={order} binding={binding} />
          {/* A return's refund shows with its return, once. */}
          <OrderRefunds
            refunds={order.refunds.filter((refund) => refund.returnId === null)}
            owner={binding.actor}
          />
          <OrderReturns orderId={orderId} orderPage={binding.actor} />
          <OrderDetails order={order} />
          <OrderHistory history={order.history} />
        </>
      )}
    </StaffPage>
  );
}

/** Back to the tab the order waits in, as the list keeps it in its address. */
function BackToOrders({ queue }: { queue?: string | null }) {
  return (
    <Link to={queue ? `/staff/orders?tab=${queue}` : '/staff/orders'} className={styles.back}>
      All orders
    </Link>
  );
}
