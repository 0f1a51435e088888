/**
 * The owner's exports (../shared/QA-CONTRACT.md, Back office: Dashboard): the orders or M-Pesa
 * payments of a range of Nairobi days as a CSV file for the bookkeeper. The callables
 * `exportOrders` and `exportPayments` (functions/src/exports) read every one of the range and
 * answer the file whole; the form (src/staff/exports) saves it.
 */
import { nairobiLocal } from '../offer/nairobi-time';
import { nairobiDayBounds } from '../payment/payments-day';
import { z } from '../zod';

/** A year, a leap year's day included: a bookkeeper's year end in one file. */
export const maxExportDays = 366;
/** Rows one file may hold: more would outgrow the function's memory and answer. */
export const maxExportRows = 50_000;

const dayMs = 24 * 60 * 60_000;

const isCalendarDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

const day = (which: 'From' | 'To') =>
  z
    .string({ error: `Choose the ${which} date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Choose the ${which} date.`)
    .refine(isCalendarDay, `The ${which} date is not a real date.`);

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** `exportOrders` and `exportPayments`: from one Nairobi day to another, both included. */
export const exportRangeSchema = z
  .object({ from: day('From'), to: day('To') }, { error: 'Choose the From and To dates.' })
  .refine(({ from, to }) => from <= to, {
    message: 'The From date must be on or before the To date.',
    path: ['to'],
  })
  .refine(({ from, to }) => daysInRange(from, to) <= maxExportDays, {
    message: `Choose at most ${maxExportDays} days.`,
    path: ['to'],
  });
export type ExportRange = z.infer<typeof exportRangeSchema>;

/** Where the range starts and ends (exclusive), as instants: Nairobi's midnights. */
export function rangeBounds({ from, to }: ExportRange): { start: Date; end: Date } {
  return { start: nairobiDayBounds(from).start, end: nairobiDayBounds(to).end };
}

export type ExportKind = 'orders' | 'payments';

/** The file as the callables answer it; `rows` counts the rows under the header. */
export interface ExportFile {
  fileName: string;
  csv: string;
  rows: number;
}

/** `mtindo-orders-2026-11-01-to-2026-11-29.csv` */
export const exportFileName = (kind: ExportKind, { from, to }: ExportRange): string =>
  `mtindo-${kind}-${from}-to-${to}.csv`;

/** Why a range holds too many rows for one file, and what to do. */
export const tooManyRows = (kind: ExportKind, most = maxExportRows): string =>
  `That range holds more than ${most.toLocaleString('en')} ${kind === 'orders' ? 'order lines' : 'payments'}: choose fewer days and export them in parts.`;

/** An instant as the exports write it, in Nairobi: `2026-11-27 14:05`. */
export const nairobiDateTime = (iso: string): string => nairobiLocal(iso).replace('T', ' ');
