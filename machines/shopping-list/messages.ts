import type { ListKind, Toast } from './types';

/** The spec's section 8 texts, with the list's name ("cart" or "wishlist") in place. */
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
    /** One order holds a limited number of lines, so the cart holds no more. */
    full: (productName: string, maxLines: number): Toast => ({
      type: 'warning',
      message: `${productName} was not added: the ${kind} holds up to ${maxLines} products. Check out or remove one first.`,
    }),
  };
}
