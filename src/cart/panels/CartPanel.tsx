import { Link } from 'react-router-dom';
import { formatKes } from '@/catalog/price';
import { useCart } from '../use-shopping-lists';
import { CartLines } from '../cart-lines/CartLines';
import { EmptyList } from '@/ui/empty-list/EmptyList';
import { SlideOver } from '@/shell/panels/SlideOver';
import { usePanel } from '@/shell/panels/use-panel';
import styles from '@/shell/panels/panel-parts.module.css';

/** The cart panel, titled 'Shopping cart' (docs/shop-rules.md, Panels, menu tabs and accordion). */
export default function CartPanel() {
  const { slideOver, closeByLink } = usePanel('cart');
  const cart = useCart();
  return (
    <SlideOver {...slideOver} title="Shopping cart" side="right">
      {cart.items.length === 0 ? (
        <EmptyList
          message="Your cart is empty."
          onNavigate={closeByLink}
          className={styles.empty}
          linkClassName={styles.primary}
        />
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
