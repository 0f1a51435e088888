import { assign, setup } from 'xstate';
import { unprovided } from '../unprovided';
import type { OrderSummary } from './types';

export interface OrderHistoryContext {
  ownerUid: string;
  orders: OrderSummary[];
  failure: unknown;
}

/**
 * The signed-in shopper's orders on the account page: loading, then listed or empty, or failed
 * with a Retry. The read (`listOrders`, orders by owner) is injected.
 */
export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as { type: 'orders.retry' },
    input: {} as { ownerUid: string },
  },
  actors: {
    listOrders: unprovided<OrderSummary[], string>('orderHistoryMachine needs a listOrders actor'),
  },
  guards: {
    hasOrders: ({ context }) => context.orders.length > 0,
  },
}).createMachine({
  id: 'orderHistory',
  context: ({ input }) => ({ ownerUid: input.ownerUid, orders: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listOrders',
        input: ({ context }) => context.ownerUid,
        onDone: {
          target: 'ready',
          actions: assign({ orders: ({ event }) => event.output, failure: null }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    ready: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasOrders', target: 'listed' }, { target: 'empty' }] },
        listed: {},
        empty: {},
      },
    },
    failed: { on: { 'orders.retry': 'loading' } },
  },
});
