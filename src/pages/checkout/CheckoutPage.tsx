import { Link } from 'react-router-dom';
import { formatKes } from '../../catalog/price';
import { CartLines } from '../../components/cart-lines/CartLines';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { useCart } from '../../state/shopping-lists';
import styles from './CheckoutPage.module.css';

export default function CheckoutPage() {
  const cart = useCart();
  return (
    <PageFrame
      heading="Checkout"
      title="Checkout"
      description="Review your cart, choose delivery and pay with M-Pesa or cash on delivery."
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
          <section aria-labelledby="checkout-cart" className={styles.card}>
            <h2 id="checkout-cart" className={styles.title}>
              Your cart
            </h2>
            <CartLines />
          </section>
          <section aria-labelledby="checkout-summary" className={styles.card}>
            <h2 id="checkout-summary" className={styles.title}>
              Order summary
            </h2>
            <dl className={styles.summary}>
              <dt>Items</dt>
              <dd>{cart.items.reduce((sum, item) => sum + item.quantity, 0)}</dd>
              <dt>Subtotal</dt>
              <dd>{formatKes(cart.subtotal)}</dd>
            </dl>
            <Link to="/shop" className={styles.secondary}>
              Continue shopping
            </Link>
          </section>
        </div>
      )}
    </PageFrame>
  );
}
