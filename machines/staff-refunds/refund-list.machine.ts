import { assign, setup, type SnapshotFrom } from 'xstate';
import { emptyPagedList, type PagedList } from '../paged-list';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
import { unprovided } from '../unprovided';
import type {
  ListedRefund,
  RefundChanged,
  RefundCursor,
  RefundListPage,
  RefundPageRequest,
} from './types';

export interface RefundListContext {
  list: PagedList<ListedRefund, RefundCursor>;
}

export type RefundListEvent =
  | { type: 'refunds.retry' }
  | { type: 'refunds.more' }
  /** A refund's actions got the server's answer (./refund-action.machine.ts). */
  | RefundChanged;

/**
 * The Orders page's Refunds tab (../shared/QA-CONTRACT.md, Back office: Orders): every open
 * refund (money due back, or a reversal waiting for M-Pesa), newest first, a page at a time
 * (../paged-list.machine.ts). A refund its actions changed shows as the server answered, until
 * the tab is read again. The read is injected.
 */
export const refundListMachine = setup({
  types: {
    context: {} as RefundListContext,
    events: {} as RefundListEvent,
  },
  actors: {
    listOpenRefunds: unprovided<RefundListPage, RefundPageRequest>(
      'refundListMachine needs a listOpenRefunds actor',
    ),
  },
  actions: {
    showAnswer: assign(({ context }, changed: RefundChanged) => ({
      list: {
        ...context.list,
        items: context.list.items.map((listed) =>
          listed.id === changed.paymentId && changed.refund
            ? { ...changed.refund, id: listed.id }
            : listed,
        ),
      },
    })),
  },
})
  .extend(pagedListSetup<RefundListContext, RefundListEvent>())
  .createMachine({
    id: 'refundList',
    context: { list: emptyPagedList() },
    on: {
      'refund.changed': { actions: { type: 'showAnswer', params: ({ event }) => event } },
    },
    ...pagedListRegion({
      read: 'listOpenRefunds',
      request: (_: RefundListContext, after: RefundCursor | null): RefundPageRequest => ({ after }),
      page: (page: RefundListPage) => ({ items: page.refunds, next: page.next }),
      list: (context: RefundListContext) => context.list,
      keep: (list) => ({ list }),
      events: { retry: 'refunds.retry', more: 'refunds.more' },
    }),
  });

export type RefundListSnapshot = SnapshotFrom<typeof refundListMachine>;
