import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shop } from '@/settings/shop-settings';
import { AccountEntry } from '../account-entry/AccountEntry';
import { CartIcon, HeartIcon, MenuIcon, UserIcon } from '@/ui/icons/Icons';
import { SearchBox } from '../search-box/SearchBox';
import styles from './Header.module.css';
import { itemsLabel } from '@/ui/wording';

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
          <ListEntry
            name="Wishlist"
            icon={<HeartIcon />}
            count={wishlistCount}
            className={`${styles.entry} ${styles.wide}`}
            onClick={onOpenWishlist}
          />
          <ListEntry
            name="Cart"
            icon={<CartIcon />}
            count={cartCount}
            className={styles.entry}
            onClick={onOpenCart}
          />
        </nav>
      </div>
    </header>
  );
}

/** The wishlist's or the cart's button: its name, and how many lines it holds (read out too). */
function ListEntry({
  name,
  icon,
  count,
  className,
  onClick,
}: {
  name: 'Wishlist' | 'Cart';
  icon: ReactNode;
  count: number;
  className: string | undefined;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      aria-label={`${name}, ${itemsLabel(count)}`}
    >
      {icon}
      <span className={styles.label}>{name}</span>
      <span className={styles.badge} data-testid={`${name.toLowerCase()}-count`} aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
