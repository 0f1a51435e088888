import { assign, setup, type SnapshotFrom } from 'xstate';
import type { OrderQueue } from '@model/order/queue';
import { logFailure } from '../log-failure';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
import type { LogEntry } from '../session/types';
import { unprovided } from '../unprovided';
import { readOrderFind } from './order-find';
import type {
  OrderCursor,
  OrderFind,
  OrderListPage,
  OrderTab,
  QueuePageRequest,
  StaffOrderSummary,
  TabCounts,
} from './types';

export interface OrderListContext {
  /** The tab shown, or shown again once a search is cleared. */
  tab: OrderTab;
  /** The search shown instead of the tab; null while a tab is shown. */
  find: OrderFind | null;
  /** The text that search was read from, for the field and the address bar. */
  findText: string;
  /** Whether the last text sent was neither an order number nor a phone. */
  findRefused: boolean;
  orders: StaffOrderSummary[];
  nextCursor: OrderCursor | null;
  /** What waits in each tab; null until counted, or when counting failed. */
  counts: TabCounts | null;
  failure: unknown;
}

export type OrderListEvent =
  | { type: 'orders.selectTab'; tab: OrderTab }
  | { type: 'orders.loadMore' }
  | { type: 'orders.retry' }
  | { type: 'orders.find'; text: string }
  | { type: 'orders.clearFind' };

export interface OrderListInput {
  tab: OrderTab;
  /** A search to show at once (the address bar kept it), or null. */
  findText: string | null;
}

/** What the page's address keeps of the list, so Back from an order returns to it. */
export interface OrderListView {
  tab: OrderTab;
  findText: string | null;
}

const rememberFailure = {
  type: 'rememberFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;
const rememberView = {
  type: 'rememberView',
  params: ({ context }: { context: OrderListContext }): OrderListView => ({
    tab: context.tab,
    findText: context.find ? context.findText : null,
  }),
} as const;

/**
 * The back office's order list (../shared/QA-CONTRACT.md, Back office: Orders). One tab at a
 * time, each a queue read a page at a time, newest first (../paged-list.machine.ts). The Refunds
 * tab lists refunds, not orders: its list is its own machine
 * (../staff-refunds/refund-list.machine.ts), and this one only keeps it chosen. `Find an order`
 * reads an order number as that one order and a phone as the customer's orders; text that is
 * neither is refused before any read. Beside the list, each tab's count is read when the page
 * opens and again with each tab, and a count that fails only leaves the tabs without numbers.
 * Reads are injected.
 */
export const orderListMachine = setup({
  types: {
    context: {} as OrderListContext,
    events: {} as OrderListEvent,
    input: {} as OrderListInput,
  },
  actors: {
    listQueue: unprovided<OrderListPage, QueuePageRequest>(
      'orderListMachine needs a listQueue actor',
    ),
    findOrders: unprovided<StaffOrderSummary[], OrderFind>(
      'orderListMachine needs a findOrders actor',
    ),
    countQueues: unprovided<TabCounts>('orderListMachine needs a countQueues actor'),
  },
  actions: {
    /** Writes the tab or the search into the page's address (the binding's). */
    rememberView: (_, _view: OrderListView) => {},
    log: (_, _entry: LogEntry) => {},
    rememberFailure: assign({ failure: (_, error: unknown) => error }),
    showTab: assign((_, tab: OrderTab) => ({
      tab,
      find: null,
      findText: '',
      findRefused: false,
    })),
    keepFind: assign((_, text: string) => ({
      find: readOrderFind(text),
      findText: text.trim(),
      findRefused: false,
    })),
    refuseFind: assign({ findRefused: true }),
    clearFind: assign({ find: null, findText: '', findRefused: false }),
  },
  guards: {
    canBeFound: (_, text: string) => readOrderFind(text) !== null,
    hasOrders: ({ context }) => context.orders.length > 0,
    isFinding: ({ context }) => context.find !== null,
    isRefundsTab: ({ context }) => context.tab === 'refunds',
  },
})
  .extend(pagedListSetup<OrderListContext, OrderListEvent>())
  .createMachine({
    id: 'orderList',
    context: ({ input }) => {
      const find = input.findText === null ? null : readOrderFind(input.findText);
      return {
        tab: input.tab,
        find,
        findText: find ? input.findText!.trim() : '',
        findRefused: false,
        orders: [],
        nextCursor: null,
        counts: null,
        failure: null,
      };
    },
    type: 'parallel',
    states: {
      list: {
        initial: 'starting',
        on: {
          'orders.selectTab': {
            target: '.starting',
            actions: [{ type: 'showTab', params: ({ event }) => event.tab }, rememberView],
          },
          'orders.find': [
            {
              guard: { type: 'canBeFound', params: ({ event }) => event.text },
              target: '.finding',
              actions: [{ type: 'keepFind', params: ({ event }) => event.text }, rememberView],
            },
            { actions: 'refuseFind' },
          ],
          'orders.clearFind': {
            guard: 'isFinding',
            target: '.starting',
            actions: ['clearFind', rememberView],
          },
        },
        states: {
          starting: {
            always: [
              { guard: 'isFinding', target: 'finding' },
              { guard: 'isRefundsTab', target: 'refundsTab' },
              { target: 'tab' },
            ],
          },
          // The refunds' own list shows in the tab: no order is read or kept.
          refundsTab: {
            entry: assign({ orders: [], nextCursor: null, failure: null }),
          },
          tab: pagedListRegion({
            read: 'listQueue',
            request: (context: OrderListContext, cursor: OrderCursor | null) => ({
              queue: queueOfTab(context.tab),
              cursor,
            }),
            page: (page: OrderListPage) => ({ items: page.orders, next: page.nextCursor }),
            // One failure is kept, the last read's: the tab's, its next page's or the search's.
            list: (context: OrderListContext) => ({
              items: context.orders,
              next: context.nextCursor,
              failure: context.failure,
              moreFailure: null,
            }),
            keep: (list) => ({
              orders: list.items,
              nextCursor: list.next,
              failure: list.moreFailure ?? list.failure,
            }),
            events: { retry: 'orders.retry', more: 'orders.loadMore' },
            onFailure: logFailure('Error fetching orders:'),
          }),
          finding: {
            entry: assign({ orders: [], nextCursor: null, failure: null }),
            invoke: {
              src: 'findOrders',
              input: ({ context }) => context.find!,
              onDone: { target: 'found', actions: assign({ orders: ({ event }) => event.output }) },
              onError: {
                target: 'findFailed',
                actions: [rememberFailure, logFailure('Error finding orders:')],
              },
            },
          },
          found: {
            initial: 'deciding',
            states: {
              deciding: {
                always: [{ guard: 'hasOrders', target: 'matches' }, { target: 'missed' }],
              },
              matches: {},
              missed: {},
            },
          },
          findFailed: { on: { 'orders.retry': 'finding' } },
        },
      },
      counts: {
        initial: 'counting',
        on: {
          // Staff moved orders between queues since: the numbers are read again with each tab.
          'orders.selectTab': '.counting',
        },
        states: {
          counting: {
            invoke: {
              src: 'countQueues',
              onDone: {
                target: 'counted',
                actions: assign({ counts: ({ event }) => event.output }),
              },
              onError: {
                target: 'uncounted',
                actions: [assign({ counts: null }), logFailure('Error counting orders:')],
              },
            },
          },
          counted: {},
          uncounted: { on: { 'orders.retry': 'counting' } },
        },
      },
    },
  });

/**
 * The queue a tab of orders lists. `starting` sends the Refunds tab to `refundsTab`, so no read of
 * orders is ever made for it.
 */
function queueOfTab(tab: OrderTab): OrderQueue {
  if (tab === 'refunds') throw new Error('The Refunds tab lists no orders');
  return tab;
}

export type OrderListSnapshot = SnapshotFrom<typeof orderListMachine>;
