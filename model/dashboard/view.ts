/**
 * What the dashboard (/staff) shows, as the `getDashboard` callable answers it
 * (functions/src/dashboard/get-dashboard.ts): each period's figures and the chart's days from the
 * day documents (./daily-totals.ts), the work waiting and the cash to collect as counts and sums
 * the server adds up, the products lowest on stock, and the best sellers of the last 30 days.
 */
import type { StockLine } from '../staff/stock';
import {
  dashboardDays,
  dashboardPeriods,
  everyDay,
  periodFigures,
  topProducts,
  topSizes,
  type DailyTotals,
  type DashboardPeriodId,
  type PeriodFigures,
  type ProductUnits,
} from './daily-totals';

/** The work each tab of the back office holds now. */
export interface WorkWaiting {
  /** Cash orders staff have not yet called the shopper about (/staff/orders `To confirm`). */
  toConfirm: number;
  /** Paid orders and confirmed cash orders not yet packed (`To pack`). */
  toPack: number;
  /** Refunds due or pending (`Refunds`). */
  refundsDue: number;
  /** Returns not yet closed (`Returns`). */
  returnsOpen: number;
  /** M-Pesa payments whose answer never came (/staff/payments). */
  unsettledPayments: number;
}

/** One bar of the chart: a Nairobi day's sales, whole KES (refunds may make it negative). */
export interface ChartDay {
  day: string;
  sales: number;
}

export interface DashboardView {
  /** Today in Nairobi, `YYYY-MM-DD`: the last day of every period. */
  today: string;
  periods: Record<DashboardPeriodId, PeriodFigures>;
  /** The last 30 days, oldest first, a day without business at 0. */
  chart: ChartDay[];
  waiting: WorkWaiting;
  /** What cash orders not yet paid nor cancelled will bring, whole KES. */
  cashToCollect: number;
  /** The products with a size or colour running low, the fewest units first. */
  lowStock: StockLine[];
  /** The best sellers of the last 30 days by units. */
  topProducts: Array<ProductUnits & { id: string }>;
  /** The sizes that sold most in the last 30 days. */
  topSizes: Array<{ size: string; units: number }>;
}

/** How many products the dashboard lists as low on stock; the Stock page lists them all. */
export const dashboardLowStock = 5;

/** The day documents' part of the answer: `days` the last 30 days oldest first, `stored` those found. */
export function figuresOfDays(
  days: readonly string[],
  stored: readonly DailyTotals[],
): Pick<DashboardView, 'today' | 'periods' | 'chart' | 'topProducts' | 'topSizes'> {
  const month = everyDay(days.slice(-dashboardDays), stored);
  const periods = Object.fromEntries(
    dashboardPeriods.map(({ id, days: length }) => [id, periodFigures(month.slice(-length))]),
  ) as Record<DashboardPeriodId, PeriodFigures>;
  return {
    today: month.at(-1)?.day ?? '',
    periods,
    chart: month.map(({ day, paid, refunded }) => ({ day, sales: paid - refunded })),
    topProducts: topProducts(month),
    topSizes: topSizes(month),
  };
}

/** Whether the shop has had no business in 30 days and has no work waiting: the page says so. */
export function isEmptyShop(view: DashboardView): boolean {
  return (
    view.periods.month.placed === 0 &&
    view.periods.month.orders === 0 &&
    view.periods.month.refunded === 0 &&
    Object.values(view.waiting).every((count) => count === 0) &&
    view.cashToCollect === 0
  );
}
