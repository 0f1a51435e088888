// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, WishlistItem } from '../../machines/shopping-list/types';
import { storedDress } from '@testing/fixtures/stored-lines';
import { readShoppingList, watchShoppingList, writeShoppingList } from './use-shopping-lists';

const dress: CartItem = { ...storedDress, quantity: 2 };
const bag: WishlistItem = {
  id: 'p-0101',
  productName: 'Leather Tote Bag',
  price: '5200',
  image: [],
};

/** A Storage whose every call fails as browsers fail them. */
function failingStorage(error: DOMException): Storage {
  const fail = () => {
    throw error;
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}
const quotaExceeded = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const securityError = new DOMException('The operation is insecure.', 'SecurityError');

function anotherTab(init: StorageEventInit) {
  window.dispatchEvent(new StorageEvent('storage', { storageArea: localStorage, ...init }));
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('shopping list storage', () => {
  it('saves under the keys cart and wishlist as JSON arrays of the lines', () => {
    expect(writeShoppingList('cart', [dress])).toBe(true);
    expect(writeShoppingList('wishlist', [bag])).toBe(true);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([dress]);
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([bag]);
  });

  it('reads back what it saved', () => {
    writeShoppingList('cart', [dress]);
    expect(readShoppingList('cart')).toEqual([dress]);
    expect(readShoppingList('wishlist')).toEqual([]);
  });

  it('reads a corrupt value as an empty list', () => {
    localStorage.setItem('cart', '{"oops"');
    expect(readShoppingList('cart')).toEqual([]);
  });

  it('reports false, without throwing, when the storage quota is full', () => {
    const full = failingStorage(quotaExceeded);
    expect(writeShoppingList('cart', [dress], full)).toBe(false);
  });

  it('reads an empty list and reports false when storage is refused', () => {
    const refused = failingStorage(securityError);
    expect(readShoppingList('cart', refused)).toEqual([]);
    expect(writeShoppingList('wishlist', [bag], refused)).toBe(false);
  });

  it('reads an empty list and reports false when even reaching localStorage throws (Safari private mode)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw securityError;
    });
    expect(readShoppingList('cart')).toEqual([]);
    expect(writeShoppingList('cart', [dress])).toBe(false);
  });

  it("passes on another tab's change of its key, sanitised", () => {
    const changes: CartItem[][] = [];
    const stop = watchShoppingList('cart', (items) => changes.push(items));
    anotherTab({ key: 'cart', newValue: JSON.stringify([dress, { id: 'broken' }]) });
    stop();
    expect(changes).toEqual([[dress]]);
  });

  it('passes on an empty list when another tab removes the key or clears storage', () => {
    const changes: WishlistItem[][] = [];
    const stop = watchShoppingList('wishlist', (items) => changes.push(items));
    anotherTab({ key: 'wishlist', oldValue: '[]', newValue: null });
    anotherTab({ key: null });
    stop();
    expect(changes).toEqual([[], []]);
  });

  it('ignores other keys, sessionStorage, and every change once unsubscribed', () => {
    const changes: CartItem[][] = [];
    const stop = watchShoppingList('cart', (items) => changes.push(items));
    anotherTab({ key: 'wishlist', newValue: JSON.stringify([bag]) });
    anotherTab({ key: 'cart', newValue: '[]', storageArea: sessionStorage });
    stop();
    anotherTab({ key: 'cart', newValue: JSON.stringify([dress]) });
    expect(changes).toEqual([]);
  });
});
