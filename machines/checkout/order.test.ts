import { describe, expect, it } from 'vitest';
import { toCartItem } from '../shopping-list/items';
import { aProduct } from '../shopping-list/test-products';
import { orderTotals, reprice, sameCart } from './order';
import type { CheckoutLine } from './types';

const jeans: CheckoutLine = {
  ...toCartItem(aProduct({ id: 'slim-jeans', productName: 'Slim Fit Jeans', price: '900' })),
  quantity: 10,
  wholesale: { unitPrice: '900', minQty: 10 },
};

const product = { id: 'slim-jeans', productName: 'Slim Fit Jeans', price: '1500', stock: 40 };

describe('repricing a cart line', () => {
  it('keeps wholesale terms while the product still has them', () => {
    const { lines, changes } = reprice([jeans], {
      'slim-jeans': { ...product, wholesale: { unitPrice: '950', minQty: 10 } },
    });
    expect(lines).toEqual([
      {
        id: 'slim-jeans',
        productName: 'Slim Fit Jeans',
        unitPrice: '950',
        quantity: 10,
        wholesale: { unitPrice: '950', minQty: 10 },
      },
    ]);
    expect(changes).toEqual([
      { kind: 'price', id: 'slim-jeans', productName: 'Slim Fit Jeans', from: '900', to: '950' },
    ]);
  });

  it('charges the retail price when the wholesale terms are gone, and says so', () => {
    const { lines, changes } = reprice([jeans], { 'slim-jeans': product });
    expect(lines[0]).not.toHaveProperty('wholesale');
    expect(changes).toEqual([
      { kind: 'price', id: 'slim-jeans', productName: 'Slim Fit Jeans', from: '900', to: '1500' },
    ]);
  });

  it('sees no change in "3500" against "3500.00"', () => {
    const dress = toCartItem(aProduct());
    expect(
      reprice([dress], { [dress.id]: { ...product, id: dress.id, price: '3500.00' } }).changes,
    ).toEqual([]);
  });

  it('carries the chosen size and colour, and ignores anything else stored under them', () => {
    const dress = toCartItem(aProduct());
    const current = { [dress.id]: { ...product, id: dress.id, price: '3500' } };
    expect(reprice([{ ...dress, size: ' M ', colour: 'Orange' }], current).lines[0]).toMatchObject({
      size: 'M',
      colour: 'Orange',
    });
    const stored = { ...dress, size: 42, colour: '' } as unknown as CheckoutLine;
    const odd = reprice([stored], current).lines[0];
    expect(odd).not.toHaveProperty('size');
    expect(odd).not.toHaveProperty('colour');
  });
});

describe('order totals', () => {
  it('adds the delivery fee of the chosen option to the subtotal, in exact cents', () => {
    const lines = [
      { unitPrice: '1499.99', quantity: 3 },
      { unitPrice: '0.01', quantity: 1 },
    ];
    expect(orderTotals(lines, 'courier-countrywide')).toEqual({
      subtotal: 4499.98,
      deliveryFee: 450,
      total: 4949.98,
    });
    expect(orderTotals(lines, 'pickup-cbd').total).toBe(4499.98);
  });
});

describe('the same cart', () => {
  it('is the same lines, quantities and prices in the same order', () => {
    const dress = toCartItem(aProduct());
    expect(sameCart([dress, jeans], [dress, jeans])).toBe(true);
    expect(sameCart([dress, jeans], [jeans, dress])).toBe(false);
    expect(sameCart([dress], [{ ...dress, quantity: 2 }])).toBe(false);
    expect(sameCart([dress], [{ ...dress, price: '3600' }])).toBe(false);
    expect(sameCart([dress], [])).toBe(false);
  });
});
