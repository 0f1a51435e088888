import { Link, useParams } from 'react-router-dom';
import { buildReceipt, type OrderReceipt } from '@model/receipt/receipt';
import { usePageHead } from '@/ui/page-head';
import { Receipt } from '@/ui/receipt/Receipt';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { receiptIssuer } from '@/settings/shop-settings';
import type { StaffOrder } from '@model/staff/orders';
import { StaffPage } from '../shell/StaffPage';
import { useStaffOrder } from './use-staff-order';
import styles from './OrderPage.module.css';

/** /staff/orders/{id}/receipt: the order read as its page reads it, with its refunds' credits. */
export function ReceiptPage() {
  const { orderId = '' } = useParams();
  return <ReceiptScreen key={orderId} orderId={orderId} />;
}

function ReceiptScreen({ orderId }: { orderId: string }) {
  const binding = useStaffOrder(orderId);
  const { status, order } = binding;
  if (order?.receipt && status !== 'failed') {
    return <ShownReceipt order={order} receipt={order.receipt} />;
  }
  const back = <BackToOrder orderId={orderId} />;
  if (status === 'notFound') {
    return (
      <StaffPage heading="Order not found" title="Order not found">
        <p>No order is at this address. Find it by its number or the customer’s phone.</p>
        <Link to="/staff/orders" className={styles.back}>
          All orders
        </Link>
      </StaffPage>
    );
  }
  return (
    <StaffPage heading="Receipt" title="Receipt">
      {back}
      {status === 'failed' ? (
        <RetryAlert message={binding.failureMessage} onRetry={binding.retryRead} />
      ) : status === 'loading' || !order ? (
        <Spinner />
      ) : (
        <p>
          Order {order.number} has no receipt yet: a receipt is issued once it is paid, by M-Pesa or
          in cash on delivery.
        </p>
      )}
    </StaffPage>
  );
}

function ShownReceipt({ order, receipt }: { order: StaffOrder; receipt: OrderReceipt }) {
  usePageHead({ title: `Receipt ${receipt.number} · back office` });
  return (
    <Receipt
      receipt={buildReceipt(order, receipt, receiptIssuer)}
      after={<BackToOrder orderId={order.id} />}
    />
  );
}

function BackToOrder({ orderId }: { orderId: string }) {
  return (
    <Link to={`/staff/orders/${orderId}`} className={styles.back}>
      Back to the order
    </Link>
  );
}
