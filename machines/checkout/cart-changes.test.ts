import { describe, expect, it } from 'vitest';
import { applyCartUpdates, cartUpdatesFor } from './cart-changes';
import { dress, tote } from '@testing/helpers/checkout-machine';
import type { CheckoutLine, OrderChange } from './types';

const jeans: CheckoutLine = {
  ...dress,
  id: 'slim-jeans',
  productName: 'Slim Fit Jeans',
  price: '900',
  quantity: 10,
  stock: 40,
  wholesale: { unitPrice: '900', minQty: 10 },
};

const stock = (line: CheckoutLine, available: number): OrderChange => ({
  kind: 'stock',
  id: line.id,
  productName: line.productName,
  size: null,
  colour: null,
  quantity: line.quantity,
  available,
});
const price = (line: CheckoutLine, to: string): OrderChange => ({
  kind: 'price',
  id: line.id,
  productName: line.productName,
  from: line.price,
  to,
});

describe('confirming the changes the server found', () => {
  it('gives a line its new price', () => {
    const updates = cartUpdatesFor([dress, tote], [price(dress, '3900')]);
    expect(updates).toEqual([
      { kind: 'setPrice', id: dress.id, price: '3900', keepsWholesale: false },
    ]);
    expect(applyCartUpdates([dress, tote], updates)).toEqual([{ ...dress, price: '3900' }, tote]);
  });

  it('takes a product gone out of the cart', () => {
    const updates = cartUpdatesFor([dress, tote], [{ kind: 'gone', id: tote.id, productName: '' }]);
    expect(applyCartUpdates([dress, tote], updates)).toEqual([dress]);
  });

  it('lowers a line to the stock left, and takes a sold-out one out', () => {
    expect(cartUpdatesFor([dress], [stock(dress, 1)])).toEqual([
      { kind: 'setQuantity', id: dress.id, quantity: 1 },
    ]);
    expect(cartUpdatesFor([dress], [stock(dress, 0)])).toEqual([{ kind: 'remove', id: dress.id }]);
  });

  it('takes the fewest units when several sizes of one line are short', () => {
    const updates = cartUpdatesFor([{ ...dress, quantity: 5 }], [stock(dress, 3), stock(dress, 2)]);
    expect(updates).toEqual([{ kind: 'setQuantity', id: dress.id, quantity: 2 }]);
  });

  it('takes a wholesale line out when the stock left is below its minimum', () => {
    expect(cartUpdatesFor([jeans], [stock(jeans, 9)])).toEqual([{ kind: 'remove', id: jeans.id }]);
  });

  it('keeps a wholesale line’s terms at a new wholesale price', () => {
    const updates = cartUpdatesFor([jeans], [price(jeans, '950')]);
    expect(updates).toEqual([
      { kind: 'setPrice', id: jeans.id, price: '950', keepsWholesale: true },
    ]);
    expect(applyCartUpdates([jeans], updates)[0]).toEqual({
      ...jeans,
      price: '950',
      wholesale: { unitPrice: '950', minQty: 10 },
    });
  });

  it('makes a wholesale line retail when the server refuses its terms at the same price', () => {
    const updates = cartUpdatesFor([jeans], [price(jeans, '900.00')]);
    expect(updates).toEqual([
      { kind: 'setPrice', id: jeans.id, price: '900.00', keepsWholesale: false },
    ]);
    expect(applyCartUpdates([jeans], updates)[0]).not.toHaveProperty('wholesale');
  });

  it('ignores changes to lines the cart no longer holds', () => {
    expect(cartUpdatesFor([dress], [price(tote, '1')])).toEqual([]);
  });
});
