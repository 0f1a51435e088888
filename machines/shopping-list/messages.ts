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
  };
}
