import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ReturnView } from '@model/return/request';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { Spinner } from '@/ui/spinner/Spinner';
import { useOpenedOrder } from './use-opened-order';
import { AwaitingPayment } from './AwaitingPayment';
import { checkoutDescription } from './CheckoutFormPage';
import { OrderEnded } from './OrderEnded';
import { OrderNotShown } from './OrderNotShown';
import { OrderPlaced } from './OrderPlaced';
import { PaymentFailed } from './PaymentFailed';
import { PaymentUnconfirmed } from './PaymentUnconfirmed';

const trail = [{ label: 'Checkout', to: '/checkout' }, { label: 'Your order' }];

/** The order's page, titled as its heading unless told otherwise. */
function OrderFrame({
  heading,
  title = heading,
  description,
  children,
}: {
  heading: string;
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame heading={heading} title={title} description={description} trail={trail}>
      {children}
    </PageFrame>
  );
}

/**
 * /checkout/order/{id}: the order as it is now. Straight after Place order it is the order just
 * placed; after a reload, or coming back from the M-Pesa prompt, it is read again with the token
 * this device kept for it.
 */
export function CheckoutOrderPage() {
  const { orderId: requested = '' } = useParams();
  const { checkout, showing } = useOpenedOrder(requested);
  const { status, openOrder } = checkout;
  // A return sent: the order is read again, and the focus goes to the return's step.
  const [sentOf, setSentOf] = useState<{ orderId: string; returnId: string } | null>(null);
  const returnSent = sentOf?.orderId === requested ? sentOf.returnId : null;
  const onReturnSent = useCallback(
    (sent: ReturnView) => {
      setSentOf({ orderId: requested, returnId: sent.id });
      openOrder(requested);
    },
    [openOrder, requested],
  );

  if (!showing) {
    return (
      <OrderFrame heading="Your order">
        <Spinner />
      </OrderFrame>
    );
  }
  const { order } = checkout;
  if ((status === 'paid' || status === 'placed') && order) {
    return (
      <OrderFrame
        heading="Thank you for your order!"
        title="Order placed"
        description={checkoutDescription}
      >
        <OrderPlaced order={order} returnSent={returnSent} onReturnSent={onReturnSent} />
      </OrderFrame>
    );
  }
  if (status === 'ended' && order) {
    return (
      <OrderFrame heading="Your order">
        <OrderEnded order={order} onReturnSent={onReturnSent} />
      </OrderFrame>
    );
  }
  // A new prompt asked for an order still awaiting one stays on its page while it is sent.
  if (
    (status === 'awaitingPayment' || (status === 'payingAgain' && checkout.canPromptAgain)) &&
    order
  ) {
    return (
      <OrderFrame heading="Pay with M-Pesa">
        <AwaitingPayment
          order={order}
          news={checkout.promptNews}
          canPromptAgain={checkout.canPromptAgain}
          paying={status === 'payingAgain'}
          failureMessage={checkout.failureMessage}
          phone={checkout.payAgainPhone}
          canPayOnDelivery={checkout.canPayOnDelivery}
          cashRefusal={checkout.payOnDeliveryRefusal}
          onPayAgain={checkout.payAgain}
          onPayOnDelivery={checkout.payOnDelivery}
        />
      </OrderFrame>
    );
  }
  if ((status === 'paymentUnconfirmed' || status === 'checkingAgain') && order) {
    return (
      <OrderFrame heading="Pay with M-Pesa">
        <PaymentUnconfirmed
          orderNumber={order.number}
          checking={status === 'checkingAgain'}
          failureMessage={checkout.failureMessage}
          onCheckAgain={checkout.checkAgain}
        />
      </OrderFrame>
    );
  }
  if ((status === 'paymentFailed' || status === 'payingAgain') && order) {
    return (
      <OrderFrame heading="Payment not completed">
        <PaymentFailed
          order={order}
          paying={status === 'payingAgain'}
          failureMessage={checkout.failureMessage}
          phone={checkout.payAgainPhone}
          canTryAgain={checkout.canTryAgain}
          canPayOnDelivery={checkout.canPayOnDelivery}
          cashRefusal={checkout.payOnDeliveryRefusal}
          suggestsCash={checkout.suggestsCash}
          onPayAgain={checkout.payAgain}
          onPayOnDelivery={checkout.payOnDelivery}
        />
      </OrderFrame>
    );
  }
  return (
    <OrderFrame heading="Your order">
      <OrderNotShown
        failureMessage={status === 'orderUnavailable' ? checkout.failureMessage : null}
        onRetry={checkout.retry}
      />
    </OrderFrame>
  );
}
