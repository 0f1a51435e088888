import { Link } from 'react-router-dom';
import { usePanels } from '../../state/use-panels';
import { useWishlist } from '../../state/use-shopping-lists';
import { ListLine } from '../cart-lines/ListLine';
import { SlideOver } from './SlideOver';
import styles from './panel-parts.module.css';

/** The wishlist panel, titled 'Wishlist' (docs/shop-rules.md, Panels, menu tabs and accordion). */
export default function WishlistPanel() {
  const panels = usePanels();
  const wishlist = useWishlist();
  const closeByLink = () => panels.close('link');
  return (
    <SlideOver
      open={panels.openPanel === 'wishlist'}
      title="Wishlist"
      side="right"
      onClose={panels.close}
      returnFocusToOpener={panels.focusReturnsToOpener}
    >
      {wishlist.items.length === 0 ? (
        <div className={styles.empty}>
          <p>Your wishlist is empty. Tap the heart on a product to keep it here.</p>
          <Link to="/shop" onClick={closeByLink} className={styles.primary}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {wishlist.items.map((item) => (
            <ListLine
              key={item.id}
              item={item}
              onNavigate={closeByLink}
              onRemove={() => wishlist.remove(item.id)}
            >
              <button
                type="button"
                className={styles.secondary}
                onClick={() => wishlist.moveToCart(item.id)}
                aria-label={`Move ${item.productName} to cart`}
              >
                Move to cart
              </button>
            </ListLine>
          ))}
        </ul>
      )}
    </SlideOver>
  );
}
