import { describe, expect, it } from 'vitest';
import { emptyDay } from './daily-totals';
import { figuresOfDays, isEmptyShop, type DashboardView } from './view';

const days = Array.from(
  { length: 30 },
  (_, index) => `2025-03-${String(index + 1).padStart(2, '0')}`,
);

describe('the dashboard’s figures of its days', () => {
  it('adds up each period ending on the last day, and draws every day, refunds taken off', () => {
    const figures = figuresOfDays(days, [
      { ...emptyDay('2025-03-30'), placed: 2, paidOrders: 1, paid: 3_000, refunded: 500 },
      { ...emptyDay('2025-03-24'), placed: 1, paidOrders: 1, paid: 1_000 },
      { ...emptyDay('2025-03-23'), placed: 1, paidOrders: 1, paid: 2_000, refunded: 2_500 },
    ]);
    expect(figures.today).toBe('2025-03-30');
    expect(figures.periods.today).toMatchObject({ sales: 2_500, orders: 1, placed: 2 });
    expect(figures.periods.week).toMatchObject({ sales: 3_500, orders: 2, averageOrder: 2_000 });
    expect(figures.periods.month).toMatchObject({ sales: 3_000, orders: 3, refunded: 3_000 });
    expect(figures.chart).toHaveLength(30);
    expect(figures.chart[22]).toEqual({ day: '2025-03-23', sales: -500 });
    expect(figures.chart[0]).toEqual({ day: '2025-03-01', sales: 0 });
  });
});

describe('an empty shop', () => {
  const empty: DashboardView = {
    ...figuresOfDays(days, []),
    waiting: { toConfirm: 0, toPack: 0, refundsDue: 0, returnsOpen: 0, unsettledPayments: 0 },
    cashToCollect: 0,
    lowStock: [{ id: 'scarf', productName: 'Scarf', stock: 0, lowestUnits: 0 }],
  };

  it('has had no order in 30 days and has no work waiting, whatever its stock', () => {
    expect(isEmptyShop(empty)).toBe(true);
  });

  it('is not empty with an order placed, or work waiting', () => {
    const placed = figuresOfDays(days, [{ ...emptyDay('2025-03-02'), placed: 1 }]);
    expect(isEmptyShop({ ...empty, ...placed })).toBe(false);
    expect(isEmptyShop({ ...empty, waiting: { ...empty.waiting, returnsOpen: 1 } })).toBe(false);
    expect(isEmptyShop({ ...empty, cashToCollect: 1_200 })).toBe(false);
  });
});
