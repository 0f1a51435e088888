import { describe, expect, it } from 'vitest';
import { OrderError } from '../../src/orders/errors';
import { jeans, line, loafers, scarf } from './order-fixtures';
import type { OrderProduct } from '../../src/orders/order-product';
import { priceOrder } from '../../src/orders/price-order';

const catalog = new Map<string, OrderProduct | null>([
  ['jeans', jeans],
  ['loafers', loafers],
  ['scarf', scarf],
  ['gone', null],
]);

const price = (lines: Parameters<typeof priceOrder>[0], option = 'nairobi-delivery') =>
  priceOrder(lines, catalog, option, 'cash-on-delivery');

describe('pricing an order again from the catalog', () => {
  it('prices every line at today’s retail price and totals in cents with the delivery fee', () => {
    const pricing = price([
      line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 }),
      line({ id: 'loafers', size: 'UK 8', colour: 'Tan', unitPrice: '4999.50', quantity: 3 }),
    ]);
    expect(pricing.outcome).toBe('priced');
    if (pricing.outcome !== 'priced') return;
    expect(pricing.lines.map(({ unitPrice, wholesale }) => [unitPrice, wholesale])).toEqual([
      ['2500', false],
      ['4999.50', false],
    ]);
    expect(pricing.totals).toEqual({ subtotal: 19998.5, deliveryFee: 300, total: 20298.5 });
    expect(pricing.stock.get('loafers')).toEqual({ units: 3, variants: { 'UK 8|Tan': 3 } });
  });

  it('tells a price that changed since the shopper saw it', () => {
    expect(price([line({ id: 'jeans', size: '30', unitPrice: '2300' })])).toEqual({
      outcome: 'changed',
      changes: [
        { kind: 'price', id: 'jeans', productName: 'Slim Fit Jeans', from: '2300', to: '2500' },
      ],
    });
  });

  it('sees 2500 and 2500.00 as one price', () => {
    expect(price([line({ id: 'jeans', size: '30', unitPrice: '2500.00' })]).outcome).toBe('priced');
  });

  it('tells a product gone from the catalog, by the name the cart showed', () => {
    const pricing = price([line({ id: 'gone', productName: 'Ankara Wrap Dress' })]);
    expect(pricing).toEqual({
      outcome: 'changed',
      changes: [{ kind: 'gone', id: 'gone', productName: 'Ankara Wrap Dress' }],
    });
  });

  it('tells stock that is short for the chosen size', () => {
    expect(price([line({ id: 'jeans', size: '30', colour: 'Black', quantity: 3 })])).toEqual({
      outcome: 'changed',
      changes: [
        {
          kind: 'stock',
          id: 'jeans',
          productName: 'Slim Fit Jeans',
          size: '30',
          colour: 'Black',
          quantity: 3,
          available: 2,
        },
      ],
    });
  });
});

describe('wholesale terms', () => {
  const carton = (quantity: number) =>
    line({ id: 'scarf', quantity, mode: 'wholesale', unitPrice: '1800' });
  const wholesaleJeans = { ...jeans, stock: 40, variantStock: { '30|Black': 40 } };
  const withStock = new Map<string, OrderProduct | null>([['jeans', wholesaleJeans]]);

  it('give the wholesale unit price when the quantity meets the minimum', () => {
    const pricing = priceOrder(
      [line({ id: 'jeans', size: '30', quantity: 10, mode: 'wholesale', unitPrice: '1800' })],
      withStock,
      'pickup-cbd',
      'cash-on-delivery',
    );
    expect(pricing.outcome === 'priced' && pricing.lines[0]).toMatchObject({
      unitPrice: '1800',
      wholesale: true,
    });
    expect(pricing.outcome === 'priced' && pricing.totals.total).toBe(18000);
  });

  it('fall back to retail below the minimum, a change the shopper sees', () => {
    const pricing = priceOrder(
      [line({ id: 'jeans', size: '30', quantity: 9, mode: 'wholesale', unitPrice: '1800' })],
      withStock,
      'pickup-cbd',
      'cash-on-delivery',
    );
    expect(pricing).toEqual({
      outcome: 'changed',
      changes: [
        { kind: 'price', id: 'jeans', productName: 'Slim Fit Jeans', from: '1800', to: '2500' },
      ],
    });
  });

  it('are refused for a product without terms, even at the retail price', () => {
    expect(price([carton(20)])).toMatchObject({
      outcome: 'changed',
      changes: [{ kind: 'price', from: '1800', to: '800' }],
    });
    const sameAmount = price([line({ id: 'scarf', mode: 'wholesale', unitPrice: '800' })]);
    expect(sameAmount).toMatchObject({ outcome: 'changed', changes: [{ kind: 'price' }] });
  });

  it('are not given to a retail line, however many it takes', () => {
    const pricing = priceOrder(
      [line({ id: 'jeans', size: '30', quantity: 12 })],
      withStock,
      'pickup-cbd',
      'cash-on-delivery',
    );
    expect(pricing.outcome === 'priced' && pricing.lines[0]?.unitPrice).toBe('2500');
  });
});

describe('the order limit', () => {
  it('refuses a total at the limit or above, naming it', () => {
    const bulk = { ...scarf, price: '9999.70', stock: 5000 };
    const lines = [line({ id: 'scarf', quantity: 999, unitPrice: '9999.70' })];
    const many = Array.from({ length: 2 }, () => lines[0]!);
    const products = new Map([['scarf', bulk]]);
    expect(priceOrder(lines, products, 'pickup-cbd', 'cash-on-delivery').outcome).toBe('priced');
    expect(() => priceOrder(many, products, 'pickup-cbd', 'cash-on-delivery')).toThrow(OrderError);
    expect(() => priceOrder(many, products, 'pickup-cbd', 'cash-on-delivery')).toThrow(
      /below KES 10,000,000/,
    );
  });

  it('counts the delivery fee in the total it checks', () => {
    const atLimit = { ...scarf, price: '9999700', stock: 5 };
    const lines = [line({ id: 'scarf', unitPrice: '9999700' })];
    const products = new Map([['scarf', atLimit]]);
    expect(priceOrder(lines, products, 'pickup-cbd', 'cash-on-delivery').outcome).toBe('priced');
    expect(() => priceOrder(lines, products, 'nairobi-delivery', 'cash-on-delivery')).toThrow(
      /KES 10,000,000/,
    );
  });
});

describe('the M-Pesa limit', () => {
  const bulk = new Map([['scarf', { ...scarf, price: '125000', stock: 5 }]]);
  const two = [line({ id: 'scarf', quantity: 2, unitPrice: '125000' })];

  it('takes an M-Pesa order of KES 250,000, the most one payment may be', () => {
    expect(priceOrder(two, bulk, 'pickup-cbd', 'mpesa').outcome).toBe('priced');
  });

  it('refuses an M-Pesa order above it, naming the limit and what else the shopper can do', () => {
    expect(() => priceOrder(two, bulk, 'nairobi-delivery', 'mpesa')).toThrow(
      'M-Pesa takes at most KES 250,000 in one payment and this order comes to KES 250,300: pay cash on delivery where your delivery allows it, or split the order.',
    );
    expect(priceOrder(two, bulk, 'nairobi-delivery', 'cash-on-delivery').outcome).toBe('priced');
  });
});
