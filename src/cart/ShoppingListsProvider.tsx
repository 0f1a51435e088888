import type { ReactNode } from 'react';
import type { ShoppingLists } from './create-shopping-lists';
import { ShoppingListsContext } from './use-shopping-lists';

export interface ShoppingListsProviderProps {
  /** Made once by the shell with createShoppingLists; tests and stories make their own. */
  lists: ShoppingLists;
  children: ReactNode;
}

/** Gives useCart and useWishlist the app's cart and wishlist. */
export function ShoppingListsProvider({ lists, children }: ShoppingListsProviderProps) {
  return <ShoppingListsContext.Provider value={lists}>{children}</ShoppingListsContext.Provider>;
}
