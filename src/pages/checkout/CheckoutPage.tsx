import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CartLines } from '../../components/cart-lines/CartLines';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { describeError } from '../../data/data-error';
import { SessionProvider } from '../../state/SessionProvider';
import { useSession } from '../../state/use-auth';
import { useCheckout } from '../../state/use-checkout';
import { useCart } from '../../state/shopping-lists';
import { CheckoutForm } from './CheckoutForm';
import { OrderPlaced } from './OrderPlaced';
import { RepricingNotice } from './RepricingNotice';
import styles from './CheckoutPage.module.css';

const description = 'Review your cart, choose delivery and pay with M-Pesa or cash on delivery.';

/** /checkout: the session loads with it, so a signed-in shopper's order is theirs. */
export default function CheckoutPage() {
  return (
    <SessionProvider>
      <CheckoutView />
    </SessionProvider>
  );
}

export function CheckoutView() {
  const cart = useCart();
  const checkout = useCheckout();
  const session = useSession();
  const { key } = useLocation();
  const seenKey = useRef(key);
  const { status, startAnother } = checkout;

  // Coming back to /checkout after placing (a link pressed again) starts a new order.
  useEffect(() => {
    if (key === seenKey.current) return;
    seenKey.current = key;
    if (status === 'placed') startAnother();
  }, [key, status, startAnother]);

  if (status === 'placed' && checkout.order) {
    return (
      <PageFrame
        heading="Thank you for your order!"
        title="Order placed"
        description={description}
        trail={[{ label: 'Checkout' }]}
      >
        <OrderPlaced orderId={checkout.orderId} order={checkout.order} />
      </PageFrame>
    );
  }

  const ownerUid = session.status === 'signedIn' ? (session.user?.uid ?? null) : null;
  const reviewing = status === 'reviewing' ? checkout.order : null;
  const placing = status === 'placing';
  return (
    <PageFrame
      heading="Checkout"
      title="Checkout"
      description={description}
      trail={[{ label: 'Checkout' }]}
    >
      {cart.items.length === 0 ? (
        <div className={styles.empty}>
          <p>Your cart is empty.</p>
          <Link to="/shop" className={styles.primary}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          {/* While the order is written its lines cannot change under it. */}
          <section aria-labelledby="checkout-cart" className={styles.card} inert={placing}>
            <h2 id="checkout-cart" className={styles.title}>
              Your cart
            </h2>
            <CartLines />
          </section>
          <CheckoutForm
            subtotal={reviewing ? reviewing.subtotal : cart.subtotal}
            busy={placing ? 'placing' : status === 'checking' ? 'checking' : null}
            prefill={{
              fullName: ownerUid ? (session.user?.displayName ?? null) : null,
              email: ownerUid ? (session.user?.email ?? null) : null,
            }}
            notice={
              reviewing ? (
                <RepricingNotice
                  changes={checkout.changes}
                  total={reviewing.total}
                  paysByMpesa={reviewing.payment.method === 'mpesa'}
                  canConfirm={checkout.canConfirm}
                  onConfirm={checkout.confirm}
                />
              ) : status === 'failed' ? (
                <div role="alert" className={styles.failure}>
                  <p>{describeError(checkout.failure)} Your cart and details are kept.</p>
                  <button type="button" className={styles.primary} onClick={checkout.retry}>
                    Retry
                  </button>
                </div>
              ) : checkout.refusal ? (
                <div role="alert" className={styles.failure}>
                  <p>{checkout.refusal}</p>
                </div>
              ) : null
            }
            onPlace={(fields) => checkout.place(fields, ownerUid)}
          />
        </div>
      )}
    </PageFrame>
  );
}
