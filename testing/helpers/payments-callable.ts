/**
 * The `listPayments` callable (functions/src) for the Payments page's component tests and stories:
 * a day's rows as the server answers them, newest first, a page of `paymentsPageSize` at a time
 * after a cursor, with the day's totals; the real callable is tested with the functions.
 */
import { answeredCallable, CallableRefusal } from './callables';
import {
  maskPhone,
  nairobiDayBounds,
  paymentsPageSize,
  type ListPaymentsRequest,
  type PaymentRow,
  type PaymentsDay,
  type PaymentTotals,
} from '@model/payment/payments-day';
import { orderIdOf, orderNumberOf } from '../fixtures/order-ids';

/** Payment `n` of a day, `n` times 20 minutes before its end in Nairobi: a higher number lists lower. */
export function aPaymentRow(
  day: string,
  n: number,
  overrides: Partial<PaymentRow> = {},
): PaymentRow {
  const { end } = nairobiDayBounds(day);
  return {
    id: `ws_CO_${day.replaceAll('-', '')}${String(n).padStart(6, '0')}`,
    at: new Date(end.getTime() - n * 20 * 60_000).toISOString(),
    receipt: `SGH${String(n).padStart(7, '0')}`,
    amount: 12500,
    phone: maskPhone('254712345678'),
    orderId: orderIdOf(n),
    orderNumber: orderNumberOf(n),
    state: 'paid',
    ...overrides,
  };
}

/** The day's money, as the server adds it up from its payments. */
export function totalsOf(rows: readonly PaymentRow[]): PaymentTotals {
  const sum = (states: ReadonlyArray<PaymentRow['state']>) =>
    rows.filter((row) => states.includes(row.state)).reduce((kes, row) => kes + row.amount, 0);
  return {
    taken: sum(['paid', 'refund-due', 'refund-pending', 'refunded', 'disputed', 'no-order']),
    refunded: sum(['refunded']),
    due: sum(['refund-due', 'refund-pending', 'no-order']),
  };
}

export interface PaymentsCallableOptions {
  /** Each day's payments, newest first; a day not given has none. */
  days: Record<string, PaymentRow[]>;
  /** Fails a read instead: the service unavailable. */
  fails?: (request: ListPaymentsRequest) => boolean;
  /** Waits before answering, e.g. to show Loading. */
  delay?: () => Promise<void>;
}

/** `listPayments` at the Functions emulator's address; `requests` keeps what it was sent. */
export function paymentsCallable({ days, fails, delay }: PaymentsCallableOptions) {
  const { handlers, calls } = answeredCallable<ListPaymentsRequest>(
    'listPayments',
    async (data) => {
      await delay?.();
      if (fails?.(data)) {
        return new CallableRefusal('UNAVAILABLE', 'The service is currently unavailable.');
      }
      const rows = days[data.day] ?? [];
      const start = data.cursor ? Number(data.cursor) : 0;
      const end = start + paymentsPageSize;
      const result: PaymentsDay = {
        day: data.day,
        rows: rows.slice(start, end),
        totals: totalsOf(rows),
        nextCursor: end < rows.length ? String(end) : null,
      };
      return result;
    },
  );
  return { handlers, requests: calls };
}
