/**
 * The back office's Payments page (/staff/payments): every M-Pesa payment of one day in Nairobi,
 * a page at a time, with the day's totals. The callable `listPayments` (functions/src) reads the
 * server-only payment records and answers these rows, each phone masked.
 */
import { z } from '../zod';

/** Where a payment stands, as staff read it on the Payments page. */
export const paymentRowStates = [
  'paid',
  'refund-due',
  'refund-pending',
  'refunded',
  'disputed',
  'unsettled',
  'no-order',
] as const;
export type PaymentRowState = (typeof paymentRowStates)[number];

export const paymentRowStateLabels: Readonly<Record<PaymentRowState, string>> = {
  paid: 'Paid',
  'refund-due': 'Refund due',
  'refund-pending': 'Refund pending',
  refunded: 'Refunded',
  disputed: 'Disputed',
  unsettled: 'Unsettled',
  'no-order': 'No order',
};

export interface PaymentRow {
  /** The payment's id (its CheckoutRequestID). */
  id: string;
  /** When the prompt was sent, or the money reported for a payment that matches no order. ISO 8601. */
  at: string;
  receipt: string | null;
  /** Whole KES taken, or asked for while unsettled. */
  amount: number;
  /** The paying number masked but for its first digits and last three, e.g. `2547*****678`. */
  phone: string | null;
  orderId: string | null;
  /** The order's number, as people read it; null with no order. */
  orderNumber: string | null;
  state: PaymentRowState;
}

/** The day's money, whole KES: taken by M-Pesa, given back, and still owed back. */
export interface PaymentTotals {
  taken: number;
  refunded: number;
  due: number;
}

export interface PaymentsDay {
  day: string;
  rows: PaymentRow[];
  totals: PaymentTotals;
  /** Where the next page starts; null on the last. */
  nextCursor: string | null;
}

/** Rows on one page: a phone's screen, and a quick read on 3G. */
export const paymentsPageSize = 25;

/** Nairobi is UTC+3 all year. */
const nairobiOffsetMs = 3 * 60 * 60_000;

/** The day in Nairobi of an instant, `YYYY-MM-DD`. */
export function nairobiDay(at: Date): string {
  return new Date(at.getTime() + nairobiOffsetMs).toISOString().slice(0, 10);
}

/** Where a Nairobi day starts and ends (exclusive), as instants. */
export function nairobiDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - nairobiOffsetMs);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60_000) };
}

const daySchema = z
  .string({ error: 'Choose a day.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day.')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, 'Choose a day.');

/** `listPayments`: one page of a day's payments, after the cursor the last page gave. */
export const listPaymentsSchema = z.object({
  day: daySchema,
  cursor: z.string().max(200).nullable().default(null),
});
export type ListPaymentsRequest = z.input<typeof listPaymentsSchema>;

/** `254712345678` as `2547*****678`: enough to recognise a number, not to learn it. */
export function maskPhone(phone: string): string {
  return phone.length <= 7
    ? phone
    : `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}

/** One page of a day's payments: the day, and where the page starts (null: the first). */
export interface PaymentsPageRequest {
  day: string;
  cursor: string | null;
}
