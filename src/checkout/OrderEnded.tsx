import { endedOrderMessage } from '../../machines/checkout/selectors';
import type { OrderView } from '../../machines/checkout/types';
import { orderStepLabel } from '@model/order/status';
import { askAboutOrder } from './order-help';
import { OrderHelpActions } from './OrderHelpActions';
import { PaymentCard } from './PaymentCard';
import { ReceiptLink } from './ReceiptLink';
import { RefundNote } from './RefundNote';
import { ReturnsSection } from './returns/ReturnsSection';
import type { ReturnView } from '@model/return/request';
import styles from './CheckoutPage.module.css';

/**
 * An order that ended without being paid here (its hold ran out, or it was cancelled or
 * refunded): its step in the shopper's words, why, the money given back or owed back, and where
 * to ask. The cart keeps its lines.
 */
export function OrderEnded({
  order,
  onReturnSent,
}: {
  order: OrderView;
  onReturnSent: (sent: ReturnView) => void;
}) {
  const step = orderStepLabel(order);
  return (
    <>
      <PaymentCard
        id="order-ended"
        title={`Order ${step.toLowerCase()}`}
        tone="attention"
        orderNumber={order.number}
        notice={
          <>
            <p className={styles.receipt}>
              Status <strong>{step}</strong>
            </p>
            <p>{endedOrderMessage(order)}</p>
            <RefundNote refund={order.refund} />
            <ReceiptLink order={order} />
          </>
        }
      >
        <OrderHelpActions whatsAppHref={askAboutOrder(order.number)} askFirst />
      </PaymentCard>
      {/* A delivered order refunded after its returns still shows them. */}
      <ReturnsSection order={order} onReturnSent={onReturnSent} />
    </>
  );
}
