import { linesInCents } from '@model/money';
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

/** The subtotal: the sum of price times quantity over all lines, in KES. */
export function subtotal(snapshot: ListSnapshot<CartItem>): number {
  return linesInCents(snapshot.context.items) / 100;
}
