import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/core/refusal';
import { jeans, line, loafers, scarf } from './order-fixtures';
import type { OrderProduct } from '../../src/orders/order-product';
import { priceOrder } from '../../src/orders/price-order';
import { deliveryFees } from '../../src/shop-config';
import { priceOrder as priceWithLimits } from '@model/order/price-order';

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
    expect(pricing.totals).toEqual({
      subtotal: 19998.5,
      discountTotal: 0,
      deliveryFee: 300,
      total: 20298.5,
    });
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
      'mpesa',
    );
    expect(pricing.outcome === 'priced' && pricing.lines[0]?.unitPrice).toBe('2500');
  });
});

describe('the order limit', () => {
  // Above what M-Pesa or cash take by default: a shop that takes large cash orders meets it.
  const largeCash = 20_000_000;
  const priced = (
    lines: Parameters<typeof priceOrder>[0],
    products: ReadonlyMap<string, OrderProduct | null>,
    option: string,
  ) => priceWithLimits(lines, products, option, deliveryFees, 'cash-on-delivery', largeCash);

  it('refuses a total at the limit or above, naming it', () => {
    const bulk = { ...scarf, price: '999997', stock: 50 };
    const lines = [line({ id: 'scarf', quantity: 10, unitPrice: '999997' })];
    const more = [line({ id: 'scarf', quantity: 10, unitPrice: '999997' }), lines[0]!];
    const products = new Map([['scarf', bulk]]);
    expect(priced(lines, products, 'pickup-cbd').outcome).toBe('priced');
    expect(priced(more, products, 'pickup-cbd')).toMatchObject({
      outcome: 'over-limit',
      message: expect.stringMatching(/below KES 10,000,000/),
    });
  });

  it('counts the delivery fee in the total it checks', () => {
    const atLimit = { ...scarf, price: '9999700', stock: 5 };
    const lines = [line({ id: 'scarf', unitPrice: '9999700' })];
    const products = new Map([['scarf', atLimit]]);
    expect(priced(lines, products, 'pickup-cbd').outcome).toBe('priced');
    expect(priced(lines, products, 'nairobi-delivery')).toMatchObject({
      outcome: 'over-limit',
      message: expect.stringMatching(/KES 10,000,000/),
    });
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
      'M-Pesa takes at most KES 250,000 in one payment and this order comes to KES 250,300: split the order, or call us to arrange it.',
    );
    // Cash is offered instead where the shop takes that much in cash.
    expect(
      priceWithLimits(two, bulk, 'nairobi-delivery', deliveryFees, 'mpesa', 300_000),
    ).toMatchObject({
      outcome: 'over-limit',
      message: expect.stringContaining('pay cash on delivery where your delivery allows it'),
    });
  });
});

describe('cash on delivery within bounds', () => {
  it('takes at most 10 units of one size and colour in a retail line, however the cart splits them', () => {
    const stocked = new Map([
      ['jeans', { ...jeans, stock: 50, variantStock: { '30|Black': 25, '32|Black': 25 } }],
    ]);
    const ten = [line({ id: 'jeans', size: '30', colour: 'Black', quantity: 10 })];
    expect(priceOrder(ten, stocked, 'pickup-cbd', 'cash-on-delivery').outcome).toBe('priced');
    const split = [
      line({ id: 'jeans', size: '30', colour: 'Black', quantity: 6 }),
      line({ id: 'jeans', size: '30', colour: 'Black', quantity: 5 }),
    ];
    expect(() => priceOrder(split, stocked, 'pickup-cbd', 'cash-on-delivery')).toThrow(
      'Cash on delivery takes at most 10 of Slim Fit Jeans in one size and colour: pay with M-Pesa, or order fewer.',
    );
    expect(priceOrder(split, stocked, 'pickup-cbd', 'mpesa').outcome).toBe('priced');
    // Ten of each size is within bounds.
    const twoSizes = [ten[0]!, line({ id: 'jeans', size: '32', colour: 'Black', quantity: 10 })];
    expect(priceOrder(twoSizes, stocked, 'pickup-cbd', 'cash-on-delivery').outcome).toBe('priced');
  });

  it('takes a wholesale line from its minimum up to the product’s ceiling, or the shop’s', () => {
    const terms = { unitPrice: '1800', minQty: 10 };
    const cartons = (quantity: number) => [
      line({
        id: 'jeans',
        size: '30',
        colour: 'Black',
        quantity,
        mode: 'wholesale',
        unitPrice: '1800',
      }),
    ];
    const stocked = (maxQty?: number) =>
      new Map([
        [
          'jeans',
          {
            ...jeans,
            stock: 1000,
            variantStock: { '30|Black': 1000 },
            wholesale: { ...terms, ...(maxQty ? { maxQty } : {}) },
          },
        ],
      ]);
    const cash = (quantity: number, maxQty?: number) =>
      priceWithLimits(
        cartons(quantity),
        stocked(maxQty),
        'pickup-cbd',
        deliveryFees,
        'cash-on-delivery',
        10_000_000,
      );
    expect(cash(500).outcome).toBe('priced');
    expect(cash(501)).toMatchObject({
      outcome: 'over-limit',
      message:
        'Cash on delivery takes at most 500 of Slim Fit Jeans in one size and colour: pay with M-Pesa, or order fewer.',
    });
    expect(cash(40, 40).outcome).toBe('priced');
    expect(cash(41, 40)).toMatchObject({ outcome: 'over-limit' });
  });

  it('takes a cash order of at most KES 50,000', () => {
    const products = new Map([['scarf', { ...scarf, price: '4970', stock: 50 }]]);
    const ten = [line({ id: 'scarf', quantity: 10, unitPrice: '4970' })];
    expect(priceOrder(ten, products, 'nairobi-delivery', 'cash-on-delivery').outcome).toBe(
      'priced',
    );
    expect(() => priceOrder(ten, products, 'courier-countrywide', 'mpesa')).not.toThrow();
    const eleven = [...ten, line({ id: 'scarf', quantity: 1, unitPrice: '4970' })];
    expect(() => priceOrder(eleven, products, 'pickup-cbd', 'cash-on-delivery')).toThrow(Refusal);
    const over = new Map([['scarf', { ...scarf, price: '5000', stock: 50 }]]);
    expect(() =>
      priceOrder(
        [line({ id: 'scarf', quantity: 10, unitPrice: '5000' })],
        over,
        'nairobi-delivery',
        'cash-on-delivery',
      ),
    ).toThrow(
      'Cash on delivery takes orders up to KES 50,000 and this order comes to KES 50,300: pay with M-Pesa, or split the order.',
    );
  });
});
