import type { OrderChange } from '@model/order/view';
import { clampQuantity } from '@model/catalog/stock-rule';
import { repricedLine } from '../shopping-list/shopping-list.machine';
import { priceInCents } from '@model/money';
import type { CartItem, ShoppingListEvent } from '../shopping-list/types';
import type { CartUpdate, CheckoutLine } from './types';

/** The fewest units any stock change allows for a line; null when stock is not short. */
function unitsAvailable(changes: readonly OrderChange[], id: string): number | null {
  const counts = changes.flatMap((change) =>
    change.kind === 'stock' && change.id === id ? [Math.max(0, change.available)] : [],
  );
  return counts.length > 0 ? Math.min(...counts) : null;
}

/**
 * What confirming the server's changes does to the cart: a product gone or sold out leaves it,
 * a line short of stock takes what is left (or leaves, when that is below its wholesale minimum),
 * a new price replaces the old. A wholesale line repriced to the very price it had has lost its
 * wholesale terms (the server reports that as a price change): it becomes a retail line.
 */
export function cartUpdatesFor(
  cart: readonly CheckoutLine[],
  changes: readonly OrderChange[],
): CartUpdate[] {
  const updates: CartUpdate[] = [];
  for (const line of cart) {
    const mine = changes.filter((change) => change.kind !== 'discount' && change.id === line.id);
    if (mine.length === 0) continue;
    const available = unitsAvailable(mine, line.id);
    const belowMinimum =
      available !== null && available < (line.wholesale ? line.wholesale.minQty : 1);
    if (mine.some((change) => change.kind === 'gone') || belowMinimum) {
      updates.push({ kind: 'remove', id: line.id });
      continue;
    }
    if (available !== null && available < line.quantity) {
      updates.push({ kind: 'setQuantity', id: line.id, quantity: available });
    }
    const price = mine.find((change) => change.kind === 'price');
    if (price) {
      const keepsWholesale =
        line.wholesale !== undefined && priceInCents(price.from) !== priceInCents(price.to);
      updates.push({ kind: 'setPrice', id: line.id, price: price.to, keepsWholesale });
    }
  }
  return updates;
}

/** The cart after the updates, as the cart's own rules make it. */
export function applyCartUpdates(
  cart: readonly CheckoutLine[],
  updates: readonly CartUpdate[],
): CheckoutLine[] {
  return updates.reduce<CheckoutLine[]>(
    (lines, update) => {
      if (update.kind === 'remove') return lines.filter((line) => line.id !== update.id);
      return lines.map((line) => {
        if (line.id !== update.id) return line;
        if (update.kind === 'setQuantity') {
          return { ...line, quantity: clampQuantity(line, update.quantity) };
        }
        return repricedLine(line, update.price, update.keepsWholesale);
      });
    },
    [...cart],
  );
}

/** The cart's own event for one update (machines/shopping-list/types.ts). */
export function cartEventFor(update: CartUpdate): ShoppingListEvent<CartItem> {
  switch (update.kind) {
    case 'remove':
      return { type: 'list.remove', id: update.id };
    case 'setQuantity':
      return { type: 'cart.setQuantity', id: update.id, quantity: update.quantity };
    case 'setPrice':
      return {
        type: 'cart.setPrice',
        id: update.id,
        price: update.price,
        keepsWholesale: update.keepsWholesale,
      };
  }
}
