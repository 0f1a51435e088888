import { Link } from 'react-router-dom';
import { formatKes } from '@model/money';
import { useCart } from '../use-shopping-lists';
import { CartLines } from '../cart-lines/CartLines';
import styles from '@/shell/panels/panel-parts.module.css';
import { ListPanel } from './ListPanel';

/** The cart panel: its lines, the subtotal and the way to checkout. */
export default function CartPanel() {
  const cart = useCart();
  return (
    <ListPanel panel="cart" items={cart.items}>
      {(closeByLink) => (
        <>
          <CartLines onNavigate={closeByLink} />
          <div className={styles.footer}>
            <dl className={styles.subtotal}>
              <dt>Subtotal</dt>
              <dd>{formatKes(cart.subtotal)}</dd>
            </dl>
            <Link to="/checkout" onClick={closeByLink} className={styles.primary}>
              Checkout
            </Link>
          </div>
        </>
      )}
    </ListPanel>
  );
}
