import { assign, fromPromise, setup } from 'xstate';
import type { Product } from '../../src/catalog/product';

/** What one read of the list asks for; the data layer's own request type fits it. */
export type ProductListRequest = Record<string, unknown>;

export interface ProductListPage {
  products: Product[];
  nextCursor: string | null;
  /** How many products match in all, when the first read counted them. */
  total?: number | null;
}

export interface ProductListContext {
  request: ProductListRequest;
  products: Product[];
  nextCursor: string | null;
  total: number | null;
  /** The last read's failure, for the screen to describe; null once a read succeeds. */
  failure: unknown;
}

export type ProductListEvent = { type: 'list.retry' } | { type: 'list.loadMore' };

/**
 * A product listing: loading, then ready (with products or empty) or failed with a Retry; from
 * ready, Load more reads the next page after the cursor and appends it, one page at a time.
 * The read itself is injected as the `loadPage` actor, so the machine knows no backend.
 */
export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as { request: ProductListRequest },
  },
  actors: {
    loadPage: fromPromise<ProductListPage, ProductListRequest>(() =>
      Promise.reject(new Error('productListMachine needs a loadPage actor')),
    ),
  },
  guards: {
    hasProducts: ({ context }) => context.products.length > 0,
    hasMorePages: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({
    request: input.request,
    products: [],
    nextCursor: null,
    total: null,
    failure: null,
  }),
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
          on: { 'list.loadMore': { guard: 'hasMorePages', target: '#productList.loadingMore' } },
        },
        empty: {},
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
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
      on: { 'list.retry': 'loadingMore', 'list.loadMore': 'loadingMore' },
    },
  },
});
