import { describe, expect, it } from 'vitest';
import { checkoutTotals, orderTotals } from './order';

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

  it('charges no delivery for an option the shop does not offer (the form refuses it first)', () => {
    expect(orderTotals([{ unitPrice: '500', quantity: 2 }], 'drone')).toEqual({
      subtotal: 1000,
      deliveryFee: 0,
      total: 1000,
    });
  });
});

describe('checkout totals: the form shows the order’s own sum', () => {
  const cart = [
    { price: '1499.99', quantity: 3 },
    { price: '0.01', quantity: 1 },
  ];

  it('are the totals the server charges, summed once in cents', () => {
    expect(checkoutTotals(cart, 'courier-countrywide')).toEqual(
      orderTotals(
        cart.map(({ price, quantity }) => ({ unitPrice: price, quantity })),
        'courier-countrywide',
      ),
    );
    expect(
      checkoutTotals(
        [
          { price: '0.10', quantity: 1 },
          { price: '0.20', quantity: 1 },
        ],
        'pickup-cbd',
      ).total,
    ).toBe(0.3);
  });

  it('have no delivery fee until a delivery is chosen, and a total of the cart alone', () => {
    expect(checkoutTotals(cart, '')).toEqual({
      subtotal: 4499.98,
      deliveryFee: null,
      total: 4499.98,
    });
  });
});
