import type { ReactNode } from 'react';
import { EmptyList } from '@/ui/empty-list/EmptyList';
import { SlideOver } from '@/shell/panels/SlideOver';
import { usePanel } from '@/shell/panels/use-panel';
import styles from '@/shell/panels/panel-parts.module.css';

/** Each list's panel: its title, and what it says while the list is empty. */
const words = {
  cart: { title: 'Shopping cart', empty: 'Your cart is empty.' },
  wishlist: {
    title: 'Wishlist',
    empty: 'Your wishlist is empty. Tap the heart on a product to keep it here.',
  },
};

export interface ListPanelProps {
  panel: keyof typeof words;
  /** The list's lines: with none, the panel says so and offers the way back to the shop. */
  items: readonly unknown[];
  /** What the panel shows of a list with lines; its links close the panel. */
  children: (closeByLink: () => void) => ReactNode;
}

/**
 * A shopping list's panel, from the right (docs/shop-rules.md, Panels, menu tabs and accordion):
 * the cart's titled 'Shopping cart', the wishlist's 'Wishlist'.
 */
export function ListPanel({ panel, items, children }: ListPanelProps) {
  const { slideOver, closeByLink } = usePanel(panel);
  const { title, empty } = words[panel];
  return (
    <SlideOver {...slideOver} title={title} side="right">
      {items.length === 0 ? (
        <EmptyList
          message={empty}
          onNavigate={closeByLink}
          className={styles.empty}
          linkClassName={styles.primary}
        />
      ) : (
        children(closeByLink)
      )}
    </SlideOver>
  );
}
