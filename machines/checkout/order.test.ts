import { describe, expect, it } from 'vitest';
import { orderTotals } from './order';

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
