import { NavLink } from 'react-router-dom';
import { AccountEntry } from '../account-entry/AccountEntry';
import { HeartIcon, HomeIcon, ShopIcon, UserIcon } from '@/ui/icons/Icons';
import styles from './BottomTabBar.module.css';

/** Small screens only (below sm): the fixed tab bar of Home, Shop, Wishlist and Account. */
export function BottomTabBar({ onOpenWishlist }: { onOpenWishlist: () => void }) {
  return (
    <nav aria-label="Bottom navigation" className={styles.bar}>
      <NavLink to="/" end className={styles.tab}>
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      <NavLink to="/shop" className={styles.tab}>
        <ShopIcon />
        <span>Shop</span>
      </NavLink>
      <button type="button" className={styles.tab} onClick={onOpenWishlist}>
        <HeartIcon />
        <span>Wishlist</span>
      </button>
      <AccountEntry className={styles.tab}>
        <UserIcon />
        <span>Account</span>
      </AccountEntry>
    </nav>
  );
}
