import { useWishlist } from '../use-shopping-lists';
import { WishlistLines } from '../cart-lines/CartLines';
import { EmptyList } from '@/ui/empty-list/EmptyList';
import styles from '@/shell/panels/panel-parts.module.css';
import { SlideOver } from '@/shell/panels/SlideOver';
import { usePanel } from '@/shell/panels/use-panel';

/** The wishlist panel, titled 'Wishlist' (docs/shop-rules.md, Panels, menu tabs and accordion). */
export default function WishlistPanel() {
  const { slideOver, closeByLink } = usePanel('wishlist');
  const wishlist = useWishlist();
  return (
    <SlideOver {...slideOver} title="Wishlist" side="right">
      {wishlist.items.length === 0 ? (
        <EmptyList
          message="Your wishlist is empty. Tap the heart on a product to keep it here."
          onNavigate={closeByLink}
          className={styles.empty}
          linkClassName={styles.primary}
        />
      ) : (
        <WishlistLines onNavigate={closeByLink} />
      )}
    </SlideOver>
  );
}
