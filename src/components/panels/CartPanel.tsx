import { Link } from 'react-router-dom';
import { formatKes } from '../../catalog/price';
import { usePanels } from '../../state/use-panels';
import { useCart } from '../../state/use-shopping-lists';
import { CartLines } from '../cart-lines/CartLines';
import { SlideOver } from './SlideOver';
import styles from './panel-parts.module.css';

/** The cart panel, titled 'Shopping cart' (docs/shop-rules.md, Panels, menu tabs and accordion). */
export default function CartPanel() {
  const panels = usePanels();
  const cart = useCart();
  const closeByLink = () => panels.close('link');
  return (
    <SlideOver
      open={panels.openPanel === 'cart'}
      title="Shopping cart"
      side="right"
      onClose={panels.close}
      returnFocusToOpener={panels.focusReturnsToOpener}
    >
      {cart.items.length === 0 ? (
        <div className={styles.empty}>
          <p>Your cart is empty.</p>
          <Link to="/shop" onClick={closeByLink} className={styles.primary}>
            Continue shopping
          </Link>
        </div>
      ) : (
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
    </SlideOver>
  );
}
