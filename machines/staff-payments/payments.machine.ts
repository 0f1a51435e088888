import { assign, setup, type SnapshotFrom } from 'xstate';
import { listPaymentsSchema } from '@model/payment/payments-day';
import { logFailure } from '../log-failure';
import { emptyPagedList, withFailure, withPage, type PagedList } from '../paged-list';
import type { LogEntry } from '../session/types';
import { unprovided } from '../unprovided';
import type { PaymentRow, PaymentsDay, PaymentsPageRequest, PaymentTotals } from './types';

export interface PaymentsContext {
  /** The day shown, `YYYY-MM-DD` in Nairobi. */
  day: string;
  /** Its payments newest first; `next` is the server's cursor for the next page. */
  list: PagedList<PaymentRow, string>;
  /** The day's totals, as its first page gave them; null until read. */
  totals: PaymentTotals | null;
}

export type PaymentsEvent =
  | { type: 'payments.chooseDay'; day: string }
  | { type: 'payments.more' }
  | { type: 'payments.retry' };

/**
 * The back office's Payments page (../shared/QA-CONTRACT.md, Back office: Payments): one day's
 * M-Pesa payments in Nairobi, newest first, a page at a time, with the day's totals (the
 * `listPayments` callable, injected). Listed or empty, or failed with a Retry; a next page that
 * fails keeps what is listed. Choosing another day reads that day from its first page; a field
 * that holds no day yet reads nothing.
 */
export const paymentsMachine = setup({
  types: {
    context: {} as PaymentsContext,
    events: {} as PaymentsEvent,
    input: {} as { day: string },
  },
  actors: {
    listPayments: unprovided<PaymentsDay, PaymentsPageRequest>(
      'paymentsMachine needs a listPayments actor',
    ),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    showDay: assign((_, day: string) => ({ day, list: emptyPagedList(), totals: null })),
    showPage: assign(({ context }, { page, more }: { page: PaymentsDay; more: boolean }) => ({
      list: withPage(context.list, page.rows, page.nextCursor, more),
      totals: page.totals,
    })),
    keepFailure: assign(({ context }, { error, more }: { error: unknown; more: boolean }) => ({
      list: withFailure(context.list, error, more),
    })),
  },
  guards: {
    isAnotherDay: ({ context }, day: string) =>
      day !== context.day && listPaymentsSchema.shape.day.safeParse(day).success,
    hasPayments: ({ context }) => context.list.items.length > 0,
    hasMore: ({ context }) => context.list.next !== null,
  },
}).createMachine({
  id: 'payments',
  context: ({ input }) => ({ day: input.day, list: emptyPagedList(), totals: null }),
  on: {
    'payments.chooseDay': {
      guard: { type: 'isAnotherDay', params: ({ event }) => event.day },
      target: '.loading',
      reenter: true,
      actions: { type: 'showDay', params: ({ event }) => event.day },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listPayments',
        input: ({ context }) => ({ day: context.day, cursor: null }),
        onDone: {
          target: 'shown',
          actions: {
            type: 'showPage',
            params: ({ event }) => ({ page: event.output, more: false }),
          },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepFailure', params: ({ event }) => ({ error: event.error, more: false }) },
            logFailure('Error fetching the payments:'),
          ],
        },
      },
    },
    failed: { on: { 'payments.retry': 'loading' } },
    shown: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasPayments', target: 'listed' }, { target: 'empty' }] },
        empty: {},
        listed: { on: { 'payments.more': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            src: 'listPayments',
            input: ({ context }) => ({ day: context.day, cursor: context.list.next }),
            onDone: {
              target: 'listed',
              actions: {
                type: 'showPage',
                params: ({ event }) => ({ page: event.output, more: true }),
              },
            },
            onError: {
              target: 'listed',
              actions: [
                {
                  type: 'keepFailure',
                  params: ({ event }) => ({ error: event.error, more: true }),
                },
                logFailure('Error fetching the payments:'),
              ],
            },
          },
        },
      },
    },
  },
});

export type PaymentsSnapshot = SnapshotFrom<typeof paymentsMachine>;
