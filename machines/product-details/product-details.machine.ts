import { assign, fromPromise, setup } from 'xstate';
import type { Product } from '../../src/catalog/product';

export interface ProductDetailsContext {
  id: string;
  product: Product | null;
  failure: unknown;
}

/**
 * One product's page: loading, then found, missing (no such id) or failed with a Retry.
 * The read is injected as the `loadProduct` actor.
 */
export const productDetailsMachine = setup({
  types: {
    context: {} as ProductDetailsContext,
    events: {} as { type: 'details.retry' },
    input: {} as { id: string },
  },
  actors: {
    loadProduct: fromPromise<Product | null, string>(() =>
      Promise.reject(new Error('productDetailsMachine needs a loadProduct actor')),
    ),
  },
  guards: {
    isFound: (_, product: Product | null) => product !== null,
  },
}).createMachine({
  id: 'productDetails',
  context: ({ input }) => ({ id: input.id, product: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => context.id,
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'found',
            actions: assign({ product: ({ event }) => event.output, failure: null }),
          },
          { target: 'missing' },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    found: {},
    missing: {},
    failed: { on: { 'details.retry': 'loading' } },
  },
});
