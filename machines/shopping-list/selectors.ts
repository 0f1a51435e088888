import type { CartItem, ShoppingListLine } from './types';

/** Any snapshot (or context holder) of a shopping list, so selectors work with useSelector. */
interface ListSnapshot<TItem> {
  context: { items: TItem[] };
}

export const items = <TItem>(snapshot: ListSnapshot<TItem>): TItem[] => snapshot.context.items;

/** The header badges show the number of lines, not of units. */
export const count = (snapshot: ListSnapshot<unknown>): number => snapshot.context.items.length;

export const itemById = <TItem extends ShoppingListLine>(
  snapshot: ListSnapshot<TItem>,
  id: string,
): TItem | undefined => snapshot.context.items.find((item) => item.id === id);

export const hasItem = (snapshot: ListSnapshot<ShoppingListLine>, id: string): boolean =>
  itemById(snapshot, id) !== undefined;

/** A price string in whole cents: sums of cents are exact where sums of shillings drift. */
export function priceInCents(price: string): number {
  return Math.round(Number(price) * 100);
}

/**
 * The sum of price times quantity, in whole cents: the one sum the cart, the checkout form and the
 * server's order (machines/checkout/order.ts) all take.
 */
export function linesInCents(lines: readonly { price: string; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + priceInCents(line.price) * line.quantity, 0);
}

/** The subtotal: the sum of price times quantity over all lines, in KES. */
export function subtotal(snapshot: ListSnapshot<CartItem>): number {
  return linesInCents(snapshot.context.items) / 100;
}
