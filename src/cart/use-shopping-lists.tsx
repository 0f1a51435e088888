import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { count, hasItem, items, subtotal } from '../../machines/shopping-list/selectors';
import type {
  LineOptions,
  ListableProduct,
  WholesaleProduct,
} from '../../machines/shopping-list/types';
import type { ShoppingLists } from './create-shopping-lists';

/** Filled by <ShoppingListsProvider>; the hooks below are the only way components reach it. */
const ShoppingListsContext = createContext<ShoppingLists | null>(null);

export interface ShoppingListsProviderProps {
  /** Made once by the shell with createShoppingLists; tests and stories make their own. */
  lists: ShoppingLists;
  children: ReactNode;
}

/** Gives useCart and useWishlist the app's cart and wishlist. */
export function ShoppingListsProvider({ lists, children }: ShoppingListsProviderProps) {
  return <ShoppingListsContext.Provider value={lists}>{children}</ShoppingListsContext.Provider>;
}

function useShoppingLists(): ShoppingLists {
  const lists = useContext(ShoppingListsContext);
  if (lists === null) throw new Error('useCart and useWishlist need a <ShoppingListsProvider>');
  return lists;
}

/** The cart actor itself, for a binding whose machine follows the cart (use-checkout.ts). */
export function useCartActor() {
  return useShoppingLists().cart;
}

/**
 * The cart's named events, with no subscription: a product card adds with these and does not
 * render again when the cart changes.
 */
export function useCartActions() {
  const { cart } = useShoppingLists();
  return useMemo(
    () => ({
      add: (product: ListableProduct, options?: LineOptions) =>
        cart.send({ type: 'list.add', product, options }),
      addAtWholesale: (product: WholesaleProduct, options?: LineOptions) =>
        cart.send({ type: 'cart.addAtWholesale', product, options }),
      remove: (id: string) => cart.send({ type: 'list.remove', id }),
      setQuantity: (id: string, quantity: number) =>
        cart.send({ type: 'cart.setQuantity', id, quantity }),
      setPrice: (id: string, price: string, keepsWholesale: boolean) =>
        cart.send({ type: 'cart.setPrice', id, price, keepsWholesale }),
      clear: () => cart.send({ type: 'list.clear' }),
      /** Read as the shopper acts, so asking does not subscribe the caller to the cart. */
      has: (id: string) => hasItem(cart.getSnapshot(), id),
    }),
    [cart],
  );
}

/** The cart badge's number: the count of lines. */
export function useCartCount(): number {
  return useSelector(useShoppingLists().cart, count);
}

/** The cart's lines, its badge count, its subtotal in KES and its named events. */
export function useCart() {
  const { cart } = useShoppingLists();
  const lines = useSelector(cart, items);
  const total = useSelector(cart, subtotal);
  return { items: lines, count: lines.length, subtotal: total, ...useCartActions() };
}

/** The wishlist's named events, with no subscription (see useCartActions). */
export function useWishlistActions() {
  const { wishlist } = useShoppingLists();
  return useMemo(
    () => ({
      add: (product: ListableProduct) => wishlist.send({ type: 'list.add', product }),
      remove: (id: string) => wishlist.send({ type: 'list.remove', id }),
      moveToCart: (id: string) => wishlist.send({ type: 'wishlist.moveToCart', id }),
    }),
    [wishlist],
  );
}

/** The wishlist badge's number: the count of lines. */
export function useWishlistCount(): number {
  return useSelector(useShoppingLists().wishlist, count);
}

/** The wishlist's lines, its badge count and its named events. */
export function useWishlist() {
  const lines = useSelector(useShoppingLists().wishlist, items);
  return { items: lines, count: lines.length, ...useWishlistActions() };
}
