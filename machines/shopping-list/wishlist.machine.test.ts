import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createShoppingListMachine } from './shopping-list.machine';
import { aProduct } from '@testing/fixtures/products';
import type { Toast, WishlistItem } from './types';

const dress = aProduct();
const bag = {
  ...aProduct({ id: 'leather-tote', productName: 'Leather Tote Bag', price: '5200', stock: 4 }),
  wholesale: { unitPrice: '4300', minQty: 6 },
};

const dressLine: WishlistItem = {
  id: 'ankara-maxi-dress',
  productName: 'Ankara Print Maxi Dress',
  price: '3500',
  image: [{ downloadURL: '/products/ankara-maxi-dress.svg', name: 'ankara-maxi-dress.svg' }],
  stock: 12,
};
const bagLine: WishlistItem = {
  id: 'leather-tote',
  productName: 'Leather Tote Bag',
  price: '5200',
  image: [{ downloadURL: '/products/leather-tote.svg', name: 'leather-tote.svg' }],
  stock: 4,
};

function wishlistWith(items: WishlistItem[] = []) {
  const saved: WishlistItem[][] = [];
  const toasts: Toast[] = [];
  const machine = createShoppingListMachine('wishlist').provide({
    actions: {
      persist: (_, list) => saved.push(list.items),
      notify: (_, toast) => toasts.push(toast),
    },
  });
  const actor = createActor(machine, { input: { items } }).start();
  return { actor, saved, toasts, items: () => actor.getSnapshot().context.items };
}

describe('wishlist machine', () => {
  it('appends a product not yet in the wishlist without a quantity, saves it and shows the success toast', () => {
    const { actor, items, saved, toasts } = wishlistWith([dressLine]);
    actor.send({ type: 'list.add', product: bag });
    expect(items()).toEqual([dressLine, bagLine]);
    expect(items()[1]).not.toHaveProperty('quantity');
    expect(items()[1]).not.toHaveProperty('wholesale');
    expect(saved).toEqual([[dressLine, bagLine]]);
    expect(toasts).toEqual([
      { type: 'success', message: 'Leather Tote Bag has been added to the wishlist!' },
    ]);
  });

  it('keeps no size or colour: the wishlist holds products, not choices', () => {
    const { actor, items } = wishlistWith();
    actor.send({ type: 'list.add', product: dress, options: { size: 'M', colour: 'Orange' } });
    expect(items()).toEqual([dressLine]);
  });

  it('keeps a sold-out product, to be bought when it is back: the stock rule is the cart’s', () => {
    const { actor, items, toasts } = wishlistWith();
    actor.send({ type: 'list.add', product: aProduct({ stock: 0 }) });
    expect(items()).toEqual([{ ...dressLine, stock: 0 }]);
    expect(toasts).toEqual([
      { type: 'success', message: 'Ankara Print Maxi Dress has been added to the wishlist!' },
    ]);
  });

  it('copies onto the line the units the stock rule counts, for a move to the cart', () => {
    const { actor, items } = wishlistWith();
    const jeans = aProduct({
      sizes: ['30', '32'],
      colours: ['Black'],
      stock: 9,
      variantStock: { '30|Black': 0, '32|Black': 2 },
    });
    actor.send({ type: 'list.add', product: jeans });
    expect(items()[0]!.stock).toBe(2);
  });

  it('refuses a product whose id is already in the wishlist with the warning toast, and saves nothing', () => {
    const { actor, items, saved, toasts } = wishlistWith([dressLine]);
    actor.send({ type: 'list.add', product: dress });
    expect(items()).toEqual([dressLine]);
    expect(saved).toEqual([]);
    expect(toasts).toEqual([
      { type: 'warning', message: 'Ankara Print Maxi Dress is already in the wishlist!' },
    ]);
  });

  it('filters the item out by id, saves the wishlist and shows the error-style toast', () => {
    const { actor, items, saved, toasts } = wishlistWith([dressLine, bagLine]);
    actor.send({ type: 'list.remove', id: 'leather-tote' });
    expect(items()).toEqual([dressLine]);
    expect(saved).toEqual([[dressLine]]);
    expect(toasts).toEqual([{ type: 'error', message: 'Product removed from wishlist' }]);
  });

  it('ignores removing an id that is not in the wishlist: no save, no toast', () => {
    const { actor, saved, toasts } = wishlistWith([dressLine]);
    expect(actor.getSnapshot().can({ type: 'list.remove', id: 'leather-tote' })).toBe(false);
    actor.send({ type: 'list.remove', id: 'leather-tote' });
    expect(saved).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('has no quantities and no wholesale terms: those cart events are refused', () => {
    const { actor, items, saved, toasts } = wishlistWith([dressLine]);
    const setQuantity = { type: 'cart.setQuantity', id: 'ankara-maxi-dress', quantity: 2 } as const;
    const addAtWholesale = { type: 'cart.addAtWholesale', product: bag } as const;
    expect(actor.getSnapshot().can(setQuantity)).toBe(false);
    expect(actor.getSnapshot().can(addAtWholesale)).toBe(false);
    actor.send(setQuantity);
    actor.send(addAtWholesale);
    expect(items()).toEqual([dressLine]);
    expect(saved).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it("replaces the wishlist with restored items (another tab's change) without saving or a toast", () => {
    const { actor, items, saved, toasts } = wishlistWith([dressLine]);
    actor.send({ type: 'list.restored', items: [] });
    expect(items()).toEqual([]);
    expect(saved).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('filters out a line moved to the cart and saves, with no toast of its own', () => {
    const { actor, items, saved, toasts } = wishlistWith([dressLine, bagLine]);
    actor.send({ type: 'list.moved', id: 'ankara-maxi-dress' });
    expect(items()).toEqual([bagLine]);
    expect(saved).toEqual([[bagLine]]);
    expect(toasts).toEqual([]);
  });

  it('empties on clear and saves the empty wishlist, with no toast', () => {
    const { actor, saved, toasts } = wishlistWith([dressLine]);
    actor.send({ type: 'list.clear' });
    expect(saved).toEqual([[]]);
    expect(toasts).toEqual([]);
  });
});
