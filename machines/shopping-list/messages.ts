import type { ListKind, Toast } from './types';

/**
 * The list's toasts (docs/shop-rules.md, Texts the shop shows and logs), with its name ("cart" or
 * "wishlist") in place.
 */
export function listToasts(kind: ListKind) {
  return {
    added: (productName: string): Toast => ({
      type: 'success',
      message: `${productName} has been added to the ${kind}!`,
    }),
    alreadyInList: (productName: string): Toast => ({
      type: 'warning',
      message: `${productName} is already in the ${kind}!`,
    }),
    removed: (): Toast => ({ type: 'error', message: `Product removed from ${kind}` }),
    /** The stock rule has no units for it (src/catalog/stock-rule.ts): nothing was added. */
    soldOut: (productName: string): Toast => ({
      type: 'warning',
      message: `${productName} is sold out, so it was not added to the ${kind}.`,
    }),
    /** Fewer units left than the wholesale minimum: the terms cannot be bought. */
    belowMinimum: (productName: string, units: number, minQty: number): Toast => ({
      type: 'warning',
      message: `${productName} was not added: only ${units} left, fewer than the wholesale minimum of ${minQty}.`,
    }),
    /** One order holds a limited number of lines, so the cart holds no more. */
    full: (productName: string, maxLines: number): Toast => ({
      type: 'warning',
      message: `${productName} was not added: the ${kind} holds up to ${maxLines} products. Check out or remove one first.`,
    }),
  };
}
