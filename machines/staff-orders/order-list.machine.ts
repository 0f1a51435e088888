import { assign, setup, type SnapshotFrom } from 'xstate';
import type { OrderQueue } from '@/model/order/queue';
import { logFailure } from '../log-failure';
import type { LogEntry } from '../session/types';
import { unprovided } from '../unprovided';
import { readOrderFind } from './order-find';
import type {
  OrderCursor,
  OrderFind,
  OrderListPage,
  QueueCounts,
  QueuePageRequest,
  StaffOrderSummary,
} from './types';

export interface OrderListContext {
  /** The tab shown, or shown again once a search is cleared. */
  queue: OrderQueue;
  /** The search shown instead of the tab; null while a tab is shown. */
  find: OrderFind | null;
  /** The text that search was read from, for the field and the address bar. */
  findText: string;
  /** Whether the last text sent was neither an order number nor a phone. */
  findRefused: boolean;
  orders: StaffOrderSummary[];
  nextCursor: OrderCursor | null;
  /** Orders waiting in each queue; null until counted, or when counting failed. */
  counts: QueueCounts | null;
  failure: unknown;
}

export type OrderListEvent =
  | { type: 'orders.selectTab'; queue: OrderQueue }
  | { type: 'orders.loadMore' }
  | { type: 'orders.retry' }
  | { type: 'orders.find'; text: string }
  | { type: 'orders.clearFind' };

export interface OrderListInput {
  queue: OrderQueue;
  /** A search to show at once (the address bar kept it), or null. */
  findText: string | null;
}

/** What the page's address keeps of the list, so Back from an order returns to it. */
export interface OrderListView {
  queue: OrderQueue;
  findText: string | null;
}

const rememberFailure = {
  type: 'rememberFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;
const rememberView = {
  type: 'rememberView',
  params: ({ context }: { context: OrderListContext }): OrderListView => ({
    queue: context.queue,
    findText: context.find ? context.findText : null,
  }),
} as const;

/**
 * The back office's order list (../shared/QA-CONTRACT.md, Back office: Orders). One tab at a
 * time, each a queue read a page at a time, newest first, Show more following the cursor;
 * loading, then listed or empty, or failed with a Retry. `Find an order` reads an order number as
 * that one order and a phone as the customer's orders; text that is neither is refused before
 * any read. Beside the list, each queue's count is read when the page opens and again with each
 * tab, and a count that fails only leaves the tabs without numbers. Reads are injected.
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
    countQueues: unprovided<QueueCounts>('orderListMachine needs a countQueues actor'),
  },
  actions: {
    /** Writes the tab or the search into the page's address (the binding's). */
    rememberView: (_, _view: OrderListView) => {},
    log: (_, _entry: LogEntry) => {},
    rememberFailure: assign({ failure: (_, error: unknown) => error }),
    showTab: assign((_, queue: OrderQueue) => ({
      queue,
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
    hasNextPage: ({ context }) => context.nextCursor !== null,
    isFinding: ({ context }) => context.find !== null,
  },
}).createMachine({
  id: 'orderList',
  context: ({ input }) => {
    const find = input.findText === null ? null : readOrderFind(input.findText);
    return {
      queue: input.queue,
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
          target: '.loadingTab',
          actions: [{ type: 'showTab', params: ({ event }) => event.queue }, rememberView],
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
          target: '.loadingTab',
          actions: ['clearFind', rememberView],
        },
      },
      states: {
        starting: {
          always: [{ guard: 'isFinding', target: 'finding' }, { target: 'loadingTab' }],
        },
        loadingTab: {
          entry: assign({ orders: [], nextCursor: null, failure: null }),
          invoke: {
            src: 'listQueue',
            input: ({ context }) => ({ queue: context.queue, cursor: null }),
            onDone: {
              target: 'tabShown',
              actions: assign({
                orders: ({ event }) => event.output.orders,
                nextCursor: ({ event }) => event.output.nextCursor,
              }),
            },
            onError: {
              target: 'tabFailed',
              actions: [rememberFailure, logFailure('Error fetching orders:')],
            },
          },
        },
        tabShown: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'hasOrders', target: 'listed' }, { target: 'empty' }] },
            listed: {
              on: {
                'orders.loadMore': { guard: 'hasNextPage', target: '#orderList.list.loadingMore' },
              },
            },
            empty: {},
            moreFailed: {
              on: {
                'orders.loadMore': '#orderList.list.loadingMore',
                'orders.retry': '#orderList.list.loadingMore',
              },
            },
          },
        },
        loadingMore: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'listQueue',
            input: ({ context }) => ({ queue: context.queue, cursor: context.nextCursor }),
            onDone: {
              target: 'tabShown.listed',
              actions: assign({
                orders: ({ context, event }) => appendNew(context.orders, event.output.orders),
                nextCursor: ({ event }) => event.output.nextCursor,
              }),
            },
            onError: {
              target: 'tabShown.moreFailed',
              actions: [rememberFailure, logFailure('Error fetching orders:')],
            },
          },
        },
        tabFailed: { on: { 'orders.retry': 'loadingTab' } },
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
            deciding: { always: [{ guard: 'hasOrders', target: 'matches' }, { target: 'missed' }] },
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
            onDone: { target: 'counted', actions: assign({ counts: ({ event }) => event.output }) },
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
 * The next page after the current one. An order that moved up the queue since the last page was
 * read may come again; it is listed once.
 */
function appendNew(shown: StaffOrderSummary[], page: StaffOrderSummary[]): StaffOrderSummary[] {
  const ids = new Set(shown.map((order) => order.id));
  return [...shown, ...page.filter((order) => !ids.has(order.id))];
}

export type OrderListSnapshot = SnapshotFrom<typeof orderListMachine>;
