import type { ReactNode } from 'react';
import type { CartItem, WishlistItem } from '../../../machines/shopping-list/types';
import { quantityRange } from '@/catalog/stock-rule';
import { useCart, useWishlist } from '../use-shopping-lists';
import { QuantityStepper } from '@/ui/quantity-stepper/QuantityStepper';
import { ListLine } from './ListLine';
import styles from './CartLines.module.css';

/** The cart's lines with quantity and Remove: in the cart panel, at checkout, on the account. */
export function CartLines({ onNavigate }: { onNavigate?: () => void }) {
  const cart = useCart();
  return (
    <Lines items={cart.items} onNavigate={onNavigate} onRemove={cart.remove}>
      {(item) => (
        <QuantityStepper
          label={item.productName}
          value={item.quantity}
          {...quantityRange(item)}
          onChange={(quantity) => cart.setQuantity(item.id, quantity)}
        />
      )}
    </Lines>
  );
}

/** The wishlist's lines with Move to cart and Remove, as the wishlist panel shows them. */
export function WishlistLines({ onNavigate }: { onNavigate?: () => void }) {
  const wishlist = useWishlist();
  return (
    <Lines items={wishlist.items} onNavigate={onNavigate} onRemove={wishlist.remove}>
      {(item) => (
        <button
          type="button"
          className={styles.moveToCart}
          onClick={() => wishlist.moveToCart(item.id)}
          aria-label={`Move ${item.productName} to cart`}
        >
          Move to cart
        </button>
      )}
    </Lines>
  );
}

function Lines<Item extends CartItem | WishlistItem>({
  items,
  onNavigate,
  onRemove,
  children,
}: {
  items: readonly Item[];
  onNavigate: (() => void) | undefined;
  onRemove: (id: string) => void;
  /** What the line offers besides Remove. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <ListLine
          key={item.id}
          item={item}
          onNavigate={onNavigate}
          onRemove={() => onRemove(item.id)}
        >
          {children(item)}
        </ListLine>
      ))}
    </ul>
  );
}
