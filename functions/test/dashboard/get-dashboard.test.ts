/**
 * `getDashboard` (functions/src/dashboard/get-dashboard.ts): the dashboard's figures from the day
 * documents of the last 30 Nairobi days, the work waiting from the tabs' own queries, the products
 * lowest on stock; staff on the team only.
 */
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { getDashboardCall } from '../../src/dashboard/get-dashboard';
import { emptyDay } from '@model/dashboard/daily-totals';
import type { DashboardView } from '@model/dashboard/view';
import { staffOnly } from '../../src/staff/staff-member';
import {
  dashboardShop,
  dayDocument,
  seededWork,
  type SeedDocument,
} from '../../../mocks/backend/fixtures/dashboard-shop';
import { emulatorFirestore } from '../emulator-firestore';
import { asOwner, asStaff, callAs, seedTeam } from '../staff/staff-fixtures';

const db = emulatorFirestore('demo-functions-dashboard');
/** 2025-03-10, 09:00 in Nairobi. */
const now = new Date('2025-03-10T06:00:00Z');
const context = { db, now: () => now };
const dashboard = async (call = asStaff({})) =>
  (await getDashboardCall(context, call)) as DashboardView;

async function seed(documents: SeedDocument[]) {
  await seedTeam(db);
  const batch = db.batch();
  for (const { path, data } of documents) batch.set(db.doc(path), data);
  await batch.commit();
}

const day = (date: string, totals: Partial<Omit<ReturnType<typeof emptyDay>, 'day'>>) =>
  dayDocument({ ...emptyDay(date), ...totals });

describe('the dashboard', () => {
  it('adds up today, the last 7 and the last 30 days from the day documents, ignoring older ones', async () => {
    await seed([
      day('2025-03-10', {
        placed: 3,
        paidOrders: 2,
        paid: 5_000,
        refunded: 1_000,
        products: { jeans: { name: 'Slim Jeans', units: 2 } },
        sizes: { '32': 2 },
      }),
      day('2025-03-04', {
        placed: 1,
        paidOrders: 1,
        paid: 3_000,
        products: { scarf: { name: 'Kitenge Scarf', units: 3 } },
        sizes: { M: 1 },
      }),
      day('2025-02-09', { placed: 1, paidOrders: 1, paid: 1_000 }),
      // 30 days before today: outside every period.
      day('2025-02-08', {
        placed: 9,
        paidOrders: 9,
        paid: 90_000,
        products: { shirt: { name: 'Linen Shirt', units: 9 } },
      }),
    ]);
    const view = await dashboard();
    expect(view.today).toBe('2025-03-10');
    expect(view.periods).toEqual({
      today: { sales: 4_000, orders: 2, averageOrder: 2_500, refunded: 1_000, placed: 3 },
      week: { sales: 7_000, orders: 3, averageOrder: 2_667, refunded: 1_000, placed: 4 },
      month: { sales: 8_000, orders: 4, averageOrder: 2_250, refunded: 1_000, placed: 5 },
    });
    expect(view.chart).toHaveLength(30);
    expect(view.chart[0]).toEqual({ day: '2025-02-09', sales: 1_000 });
    expect(view.chart.at(-1)).toEqual({ day: '2025-03-10', sales: 4_000 });
    expect(view.chart.find((bar) => bar.day === '2025-03-05')).toEqual({
      day: '2025-03-05',
      sales: 0,
    });
    expect(view.topProducts).toEqual([
      { id: 'scarf', name: 'Kitenge Scarf', units: 3 },
      { id: 'jeans', name: 'Slim Jeans', units: 2 },
    ]);
    expect(view.topSizes).toEqual([
      { size: '32', units: 2 },
      { size: 'M', units: 1 },
    ]);
  });

  it('counts the work waiting in each tab, the cash to collect and the products low on stock', async () => {
    await seed(dashboardShop(40, now));
    const view = await dashboard(asOwner({}));
    expect(view.waiting).toEqual({
      toConfirm: seededWork.toConfirm,
      toPack: seededWork.toPack,
      refundsDue: seededWork.refundsDue,
      returnsOpen: seededWork.returnsOpen,
      unsettledPayments: seededWork.unsettledPayments,
    });
    expect(view.cashToCollect).toBe(seededWork.toConfirm * seededWork.orderTotal);
    expect(view.lowStock).toEqual([
      { id: 'scarf', productName: 'Kitenge Scarf', stock: 0, lowestUnits: 0 },
      { id: 'jeans', productName: 'Slim Jeans', stock: 9, lowestUnits: 2 },
    ]);
    expect(view.periods.month.orders).toBe(40 - seededWork.toConfirm);
    expect(view.topProducts).toEqual([
      { id: 'jeans', name: 'Slim Jeans', units: 40 - seededWork.toConfirm },
    ]);
  });

  it('answers zeros for a shop with no business yet', async () => {
    await seed([]);
    const view = await dashboard();
    const zero = { sales: 0, orders: 0, averageOrder: 0, refunded: 0, placed: 0 };
    expect(view).toEqual({
      today: '2025-03-10',
      periods: { today: zero, week: zero, month: zero },
      chart: expect.arrayContaining([{ day: '2025-03-01', sales: 0 }]) as unknown,
      waiting: { toConfirm: 0, toPack: 0, refundsDue: 0, returnsOpen: 0, unsettledPayments: 0 },
      cashToCollect: 0,
      lowStock: [],
      topProducts: [],
      topSizes: [],
    });
    expect(view.chart.every((bar) => bar.sales === 0)).toBe(true);
  });

  it.each([
    ['a shopper', callAs('shopper-uid', {}, {})],
    ['a caller not signed in', { data: {} }],
  ])('refuses %s', async (_who, call) => {
    await seed([day('2025-03-10', { placed: 1, paidOrders: 1, paid: 900 })]);
    const refusal = await getDashboardCall(context, call).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpsError);
    expect(refusal).toMatchObject({ code: 'permission-denied', message: staffOnly });
  });
});
