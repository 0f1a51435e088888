import { assign, setup, type SnapshotFrom } from 'xstate';
import { listPaymentsSchema } from '@model/payment/payments-day';
import { logFailure } from '../log-failure';
import { emptyPagedList, type PagedList } from '../paged-list';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
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
 * M-Pesa payments in Nairobi, newest first, a page at a time (../paged-list.machine.ts), with the
 * day's totals (the `listPayments` callable, injected). Choosing another day reads that day from
 * its first page; a field that holds no day yet reads nothing.
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
    showDay: assign((_, day: string) => ({ day, totals: null })),
  },
  guards: {
    isAnotherDay: ({ context }, day: string) =>
      day !== context.day && listPaymentsSchema.shape.day.safeParse(day).success,
  },
})
  .extend(pagedListSetup<PaymentsContext, PaymentsEvent>())
  .createMachine({
    id: 'payments',
    context: ({ input }) => ({ day: input.day, list: emptyPagedList(), totals: null }),
    ...pagedListRegion({
      read: 'listPayments',
      request: (context: PaymentsContext, cursor: string | null) => ({ day: context.day, cursor }),
      page: (page: PaymentsDay) => ({ items: page.rows, next: page.nextCursor }),
      list: (context: PaymentsContext) => context.list,
      keep: (list, page) => (page ? { list, totals: page.totals } : { list }),
      events: { retry: 'payments.retry', more: 'payments.more' },
      reload: {
        event: 'payments.chooseDay',
        transition: {
          guard: {
            type: 'isAnotherDay',
            params: ({ event }: { event: { day: string } }) => event.day,
          },
          actions: {
            type: 'showDay',
            params: ({ event }: { event: { day: string } }) => event.day,
          },
        } as const,
      },
      onFailure: logFailure('Error fetching the payments:'),
    }),
  });

export type PaymentsSnapshot = SnapshotFrom<typeof paymentsMachine>;
