import { Link } from 'react-router-dom';
import { shop } from '../../settings/shop-settings';
import { AccountEntry } from '../account-entry/AccountEntry';
import { CartIcon, HeartIcon, MenuIcon, UserIcon } from '../icons/Icons';
import { SearchBox } from '../search-box/SearchBox';
import styles from './Header.module.css';
import { itemsLabel } from '../../app/wording';

export interface HeaderProps {
  sticky: boolean;
  cartCount: number;
  wishlistCount: number;
  onOpenMenu: () => void;
  onOpenWishlist: () => void;
  onOpenCart: () => void;
}

export function Header({
  sticky,
  cartCount,
  wishlistCount,
  onOpenMenu,
  onOpenWishlist,
  onOpenCart,
}: HeaderProps) {
  return (
    <header className={styles.header} data-sticky={sticky}>
      <div className={styles.bar}>
        <button type="button" className={styles.icon} onClick={onOpenMenu} aria-label="Open menu">
          <MenuIcon />
        </button>
        <Link to="/" className={styles.logo} aria-label={`${shop.name}, home`}>
          {shop.name}
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <nav aria-label="Your shopping" className={styles.entries}>
          <AccountEntry className={`${styles.entry} ${styles.wide}`}>
            <UserIcon />
            <span className={styles.label}>Account</span>
          </AccountEntry>
          <button
            type="button"
            className={`${styles.entry} ${styles.wide}`}
            onClick={onOpenWishlist}
            aria-label={`Wishlist, ${itemsLabel(wishlistCount)}`}
          >
            <HeartIcon />
            <span className={styles.label}>Wishlist</span>
            <span className={styles.badge} data-testid="wishlist-count" aria-hidden="true">
              {wishlistCount}
            </span>
          </button>
          <button
            type="button"
            className={styles.entry}
            onClick={onOpenCart}
            aria-label={`Cart, ${itemsLabel(cartCount)}`}
          >
            <CartIcon />
            <span className={styles.label}>Cart</span>
            <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
              {cartCount}
            </span>
          </button>
        </nav>
      </div>
    </header>
  );
}
