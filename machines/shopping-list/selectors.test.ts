import { describe, expect, it } from 'vitest';
import { count, hasItem, itemById, items, subtotal } from './selectors';
import type { CartItem } from './types';

function line(id: string, price: string, quantity: number): CartItem {
  return { id, productName: `Product ${id}`, price, quantity, image: [] };
}

const cart = (...lines: CartItem[]) => ({ context: { items: lines } });

describe('shopping list selectors', () => {
  it('counts lines, not units: the badge shows the number of items', () => {
    expect(count(cart(line('a', '100', 5), line('b', '200', 1)))).toBe(2);
    expect(count(cart())).toBe(0);
  });

  it('finds a line by id, and tells whether the list has it', () => {
    const snapshot = cart(line('a', '100', 1), line('b', '200', 1));
    expect(itemById(snapshot, 'b')).toEqual(line('b', '200', 1));
    expect(itemById(snapshot, 'c')).toBeUndefined();
    expect(hasItem(snapshot, 'a')).toBe(true);
    expect(hasItem(snapshot, 'c')).toBe(false);
    expect(items(snapshot)).toBe(snapshot.context.items);
  });

  it('sums price times quantity over all lines', () => {
    expect(subtotal(cart(line('a', '1500', 2), line('b', '1499.50', 3)))).toBe(7498.5);
  });

  it('sums in cents, so decimal prices do not drift', () => {
    expect(subtotal(cart(line('a', '0.10', 1), line('b', '0.20', 1)))).toBe(0.3);
    expect(subtotal(cart(line('a', '19.99', 3)))).toBe(59.97);
  });

  it('is 0 for an empty cart', () => {
    expect(subtotal(cart())).toBe(0);
  });
});
