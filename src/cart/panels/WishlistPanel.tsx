import { useWishlist } from '../use-shopping-lists';
import { WishlistLines } from '../cart-lines/CartLines';
import { ListPanel } from './ListPanel';

/** The wishlist panel: its lines, each with Move to cart. */
export default function WishlistPanel() {
  const wishlist = useWishlist();
  return (
    <ListPanel panel="wishlist" items={wishlist.items}>
      {(closeByLink) => <WishlistLines onNavigate={closeByLink} />}
    </ListPanel>
  );
}
