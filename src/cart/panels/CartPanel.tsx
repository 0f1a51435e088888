import { Link } from 'react-router-dom';
import { formatKes } from '@model/money';
import { useCart } from '../use-shopping-lists';
import { CartLines } from '../cart-lines/CartLines';
import { DiscountCodeField } from '../offers/DiscountCodeField';
import { DiscountRows } from '@/ui/discount-rows/DiscountRows';
import { useCartOffers, useCartTotal } from '../offers/use-cart-offers';
import styles from '@/shell/panels/panel-parts.module.css';
import { ListPanel } from './ListPanel';

/** The cart panel: its lines, the subtotal, the cart's offers and the way to checkout. */
export default function CartPanel() {
  const cart = useCart();
  return (
    <ListPanel panel="cart" items={cart.items}>
      {(closeByLink) => (
        <>
          <CartLines onNavigate={closeByLink} />
          <div className={styles.footer}>
            <CartTotals subtotal={cart.subtotal} />
            <DiscountCodeField />
            <Link to="/checkout" onClick={closeByLink} className={styles.primary}>
              Checkout
            </Link>
          </div>
        </>
      )}
    </ListPanel>
  );
}

/**
 * Subtotal as ever; then each offer's line, free delivery (no delivery is chosen yet in the
 * cart) and, once offers take money off, the Total they leave.
 */
function CartTotals({ subtotal }: { subtotal: number }) {
  const offers = useCartOffers();
  const total = useCartTotal(subtotal);
  return (
    <dl className={styles.subtotal}>
      <dt>Subtotal</dt>
      <dd>{formatKes(subtotal)}</dd>
      <DiscountRows discounts={offers.discounts} />
      {offers.freeDelivery ? (
        <>
          <dt>Delivery</dt>
          <dd>Free with {offers.freeDelivery.name}</dd>
        </>
      ) : null}
      {total !== null ? (
        <>
          <dt>Total</dt>
          <dd>{formatKes(total)}</dd>
        </>
      ) : null}
    </dl>
  );
}
