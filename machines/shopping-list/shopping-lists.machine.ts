import { setup, type ActorRefFrom } from 'xstate';
import type { CartMachine, WishlistMachine } from './shopping-list.machine';
import type { CartItem, WishlistItem } from './types';

/**
 * The cart and the wishlist in one actor system, spawned with the system ids `cart` and
 * `wishlist`: moving a wishlist line to the cart is then the wishlist's own event, which reaches
 * the cart by its id and hears back `list.moved` when the cart holds the line.
 */
export function createShoppingListsMachine(lists: {
  cart: CartMachine;
  wishlist: WishlistMachine;
}) {
  return setup({
    types: {
      context: {} as { cart: ActorRefFrom<CartMachine>; wishlist: ActorRefFrom<WishlistMachine> },
      input: {} as { cart: CartItem[]; wishlist: WishlistItem[] },
    },
    actors: lists,
  }).createMachine({
    id: 'shoppingLists',
    context: ({ input, spawn }) => ({
      cart: spawn('cart', { id: 'cart', systemId: 'cart', input: { items: input.cart } }),
      wishlist: spawn('wishlist', {
        id: 'wishlist',
        systemId: 'wishlist',
        input: { items: input.wishlist },
      }),
    }),
  });
}
