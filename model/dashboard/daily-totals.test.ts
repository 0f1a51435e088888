import { describe, expect, it } from 'vitest';
import {
  daysEnding,
  emptyDay,
  everyDay,
  periodFigures,
  readDailyTotals,
  topProducts,
  topSizes,
  type DailyTotals,
} from './daily-totals';

const day = (id: string, totals: Partial<DailyTotals>): DailyTotals => ({
  ...emptyDay(id),
  ...totals,
});

describe('a stored day', () => {
  it('reads what was written', () => {
    expect(
      readDailyTotals('2026-11-29', {
        placed: 3,
        paidOrders: 2,
        paid: 4_800,
        refunded: 300,
        products: { jeans: { name: 'Slim jeans', units: 2 } },
        sizes: { '32': 2 },
      }),
    ).toEqual({
      day: '2026-11-29',
      placed: 3,
      paidOrders: 2,
      paid: 4_800,
      refunded: 300,
      products: { jeans: { name: 'Slim jeans', units: 2 } },
      sizes: { '32': 2 },
    });
  });

  it('counts a field changed by hand as nothing, and names a product by its id without a name', () => {
    expect(
      readDailyTotals('2026-11-29', {
        paid: 'lots',
        paidOrders: 1.5,
        products: { jeans: { units: 'two' }, shirt: 'x' },
        sizes: { M: -0.5 },
      }),
    ).toEqual({
      ...emptyDay('2026-11-29'),
      products: { jeans: { name: 'jeans', units: 0 }, shirt: { name: 'shirt', units: 0 } },
      sizes: { M: 0 },
    });
    expect(readDailyTotals('2026-11-29', null)).toEqual(emptyDay('2026-11-29'));
  });
});

describe('the days of a period', () => {
  it('end on today in Nairobi, which starts at 21:00 UTC the evening before', () => {
    expect(daysEnding(new Date('2026-11-28T21:00:00Z'), 1)).toEqual(['2026-11-29']);
    expect(daysEnding(new Date('2026-11-28T20:59:59Z'), 1)).toEqual(['2026-11-28']);
    expect(daysEnding(new Date('2026-03-02T10:00:00Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysEnding(new Date('2026-11-29T10:00:00Z'), 30)).toHaveLength(30);
  });

  it('fill the days without a document with nothing, oldest first', () => {
    const stored = [day('2026-11-29', { paid: 900 })];
    expect(everyDay(['2026-11-28', '2026-11-29'], stored)).toEqual([
      emptyDay('2026-11-28'),
      stored[0],
    ]);
  });
});

describe('a period’s figures', () => {
  it('are sales less refunds, the orders paid and the average paid per order', () => {
    expect(
      periodFigures([
        day('2026-11-28', { placed: 4, paidOrders: 2, paid: 3_000, refunded: 500 }),
        day('2026-11-29', { placed: 1, paidOrders: 1, paid: 1_001 }),
      ]),
    ).toEqual({ sales: 3_501, orders: 3, averageOrder: 1_334, refunded: 500, placed: 5 });
  });

  it('are all nought with nothing sold, and a refund alone makes sales negative', () => {
    expect(periodFigures([])).toEqual({
      sales: 0,
      orders: 0,
      averageOrder: 0,
      refunded: 0,
      placed: 0,
    });
    expect(periodFigures([day('2026-11-29', { refunded: 250 })]).sales).toBe(-250);
  });
});

describe('the best sellers', () => {
  const days = [
    day('2026-11-28', {
      products: { jeans: { name: 'Jeans', units: 2 }, bag: { name: 'Bag', units: 3 } },
      sizes: { '32': 2, M: 1 },
    }),
    day('2026-11-29', {
      products: { jeans: { name: 'Slim jeans', units: 2 }, cap: { name: 'Cap', units: 0 } },
      sizes: { M: 3, L: 0 },
    }),
  ];

  it('add units up across days under the latest name, most first, none with no units', () => {
    expect(topProducts(days)).toEqual([
      { id: 'jeans', name: 'Slim jeans', units: 4 },
      { id: 'bag', name: 'Bag', units: 3 },
    ]);
    expect(topProducts(days, 1)).toHaveLength(1);
  });

  it('rank sizes by units, ties by name', () => {
    expect(topSizes(days)).toEqual([
      { size: 'M', units: 4 },
      { size: '32', units: 2 },
    ]);
  });
});
