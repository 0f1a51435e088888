/**
 * The owner's dashboard (/staff) reads the business from one small document per Nairobi day,
 * `dailyTotals/{YYYY-MM-DD}`, which every money move adds to in the transaction that makes it
 * (functions/src/dashboard/daily-totals.ts): an order placed, an order paid (M-Pesa settled, cash
 * delivered), a refund made. Opening the dashboard reads at most 30 of them however many orders
 * the shop has had. Only the server reads and writes them (firestore.rules: no rule matches them);
 * the dashboard's callable answers staff.
 */
import { fieldsOf, text, wholeNumber } from '../stored/fields';
import { nairobiDay, nairobiDayBounds } from '../payment/payments-day';

export const dailyTotalsCollection = 'dailyTotals';

/** Units of one product sold on a day, under the name it had when it sold. */
export interface ProductUnits {
  name: string;
  units: number;
}

/** One Nairobi day's business, all money in whole KES. */
export interface DailyTotals {
  /** `YYYY-MM-DD`, the document's id. */
  day: string;
  /** Orders placed, however they end. An exchange sent for a return is not placed. */
  placed: number;
  /** Orders paid: M-Pesa's payment settled, or cash taken at delivery. An exchange is not. */
  paidOrders: number;
  /** What those orders took, delivery included, after offers. */
  paid: number;
  /**
   * Money given back of what `paid` counted (a refund made: M-Pesa's reversal done, or marked
   * refunded by hand), on the day it was made. Money that came for an order that could not take
   * it (expired, paid twice) is neither paid nor refunded here.
   */
  refunded: number;
  /** Units sold in the orders paid, per product id. */
  products: Record<string, ProductUnits>;
  /** Units sold in the orders paid, per size; lines without a size are not counted. */
  sizes: Record<string, number>;
}

/** The units a paid order's lines sold, per product id and per size, as a day counts them. */
export function unitsSold(
  lines: ReadonlyArray<UnitsSoldLine>,
): Pick<DailyTotals, 'products' | 'sizes'> {
  const products: Record<string, ProductUnits> = {};
  const sizes: Record<string, number> = {};
  for (const line of lines) {
    products[line.id] = {
      name: line.productName,
      units: (products[line.id]?.units ?? 0) + line.quantity,
    };
    if (line.size !== null) sizes[line.size] = (sizes[line.size] ?? 0) + line.quantity;
  }
  return { products, sizes };
}

/** What `unitsSold` reads of an order's line. */
export interface UnitsSoldLine {
  id: string;
  productName: string;
  size: string | null;
  quantity: number;
}

/** A day with nothing yet. */
export const emptyDay = (day: string): DailyTotals => ({
  day,
  placed: 0,
  paidOrders: 0,
  paid: 0,
  refunded: 0,
  products: {},
  sizes: {},
});

/** A stored day, read leniently: a field missing or of the wrong type counts as nothing. */
export function readDailyTotals(day: string, data: unknown): DailyTotals {
  const fields = fieldsOf(data);
  const products: Record<string, ProductUnits> = {};
  for (const [id, value] of Object.entries(fieldsOf(fields.products))) {
    const product = fieldsOf(value);
    products[id] = { name: text(product.name, id), units: wholeNumber(product.units) };
  }
  const sizes: Record<string, number> = {};
  for (const [size, units] of Object.entries(fieldsOf(fields.sizes))) {
    sizes[size] = wholeNumber(units);
  }
  return {
    day,
    placed: wholeNumber(fields.placed),
    paidOrders: wholeNumber(fields.paidOrders),
    paid: wholeNumber(fields.paid),
    refunded: wholeNumber(fields.refunded),
    products,
    sizes,
  };
}

/** The dashboard's periods, each ending today, in Nairobi. */
export const dashboardPeriods = [
  { id: 'today', label: 'Today', days: 1 },
  { id: 'week', label: 'Last 7 days', days: 7 },
  { id: 'month', label: 'Last 30 days', days: 30 },
] as const;
export type DashboardPeriodId = (typeof dashboardPeriods)[number]['id'];

/** The longest period: how many day documents the dashboard reads at most. */
export const dashboardDays = 30;

/** The `days` Nairobi days ending on the day of `now`, oldest first. */
export function daysEnding(now: Date, days: number): string[] {
  const { start } = nairobiDayBounds(nairobiDay(now));
  return Array.from({ length: days }, (_, index) =>
    nairobiDay(new Date(start.getTime() - (days - 1 - index) * 24 * 60 * 60_000)),
  );
}

/** A period's figures. */
export interface PeriodFigures {
  /** What shoppers paid, delivery included, less what went back. */
  sales: number;
  /** Orders paid. */
  orders: number;
  /** Sales per order paid, before refunds, rounded to the shilling; 0 with no order. */
  averageOrder: number;
  refunded: number;
  placed: number;
}

/** Adds up the days given (any order, missing days count as nothing). */
export function periodFigures(days: readonly DailyTotals[]): PeriodFigures {
  const paid = days.reduce((sum, day) => sum + day.paid, 0);
  const refunded = days.reduce((sum, day) => sum + day.refunded, 0);
  const orders = days.reduce((sum, day) => sum + day.paidOrders, 0);
  return {
    sales: paid - refunded,
    orders,
    averageOrder: orders === 0 ? 0 : Math.round(paid / orders),
    refunded,
    placed: days.reduce((sum, day) => sum + day.placed, 0),
  };
}

/** Each of `days`, its stored totals or an empty day: the chart's bars, oldest first. */
export function everyDay(days: readonly string[], stored: readonly DailyTotals[]): DailyTotals[] {
  const byDay = new Map(stored.map((totals) => [totals.day, totals]));
  return days.map((day) => byDay.get(day) ?? emptyDay(day));
}

/** The best sellers by units over the days given, most first (ties by name), at most `count`. */
export function topProducts(
  days: readonly DailyTotals[],
  count = 5,
): Array<ProductUnits & { id: string }> {
  const units = new Map<string, ProductUnits>();
  for (const day of days) {
    for (const [id, product] of Object.entries(day.products)) {
      const before = units.get(id);
      // The latest name a product sold under is the one shown.
      units.set(id, { name: product.name, units: (before?.units ?? 0) + product.units });
    }
  }
  return [...units.entries()]
    .map(([id, product]) => ({ id, ...product }))
    .filter((product) => product.units > 0)
    .sort((a, b) => b.units - a.units || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** The sizes that sold most over the days given, most first, at most `count`. */
export function topSizes(
  days: readonly DailyTotals[],
  count = 5,
): Array<{ size: string; units: number }> {
  const units = new Map<string, number>();
  for (const day of days) {
    for (const [size, sold] of Object.entries(day.sizes)) {
      units.set(size, (units.get(size) ?? 0) + sold);
    }
  }
  return [...units.entries()]
    .map(([size, sold]) => ({ size, units: sold }))
    .filter((size) => size.units > 0)
    .sort((a, b) => b.units - a.units || a.size.localeCompare(b.size))
    .slice(0, count);
}
