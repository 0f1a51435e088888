import { Link, useParams } from 'react-router-dom';
import { buildReceipt } from '@model/receipt/receipt';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { usePageHead } from '@/ui/page-head';
import { Receipt } from '@/ui/receipt/Receipt';
import { Spinner } from '@/ui/spinner/Spinner';
import { receiptIssuer } from '@/settings/shop-settings';
import type { OrderView } from '@model/order/view';
import type { OrderReceipt } from '@model/receipt/receipt';
import { OrderNotShown } from './OrderNotShown';
import { useOpenedOrder } from './use-opened-order';
import styles from './CheckoutPage.module.css';

const trail = (orderId: string) => [
  { label: 'Checkout', to: '/checkout' },
  { label: 'Your order', to: `/checkout/order/${orderId}` },
  { label: 'Receipt' },
];

/**
 * /checkout/order/{id}/receipt: the receipt of a paid order, read as its order page reads it (the
 * token on this device, or the signed-in owner), to keep or print.
 */
export function CheckoutReceiptPage() {
  const { orderId: requested = '' } = useParams();
  const { checkout, showing } = useOpenedOrder(requested);
  const { order } = checkout;
  if (showing && order?.receipt) {
    return <ShownReceipt order={order} receipt={order.receipt} />;
  }
  return (
    <PageFrame heading="Receipt" title="Receipt" trail={trail(requested)}>
      {!showing ? (
        <Spinner />
      ) : order ? (
        <div className={styles.noReceipt}>
          <p>
            This order has no receipt yet: a receipt is issued once the order is paid, by M-Pesa or
            in cash on delivery.
          </p>
          <Link to={`/checkout/order/${requested}`} className={styles.secondary}>
            Back to your order
          </Link>
        </div>
      ) : (
        <OrderNotShown
          failureMessage={checkout.status === 'orderUnavailable' ? checkout.failureMessage : null}
          onRetry={checkout.retry}
        />
      )}
    </PageFrame>
  );
}

function ShownReceipt({ order, receipt }: { order: OrderView; receipt: OrderReceipt }) {
  usePageHead({ title: `Receipt ${receipt.number}` });
  return (
    <Receipt
      receipt={buildReceipt(order, receipt, receiptIssuer)}
      after={
        <Link to={`/checkout/order/${order.id}`} className={styles.secondary}>
          Back to your order
        </Link>
      }
    />
  );
}
