import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isOrderStatus } from '../../machines/checkout/selectors';
import { CartLines } from '@/cart/cart-lines/CartLines';
import { EmptyList } from '@/ui/empty-list/EmptyList';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { useSession } from '@/account/use-session';
import { useCart } from '@/cart/use-shopping-lists';
import { DiscountCodeField } from '@/cart/offers/DiscountCodeField';
import { useCartOffers } from '@/cart/offers/use-cart-offers';
import { useCheckout } from './use-checkout';
import { CardSection } from '@/ui/card-section/CardSection';
import { CheckoutForm } from './CheckoutForm';
import { orderPath } from './order-help';
import { RepricingNotice } from './RepricingNotice';
import styles from './CheckoutPage.module.css';

export const checkoutDescription =
  'Review your cart, choose delivery and pay with M-Pesa or cash on delivery.';

/**
 * /checkout. An order placed here moves to its own address (replacing this one in the history,
 * so a reload shows the order, not the form). Coming back here after an order has ended starts
 * another; one still waiting for its payment is shown instead.
 */
export function CheckoutFormPage() {
  const { status, orderId, canStartAnother, startAnother } = useCheckout();
  const [cameBackAfter] = useState(() => (canStartAnother ? orderId : null));
  useEffect(() => {
    if (cameBackAfter !== null) startAnother();
  }, [cameBackAfter, startAnother]);

  if (isOrderStatus(status)) {
    return cameBackAfter === orderId ? null : <Navigate replace to={orderPath(orderId)} />;
  }
  return <CheckoutView />;
}

function CheckoutView() {
  const cart = useCart();
  const offers = useCartOffers();
  const checkout = useCheckout();
  const session = useSession();
  const { status } = checkout;
  const signedIn = session.status === 'signedIn';
  const placing = status === 'placing';
  const reviewing = status === 'reviewing';
  return (
    <PageFrame
      heading="Checkout"
      title="Checkout"
      description={checkoutDescription}
      trail={[{ label: 'Checkout' }]}
    >
      {cart.items.length === 0 ? (
        <EmptyList
          message="Your cart is empty."
          className={styles.empty}
          linkClassName={styles.primary}
        />
      ) : (
        <div className={styles.layout}>
          {/* While the order is placed its lines cannot change under it. */}
          <CardSection id="checkout-cart" title="Your cart" inert={placing}>
            <CartLines />
          </CardSection>
          <CheckoutForm
            lines={cart.items}
            cashLimit={checkout.cashLimit}
            busy={placing ? 'placing' : status === 'checking' ? 'checking' : null}
            prefill={{
              fullName: signedIn ? (session.user?.displayName ?? null) : null,
              email: signedIn ? (session.user?.email ?? null) : null,
            }}
            notice={
              reviewing ? (
                <RepricingNotice
                  changes={checkout.changes}
                  cart={cart.items}
                  total={checkout.reviewedTotal}
                  canConfirm={checkout.canConfirm}
                  onConfirm={checkout.confirm}
                />
              ) : status === 'failed' && !checkout.failureRetryable ? (
                // The server said no (a limit, say): placing again as it stands would not help.
                <div role="alert" className={styles.failure}>
                  <p>{checkout.failureMessage} Your cart and details are kept.</p>
                </div>
              ) : status === 'failed' ? (
                <RetryAlert
                  look="notice"
                  message={checkout.failureMessage}
                  kept="Your cart and details are kept."
                  onRetry={checkout.retry}
                />
              ) : checkout.refusal ? (
                <div role="alert" className={styles.failure}>
                  <p>{checkout.refusal}</p>
                </div>
              ) : null
            }
            offers={offers}
            discountCode={
              <div className={styles.discountCode}>
                <DiscountCodeField />
              </div>
            }
            onDeliveryOrPhone={offers.followCheckout}
            onPlace={checkout.place}
          />
        </div>
      )}
    </PageFrame>
  );
}
