import { assign, fromPromise, setup } from 'xstate';
import type { Product } from '../../src/catalog/product';

/** What one read of the list asks for; the data layer's own request type fits it. */
export type ProductListRequest = Record<string, unknown>;

export interface ProductListPage {
  products: Product[];
  nextCursor: string | null;
}

export interface ProductListContext {
  request: ProductListRequest;
  products: Product[];
  nextCursor: string | null;
  /** The last read's failure, for the screen to describe; null once a read succeeds. */
  failure: unknown;
}

export type ProductListEvent = { type: 'list.retry' };

/**
 * A product listing: loading, then ready (with products or empty) or failed with a Retry.
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
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({
    request: input.request,
    products: [],
    nextCursor: null,
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
        withProducts: {},
        empty: {},
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
  },
});
