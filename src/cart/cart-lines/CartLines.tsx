import type { ReactNode } from 'react';
import type { CartItem, WishlistItem } from '../../../machines/shopping-list/types';
import { quantityRange } from '@model/catalog/stock-rule';
import { useCart, useWishlist } from '../use-shopping-lists';
import { QuantityStepper } from '@/ui/quantity-stepper/QuantityStepper';
import { ListLine } from './ListLine';
import styles from './CartLines.module.css';

interface LinesProps {
  /** Told as a line's link is followed, e.g. to close the panel showing the lines. */
  onNavigate?: () => void;
}

/** The cart's lines with quantity and Remove: in the cart panel, at checkout, on the account. */
export function CartLines({ onNavigate }: LinesProps) {
  const cart = useCart();
  const stepper = (item: CartItem) => (
    <QuantityStepper
      label={item.productName}
      value={item.quantity}
      {...quantityRange(item)}
      onChange={(quantity) => cart.setQuantity(item.id, quantity)}
    />
  );
  return <Lines list={cart} onNavigate={onNavigate} offer={stepper} />;
}

/** The wishlist's lines with Move to cart and Remove, as the wishlist panel shows them. */
export function WishlistLines({ onNavigate }: LinesProps) {
  const wishlist = useWishlist();
  const moveToCart = (item: WishlistItem) => (
    <button
      type="button"
      className={styles.moveToCart}
      onClick={() => wishlist.moveToCart(item.id)}
      aria-label={`Move ${item.productName} to cart`}
    >
      Move to cart
    </button>
  );
  return <Lines list={wishlist} onNavigate={onNavigate} offer={moveToCart} />;
}

function Lines<Item extends CartItem | WishlistItem>({
  list,
  onNavigate,
  offer,
}: {
  list: { items: readonly Item[]; remove: (id: string) => void };
  onNavigate: (() => void) | undefined;
  /** What the line offers besides Remove. */
  offer: (item: Item) => ReactNode;
}) {
  return (
    <ul className={styles.lines}>
      {list.items.map((item) => (
        <ListLine
          key={item.id}
          item={item}
          onNavigate={onNavigate}
          onRemove={() => list.remove(item.id)}
        >
          {offer(item)}
        </ListLine>
      ))}
    </ul>
  );
}
