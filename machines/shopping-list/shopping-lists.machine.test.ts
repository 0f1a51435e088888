import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toCartItem, toWishlistItem } from './shopping-list.machine';
import { createShoppingListMachine } from './shopping-list.machine';
import { createShoppingListsMachine } from './shopping-lists.machine';
import { aProduct } from '@testing/fixtures/products';
import type { CartItem, Toast, WishlistItem } from './types';

const dress = aProduct();
const sandals = aProduct({ id: 'leather-sandals', productName: 'Leather Sandals', stock: 0 });

/** The two lists in one system, each list's toasts recorded. */
function listsWith(cart: CartItem[], wishlist: WishlistItem[]) {
  const toasts: { list: string; toast: Toast }[] = [];
  const noted = (list: string) => ({
    actions: { notify: (_: unknown, toast: Toast) => toasts.push({ list, toast }) },
  });
  const lists = createActor(
    createShoppingListsMachine({
      cart: createShoppingListMachine('cart').provide(noted('cart')),
      wishlist: createShoppingListMachine('wishlist').provide(noted('wishlist')),
    }),
    { input: { cart, wishlist } },
  ).start();
  const { cart: cartRef, wishlist: wishlistRef } = lists.getSnapshot().context;
  const lines = () => ({
    cart: cartRef.getSnapshot().context.items.map((item) => item.id),
    wishlist: wishlistRef.getSnapshot().context.items.map((item) => item.id),
  });
  return { lists, cart: cartRef, wishlist: wishlistRef, toasts, lines };
}

describe('the cart and wishlist in one actor system', () => {
  it('registers each list under its system id', () => {
    const { lists, cart, wishlist } = listsWith([], []);
    expect(lists.system.get('cart')).toBe(cart);
    expect(lists.system.get('wishlist')).toBe(wishlist);
  });

  it('moves a wishlist line to the cart, with the cart’s toast alone', () => {
    const { wishlist, toasts, lines } = listsWith([], [toWishlistItem(dress)]);
    wishlist.send({ type: 'wishlist.moveToCart', id: dress.id });
    expect(lines()).toEqual({ cart: [dress.id], wishlist: [] });
    expect(toasts).toEqual([
      {
        list: 'cart',
        toast: { type: 'success', message: 'Ankara Print Maxi Dress has been added to the cart!' },
      },
    ]);
  });

  it('lets the line leave the wishlist when the cart already holds it', () => {
    const { wishlist, toasts, lines } = listsWith([toCartItem(dress)], [toWishlistItem(dress)]);
    wishlist.send({ type: 'wishlist.moveToCart', id: dress.id });
    expect(lines()).toEqual({ cart: [dress.id], wishlist: [] });
    expect(toasts.map(({ list, toast }) => [list, toast.type])).toEqual([['cart', 'warning']]);
  });

  it('keeps the line in the wishlist when the cart refuses it', () => {
    const { wishlist, toasts, lines } = listsWith([], [toWishlistItem(sandals)]);
    wishlist.send({ type: 'wishlist.moveToCart', id: sandals.id });
    expect(lines()).toEqual({ cart: [], wishlist: [sandals.id] });
    expect(toasts.map(({ list, toast }) => [list, toast.type])).toEqual([['cart', 'warning']]);
  });

  it('ignores a move of a line the wishlist does not hold', () => {
    const { wishlist, toasts, lines } = listsWith([], []);
    expect(wishlist.getSnapshot().can({ type: 'wishlist.moveToCart', id: dress.id })).toBe(false);
    wishlist.send({ type: 'wishlist.moveToCart', id: dress.id });
    expect(lines()).toEqual({ cart: [], wishlist: [] });
    expect(toasts).toEqual([]);
  });

  it('has no move on the cart’s side, and a plain add tells no other list', () => {
    const { cart, wishlist, lines } = listsWith([], [toWishlistItem(dress)]);
    expect(cart.getSnapshot().can({ type: 'wishlist.moveToCart', id: dress.id })).toBe(false);
    cart.send({ type: 'list.add', product: dress });
    expect(lines()).toEqual({ cart: [dress.id], wishlist: [dress.id] });
    expect(wishlist.getSnapshot().context.items).toHaveLength(1);
  });
});
