import { paymentFailureMessage } from '../../machines/checkout/selectors';
import type { OrderView } from '../../machines/checkout/types';
import { askAboutOrder } from './order-help';
import { OrderHelpActions } from './OrderHelpActions';
import { PayAgainForm } from './PayAgainForm';
import { PaymentCard } from './PaymentCard';
import { RefundNote } from './RefundNote';

export interface PaymentFailedProps {
  order: OrderView;
  paying: boolean;
  /** Why the last attempt to pay again failed, for the shopper. */
  failureMessage: string | null;
  phone: string;
  /** False once M-Pesa took another amount: staff put it right, nothing is paid again here. */
  canTryAgain: boolean;
  canPayOnDelivery: boolean;
  /** Why cash on delivery is not offered though the delivery takes it: cash's bounds. */
  cashRefusal: string | null;
  /** Cash on delivery is the first thing offered: M-Pesa itself is down. */
  suggestsCash: boolean;
  onPayAgain: (phone: string) => void;
  onPayOnDelivery: () => void;
}

/**
 * The M-Pesa payment did not go through: why, then a new prompt for the same order (to the same
 * number or another), or cash on delivery where the delivery takes cash. The cart is kept.
 */
export function PaymentFailed(props: PaymentFailedProps) {
  const { order, failureMessage } = props;
  if (!props.canTryAgain) {
    return (
      <PaymentCard
        id="payment-failed"
        title="We will call you about your payment"
        tone="failure"
        orderNumber={order.number}
        notice={
          <>
            <p>{paymentFailureMessage(order.payment.failure)}</p>
            <RefundNote refund={order.refund} />
            {failureMessage ? <p>{failureMessage}</p> : null}
          </>
        }
      >
        <OrderHelpActions
          whatsAppHref={askAboutOrder(
            order.number,
            `M-Pesa took a different amount for order ${order.number}.`,
          )}
          askFirst
        />
      </PaymentCard>
    );
  }
  return <PayAgain {...props} />;
}

function PayAgain({
  order,
  paying,
  failureMessage,
  phone,
  canPayOnDelivery,
  cashRefusal,
  suggestsCash,
  onPayAgain,
  onPayOnDelivery,
}: PaymentFailedProps) {
  return (
    <PaymentCard
      id="payment-failed"
      title="Your order is kept: pay again"
      tone="failure"
      orderNumber={order.number}
      notice={
        <>
          <p>{paymentFailureMessage(order.payment.failure)}</p>
          {suggestsCash ? <p>You can pay cash on delivery instead.</p> : null}
          {failureMessage ? <p>{failureMessage}</p> : null}
        </>
      }
    >
      <PayAgainForm
        order={order}
        paying={paying}
        phone={phone}
        canPayOnDelivery={canPayOnDelivery}
        cashRefusal={cashRefusal}
        suggestsCash={suggestsCash}
        onPayAgain={onPayAgain}
        onPayOnDelivery={onPayOnDelivery}
      />
    </PaymentCard>
  );
}
