import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { isOrderStatus } from '../../../machines/checkout/selectors';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { Spinner } from '../../components/spinner/Spinner';
import { useCheckout } from '../../state/use-checkout';
import { AwaitingPayment } from './AwaitingPayment';
import { checkoutDescription } from './CheckoutFormPage';
import { OrderNotShown } from './OrderNotShown';
import { OrderPlaced } from './OrderPlaced';
import { PaymentFailed } from './PaymentFailed';
import { PaymentUnconfirmed } from './PaymentUnconfirmed';

const trail = [{ label: 'Checkout', to: '/checkout' }, { label: 'Your order' }];

/**
 * /checkout/order/{id}: the order as it is now. Straight after Place order it is the order just
 * placed; after a reload, or coming back from the M-Pesa prompt, it is read again with the token
 * this device kept for it.
 */
export function CheckoutOrderPage() {
  const { orderId: requested = '' } = useParams();
  const checkout = useCheckout();
  const { status, orderId, openOrder } = checkout;
  const showing = isOrderStatus(status) && orderId === requested;
  useEffect(() => {
    if (!showing) openOrder(requested);
  }, [showing, requested, openOrder]);

  if (!showing || status === 'loadingOrder') {
    return (
      <PageFrame heading="Your order" title="Your order" trail={trail}>
        <Spinner />
      </PageFrame>
    );
  }
  const { order } = checkout;
  if ((status === 'paid' || status === 'placed') && order) {
    return (
      <PageFrame
        heading="Thank you for your order!"
        title="Order placed"
        description={checkoutDescription}
        trail={trail}
      >
        <OrderPlaced order={order} />
      </PageFrame>
    );
  }
  if (status === 'awaitingPayment' && order) {
    return (
      <PageFrame heading="Pay with M-Pesa" title="Pay with M-Pesa" trail={trail}>
        <AwaitingPayment order={order} />
      </PageFrame>
    );
  }
  if ((status === 'paymentUnconfirmed' || status === 'checkingAgain') && order) {
    return (
      <PageFrame heading="Pay with M-Pesa" title="Pay with M-Pesa" trail={trail}>
        <PaymentUnconfirmed
          order={order}
          checking={status === 'checkingAgain'}
          failureMessage={checkout.failureMessage}
          onCheckAgain={checkout.checkAgain}
        />
      </PageFrame>
    );
  }
  if ((status === 'paymentFailed' || status === 'payingAgain') && order) {
    return (
      <PageFrame heading="Payment not completed" title="Payment not completed" trail={trail}>
        <PaymentFailed
          order={order}
          paying={status === 'payingAgain'}
          failureMessage={checkout.failureMessage}
          phone={checkout.payAgainPhone}
          canPayOnDelivery={checkout.canPayOnDelivery}
          onPayAgain={checkout.payAgain}
          onPayOnDelivery={checkout.payOnDelivery}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame heading="Your order" title="Your order" trail={trail}>
      <OrderNotShown
        orderId={orderId}
        failureMessage={status === 'orderUnavailable' ? checkout.failureMessage : null}
        onRetry={checkout.retry}
      />
    </PageFrame>
  );
}
