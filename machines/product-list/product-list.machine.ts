import { assign, setup, spawnChild, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { Product } from '@model/catalog/product';
import type { ProductPage, ProductQuery } from '@model/catalog/product-query';
import { unprovided } from '../unprovided';

export interface ProductListContext {
  request: ProductQuery;
  products: Product[];
  nextCursor: string | null;
  total: number | null;
  /** Whether the total is read on its own (`countTotal`) once the first cards are shown. */
  countsWhenShown: boolean;
  /** Whether that count has been asked for: it is read once. */
  countAsked: boolean;
  /** The last read's failure, for the screen to describe; null once a read succeeds. */
  failure: unknown;
}

export type ProductListEvent =
  | { type: 'listing.retry' }
  | { type: 'listing.loadMore' }
  /** The first cards are on the screen. */
  | { type: 'listing.shown' };

/**
 * A product listing: loading, then ready (with products or empty) or failed with a Retry; from
 * ready, Load more reads the next page after the cursor and appends it, one page at a time.
 * A listing that counts its matches on their own (`countsWhenShown`) asks for the count once its
 * first cards are shown, so on a phone's few connections the count never competes with them; a
 * failed count leaves the total unknown, which the screen shows without.
 * The reads are injected as the `loadPage` and `countTotal` actors, so the machine knows no backend.
 */
export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    // The count, read by the `total` child the machine spawns, answers with its done or error event.
    events: {} as
      ProductListEvent | DoneActorEvent<number, 'total'> | ErrorActorEvent<unknown, 'total'>,
    input: {} as { request: ProductQuery; countsWhenShown?: boolean },
  },
  actors: {
    loadPage: unprovided<ProductPage, ProductQuery>('productListMachine needs a loadPage actor'),
    countTotal: unprovided<number, ProductQuery>('productListMachine needs a countTotal actor'),
  },
  guards: {
    hasProducts: ({ context }) => context.products.length > 0,
    hasMorePages: ({ context }) => context.nextCursor !== null,
    totalToCount: ({ context }) =>
      context.countsWhenShown && !context.countAsked && context.total === null,
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({
    request: input.request,
    products: [],
    nextCursor: null,
    total: null,
    countsWhenShown: input.countsWhenShown ?? false,
    countAsked: false,
    failure: null,
  }),
  on: {
    'xstate.done.actor.total': {
      actions: assign({ total: ({ event }) => event.output }),
    },
    // The count is a nicety: without it the listing shows its cards without "Showing N of M".
    'xstate.error.actor.total': {},
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.request,
        onDone: {
          target: 'ready',
          actions: assign({
            products: ({ event }) => event.output.products,
            nextCursor: ({ event }) => event.output.nextCursor,
            total: ({ event }) => event.output.total ?? null,
            failure: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    ready: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasProducts', target: 'withProducts' }, { target: 'empty' }],
        },
        withProducts: {
          on: {
            'listing.loadMore': { guard: 'hasMorePages', target: '#productList.loadingMore' },
            'listing.shown': {
              guard: 'totalToCount',
              actions: [
                spawnChild('countTotal', { id: 'total', input: ({ context }) => context.request }),
                assign({ countAsked: true }),
              ],
            },
          },
        },
        empty: {},
      },
    },
    failed: {
      on: { 'listing.retry': 'loading' },
    },
    loadingMore: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ ...context.request, cursor: context.nextCursor }),
        onDone: {
          target: 'ready.withProducts',
          actions: assign({
            products: ({ context, event }) => [
              ...context.products,
              // A product moved between pages while the shopper read them is shown once.
              ...event.output.products.filter((p) => !context.products.some((q) => q.id === p.id)),
            ],
            nextCursor: ({ event }) => event.output.nextCursor,
            failure: null,
          }),
        },
        onError: { target: 'moreFailed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    /** The products read so far stay on screen; only the next page failed. */
    moreFailed: {
      on: { 'listing.retry': 'loadingMore', 'listing.loadMore': 'loadingMore' },
    },
  },
});
