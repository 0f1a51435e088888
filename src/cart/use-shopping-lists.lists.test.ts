import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCartItem, toWishlistItem } from '../../machines/shopping-list/shopping-list.machine';
import { aProduct } from '@testing/fixtures/products';
import type { Toast } from '../../machines/shopping-list/types';
import { createShoppingLists, type ShoppingLists, type StorageWindow } from './use-shopping-lists';

/** localStorage as the shop uses it, in memory; `full` makes every save fail as a full quota. */
class MemoryStorage implements Storage {
  full = false;
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.values.set(key, value);
  }
}

const dress = aProduct();
const bag = aProduct({ id: 'leather-tote', productName: 'Leather Tote Bag', price: '5200' });

let lists: ShoppingLists | undefined;
afterEach(() => {
  lists?.stop();
  vi.restoreAllMocks();
});

function shopWith(saved: Record<string, unknown> = {}) {
  const storage = new MemoryStorage();
  Object.entries(saved).forEach(([key, value]) => storage.setItem(key, JSON.stringify(value)));
  const events = new EventTarget();
  const storageEvents = Object.assign(events, {
    localStorage: storage,
  }) as unknown as StorageWindow;
  const toasts: Toast[] = [];
  lists = createShoppingLists({ notify: (toast) => toasts.push(toast), storage, storageEvents });
  const stored = (key: string) => JSON.parse(storage.getItem(key) ?? 'null');
  const anotherTab = (key: string, newValue: string | null) =>
    events.dispatchEvent(
      Object.assign(new Event('storage'), { key, newValue, storageArea: storage }),
    );
  return { lists, storage, toasts, stored, anotherTab };
}

describe('the shop’s cart and wishlist', () => {
  it('start from what storage holds, sanitised', () => {
    const { lists } = shopWith({ cart: [toCartItem(dress), { id: 'broken' }], wishlist: 'oops' });
    expect(lists.cart.getSnapshot().context.items).toEqual([toCartItem(dress)]);
    expect(lists.wishlist.getSnapshot().context.items).toEqual([]);
  });

  it('save every change under its key and show the machine’s toasts', () => {
    const { lists, stored, toasts } = shopWith();
    lists.cart.send({ type: 'list.add', product: dress });
    lists.wishlist.send({ type: 'list.add', product: bag });
    expect(stored('cart')).toEqual([toCartItem(dress)]);
    expect(stored('wishlist')).toEqual([toWishlistItem(bag)]);
    expect(toasts).toEqual([
      { type: 'success', message: 'Ankara Print Maxi Dress has been added to the cart!' },
      { type: 'success', message: 'Leather Tote Bag has been added to the wishlist!' },
    ]);
  });

  it('follow another tab’s change, without saving it back or a toast', () => {
    const { lists, storage, toasts, anotherTab } = shopWith();
    const setItem = vi.spyOn(storage, 'setItem');
    anotherTab('cart', JSON.stringify([toCartItem(bag)]));
    anotherTab('wishlist', null);
    expect(lists.cart.getSnapshot().context.items).toEqual([toCartItem(bag)]);
    expect(setItem).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('keep the change in memory and warn in the console when storage is full', () => {
    const { lists, storage, toasts } = shopWith();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.full = true;
    lists.cart.send({ type: 'list.add', product: dress });
    expect(lists.cart.getSnapshot().context.items).toEqual([toCartItem(dress)]);
    expect(toasts).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('stop following other tabs once stopped', () => {
    const { lists, anotherTab } = shopWith();
    lists.stop();
    anotherTab('cart', JSON.stringify([toCartItem(bag)]));
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
  });
});

describe('move to cart', () => {
  it('adds the line to the cart with the cart’s toast, and it leaves the wishlist quietly', () => {
    const { lists, stored, toasts } = shopWith({ wishlist: [toWishlistItem(dress)] });
    lists.wishlist.send({ type: 'wishlist.moveToCart', id: dress.id });
    expect(stored('cart')).toEqual([toCartItem(dress)]);
    expect(stored('wishlist')).toEqual([]);
    expect(toasts).toEqual([
      { type: 'success', message: 'Ankara Print Maxi Dress has been added to the cart!' },
    ]);
  });

  it('warns when the cart already has it, and the line still leaves the wishlist', () => {
    const { lists, stored, toasts } = shopWith({
      cart: [{ ...toCartItem(dress), quantity: 3 }],
      wishlist: [toWishlistItem(dress)],
    });
    lists.wishlist.send({ type: 'wishlist.moveToCart', id: dress.id });
    expect(stored('cart')).toEqual([{ ...toCartItem(dress), quantity: 3 }]);
    expect(stored('wishlist')).toEqual([]);
    expect(toasts).toEqual([
      { type: 'warning', message: 'Ankara Print Maxi Dress is already in the cart!' },
    ]);
  });

  it('refuses a sold-out line with a toast that says so, and it stays in the wishlist', () => {
    const soldOut = aProduct({ id: 'canvas-sneakers', productName: 'Canvas Sneakers', stock: 0 });
    const { lists, stored, storage, toasts } = shopWith({ wishlist: [toWishlistItem(soldOut)] });
    lists.wishlist.send({ type: 'wishlist.moveToCart', id: soldOut.id });
    expect(storage.getItem('cart')).toBeNull();
    expect(stored('wishlist')).toEqual([toWishlistItem(soldOut)]);
    expect(lists.wishlist.getSnapshot().context.items).toHaveLength(1);
    expect(toasts).toEqual([
      { type: 'warning', message: 'Canvas Sneakers is sold out, so it was not added to the cart.' },
    ]);
  });

  it('caps the moved line at the units the wishlist line carries', () => {
    const lowStock = aProduct({ stock: 2 });
    const { lists } = shopWith({ wishlist: [toWishlistItem(lowStock)] });
    lists.wishlist.send({ type: 'wishlist.moveToCart', id: lowStock.id });
    lists.cart.send({ type: 'cart.setQuantity', id: lowStock.id, quantity: 10 });
    expect(lists.cart.getSnapshot().context.items[0]!.quantity).toBe(2);
  });

  it('does nothing for an id not in the wishlist', () => {
    const { lists, storage, toasts } = shopWith();
    lists.wishlist.send({ type: 'wishlist.moveToCart', id: 'not-here' });
    expect(storage.length).toBe(0);
    expect(toasts).toEqual([]);
  });
});
