import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import { count, hasItem, items, subtotal } from '../../machines/shopping-list/selectors';
import type {
  LineOptions,
  ListableProduct,
  WholesaleProduct,
} from '../../machines/shopping-list/types';
import type { ShoppingLists } from './create-shopping-lists';

/** Filled by <ShoppingListsProvider>; the hooks below are the only way components reach it. */
export const ShoppingListsContext = createContext<ShoppingLists | null>(null);

function useShoppingLists(): ShoppingLists {
  const lists = useContext(ShoppingListsContext);
  if (lists === null) throw new Error('useCart and useWishlist need a <ShoppingListsProvider>');
  return lists;
}

/** The cart: its lines, the badge count, the subtotal in KES and its named events. */
export function useCart() {
  const { cart } = useShoppingLists();
  const lines = useSelector(cart, items);
  const lineCount = useSelector(cart, count);
  const total = useSelector(cart, subtotal);
  const senders = useMemo(
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
      /** Read as the shopper acts, so a card does not render again on every cart change. */
      has: (id: string) => hasItem(cart.getSnapshot(), id),
    }),
    [cart],
  );
  return { items: lines, count: lineCount, subtotal: total, ...senders };
}

/** The wishlist: its lines, the badge count and its named events. */
export function useWishlist() {
  const lists = useShoppingLists();
  const { wishlist } = lists;
  const lines = useSelector(wishlist, items);
  const lineCount = useSelector(wishlist, count);
  const senders = useMemo(
    () => ({
      add: (product: ListableProduct) => wishlist.send({ type: 'list.add', product }),
      remove: (id: string) => wishlist.send({ type: 'list.remove', id }),
      moveToCart: (id: string) => lists.moveToCart(id),
    }),
    [lists, wishlist],
  );
  return { items: lines, count: lineCount, ...senders };
}
