import { Link } from 'react-router-dom';
import { formatKes } from '@model/money';
import { CartLines, WishlistLines } from '@/cart/cart-lines/CartLines';
import { useCart, useWishlist } from '@/cart/use-shopping-lists';
import { EmptyList } from '@/ui/empty-list/EmptyList';
import styles from './AccountPage.module.css';

/** The cart with its quantities and Remove, the subtotal and Checkout, as in the cart panel. */
export function AccountCart() {
  const cart = useCart();
  if (cart.items.length === 0) {
    return (
      <EmptyList
        message="Your cart is empty."
        className={styles.body}
        linkClassName={styles.secondary}
      />
    );
  }
  return (
    <>
      <CartLines />
      <div className={styles.summary}>
        <p>Subtotal {formatKes(cart.subtotal)}</p>
        <Link to="/checkout" className={styles.primary}>
          Checkout
        </Link>
      </div>
    </>
  );
}

/** The wishlist with Remove and Move to cart, as in its panel. */
export function AccountWishlist() {
  const wishlist = useWishlist();
  if (wishlist.items.length === 0) {
    return (
      <div className={styles.body}>
        <p>Your wishlist is empty. Tap the heart on a product to keep it here.</p>
      </div>
    );
  }
  return <WishlistLines />;
}
