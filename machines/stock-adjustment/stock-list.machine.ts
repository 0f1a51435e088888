import { assign, setup } from 'xstate';
import { productSearchContext, productSearchRegion, productSearchSetup } from '../product-search';
import type { ProductSearchContext, ProductSearchEvent } from '../product-search';
import { unprovided } from '../unprovided';
import type { FoundProduct, StockLine } from './types';

export interface StockListContext extends ProductSearchContext<FoundProduct> {
  lowStock: StockLine[];
  lowStockFailure: unknown;
}

export type StockListEvent = { type: 'lowStock.retry' } | ProductSearchEvent;

export { searchPauseMs } from '../product-search';

const stockListSetup = setup({
  types: {
    context: {} as StockListContext,
    events: {} as StockListEvent,
  },
  actors: {
    listLowStock: unprovided<StockLine[]>('stockListMachine needs a listLowStock actor'),
    findProducts: unprovided<FoundProduct[], string>('stockListMachine needs a findProducts actor'),
  },
  guards: {
    hasLowStock: ({ context }) => context.lowStock.length > 0,
  },
}).extend(productSearchSetup<StockListContext, StockListEvent>());

/**
 * The Stock page (../shared/QA-CONTRACT.md, Back office: Stock): the Low stock list, read once,
 * and Find a product (../product-search.ts).
 */
export const stockListMachine = stockListSetup.createMachine({
  id: 'stockList',
  context: { lowStock: [], lowStockFailure: null, ...productSearchContext<FoundProduct>() },
  type: 'parallel',
  states: {
    lowStock: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'listLowStock',
            onDone: {
              target: 'ready',
              actions: assign({ lowStock: ({ event }) => event.output, lowStockFailure: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ lowStockFailure: ({ event }) => event.error }),
            },
          },
        },
        ready: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasLowStock', target: 'listed' }, { target: 'empty' }],
            },
            listed: {},
            empty: {},
          },
        },
        failed: { on: { 'lowStock.retry': 'loading' } },
      },
    },
    search: productSearchRegion<FoundProduct>(),
  },
});
