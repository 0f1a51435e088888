import { assign, setup, type SnapshotFrom } from 'xstate';
import { emptyPagedList, withFailure, withPage, type PagedList } from '../paged-list';
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
 * refund (money due back, or a reversal waiting for M-Pesa), newest first, a page at a time:
 * listed or empty, or failed with a Retry; a next page that fails keeps what is listed. A refund
 * its actions changed shows as the server answered, until the tab is read again. The read is
 * injected.
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
    showPage: assign(({ context }, { page, more }: { page: RefundListPage; more: boolean }) => ({
      list: withPage(context.list, page.refunds, page.next, more),
    })),
    keepFailure: assign(({ context }, { error, more }: { error: unknown; more: boolean }) => ({
      list: withFailure(context.list, error, more),
    })),
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
  guards: {
    hasRefunds: ({ context }) => context.list.items.length > 0,
    hasMore: ({ context }) => context.list.next !== null,
  },
}).createMachine({
  id: 'refundList',
  context: { list: emptyPagedList() },
  on: {
    'refund.changed': { actions: { type: 'showAnswer', params: ({ event }) => event } },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listOpenRefunds',
        input: { after: null },
        onDone: {
          target: 'shown',
          actions: {
            type: 'showPage',
            params: ({ event }) => ({ page: event.output, more: false }),
          },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'keepFailure',
            params: ({ event }) => ({ error: event.error, more: false }),
          },
        },
      },
    },
    failed: { on: { 'refunds.retry': 'loading' } },
    shown: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasRefunds', target: 'listed' }, { target: 'empty' }] },
        empty: {},
        listed: { on: { 'refunds.more': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            src: 'listOpenRefunds',
            input: ({ context }) => ({ after: context.list.next }),
            onDone: {
              target: 'listed',
              actions: {
                type: 'showPage',
                params: ({ event }) => ({ page: event.output, more: true }),
              },
            },
            onError: {
              target: 'listed',
              actions: {
                type: 'keepFailure',
                params: ({ event }) => ({ error: event.error, more: true }),
              },
            },
          },
        },
      },
    },
  },
});

export type RefundListSnapshot = SnapshotFrom<typeof refundListMachine>;
