import { describe, expect, it } from 'vitest';
import { deliveryFeesFrom } from '../shop-config';
import { checkoutTotals, orderTotals, withOffers } from './totals';

/** The shop's default fees: pick-up 0, Nairobi 300, courier 450. */
const fees = deliveryFeesFrom({});

describe('order totals', () => {
  it('adds the delivery fee of the chosen option to the subtotal, in exact cents', () => {
    const lines = [
      { unitPrice: '1499.99', quantity: 3 },
      { unitPrice: '0.01', quantity: 1 },
    ];
    expect(orderTotals(lines, 'courier-countrywide', fees)).toEqual({
      subtotal: 4499.98,
      discountTotal: 0,
      deliveryFee: 450,
      total: 4949.98,
    });
    expect(orderTotals(lines, 'pickup-cbd', fees).total).toBe(4499.98);
  });

  it('charges no delivery for an option the shop does not offer (the form refuses it first)', () => {
    expect(orderTotals([{ unitPrice: '500', quantity: 2 }], 'drone', fees)).toEqual({
      subtotal: 1000,
      discountTotal: 0,
      deliveryFee: 0,
      total: 1000,
    });
  });
});

describe('totals with offers', () => {
  it('take the discount off the lines and charge the delivery fee the offers leave, in cents', () => {
    const listed = orderTotals([{ unitPrice: '1499.99', quantity: 3 }], 'nairobi-delivery', fees);
    expect(withOffers(listed, { discountTotal: 450, deliveryFee: 0 })).toEqual({
      subtotal: 4499.97,
      discountTotal: 450,
      deliveryFee: 0,
      total: 4049.97,
    });
    expect(withOffers(listed, { discountTotal: 0, deliveryFee: 300 })).toEqual(listed);
  });
});

describe('checkout totals: the form shows the order’s own sum', () => {
  const cart = [
    { price: '1499.99', quantity: 3 },
    { price: '0.01', quantity: 1 },
  ];

  it('are the totals the server charges, summed once in cents', () => {
    expect(checkoutTotals(cart, 'courier-countrywide', fees)).toEqual(
      orderTotals(
        cart.map(({ price, quantity }) => ({ unitPrice: price, quantity })),
        'courier-countrywide',
        fees,
      ),
    );
    expect(
      checkoutTotals(
        [
          { price: '0.10', quantity: 1 },
          { price: '0.20', quantity: 1 },
        ],
        'pickup-cbd',
        fees,
      ).total,
    ).toBe(0.3);
  });

  it('have no delivery fee until a delivery is chosen, and a total of the cart alone', () => {
    expect(checkoutTotals(cart, '', fees)).toEqual({
      subtotal: 4499.98,
      discountTotal: 0,
      deliveryFee: null,
      total: 4499.98,
    });
  });
});

describe('delivery fees are configuration', () => {
  it('charge what the shop set for the chosen delivery', () => {
    const set = deliveryFeesFrom({
      VITE_DELIVERY_FEE_NAIROBI: '250',
      VITE_DELIVERY_FEE_COURIER: 'x',
    });
    expect(orderTotals([{ unitPrice: '100', quantity: 1 }], 'nairobi-delivery', set).total).toBe(
      350,
    );
    expect(set['courier-countrywide']).toBe(450);
  });
});
