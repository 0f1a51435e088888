import { useEffect } from 'react';
import styles from './StickyAddBar.module.css';

const addBarShown = 'data-add-bar';

export interface StickyAddBarProps {
  productName: string;
  /** The price as shown on the page, e.g. "KES 2,400". */
  price: string;
  /** The page's own Add to cart: it adds, or moves focus to the choice still missing. */
  onAdd: () => void;
}

/**
 * The product's price and `Add to cart` held above the bottom tab bar once the page's own button
 * has scrolled out of view, so a thumb never has to scroll back for it. It repeats that button
 * for the eye and the thumb only: hidden from screen readers and out of the tab order, it leaves
 * the page's own button the one `Add to cart` a screen reader, a keyboard or a QA script finds
 * (../shared/QA-CONTRACT.md). While it shows, `data-add-bar` on the root element lets the chat
 * button sit on it and the page's foot make room for it (ChatButton.module.css, global.css).
 */
export function StickyAddBar({ productName, price, onAdd }: StickyAddBarProps) {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(addBarShown, '');
    return () => root.removeAttribute(addBarShown);
  }, []);
  return (
    <div className={styles.bar} aria-hidden="true" data-testid="sticky-add-bar">
      <p className={styles.what}>
        <span className={styles.name}>{productName}</span>
        <span className={styles.price}>{price}</span>
      </p>
      <button type="button" tabIndex={-1} className={styles.add} onClick={onAdd}>
        Add to cart
      </button>
    </div>
  );
}
