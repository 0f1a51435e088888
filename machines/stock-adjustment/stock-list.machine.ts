import { assign, setup } from 'xstate';
import { unprovided } from '../unprovided';
import type { FoundProduct, StockLine } from './types';

export interface StockListContext {
  lowStock: StockLine[];
  lowStockFailure: unknown;
  /** What staff typed in Find a product, trimmed. */
  query: string;
  found: FoundProduct[];
  searchFailure: unknown;
}

export type StockListEvent =
  | { type: 'lowStock.retry' }
  | { type: 'search.type'; text: string }
  /** Enter, or the Find button: search at once. */
  | { type: 'search.submit' }
  | { type: 'search.retry' };

/** How long typing must pause before the search is read: one read per word, not per letter. */
export const searchPauseMs = 400;

/**
 * The Stock page (../shared/QA-CONTRACT.md, Back office: Stock): the Low stock list, read once,
 * and Find a product, which searches the shop's own index (src/catalog/data/product-search.ts)
 * once typing pauses, or at once on Enter. A new search drops the one in flight; clearing the
 * field clears the results.
 */
export const stockListMachine = setup({
  types: {
    context: {} as StockListContext,
    events: {} as StockListEvent,
  },
  actors: {
    listLowStock: unprovided<StockLine[]>('stockListMachine needs a listLowStock actor'),
    findProducts: unprovided<FoundProduct[], string>('stockListMachine needs a findProducts actor'),
  },
  delays: { searchPause: searchPauseMs },
  actions: {
    keepQuery: assign((_, text: string) => ({ query: text.trim() })),
    clearSearch: assign({ query: '', found: [], searchFailure: null }),
  },
  guards: {
    hasLowStock: ({ context }) => context.lowStock.length > 0,
    isBlank: (_, text: string) => text.trim() === '',
    hasQuery: ({ context }) => context.query !== '',
    foundAny: ({ context }) => context.found.length > 0,
  },
}).createMachine({
  id: 'stockList',
  context: { lowStock: [], lowStockFailure: null, query: '', found: [], searchFailure: null },
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
            deciding: { always: [{ guard: 'hasLowStock', target: 'listed' }, { target: 'empty' }] },
            listed: {},
            empty: {},
          },
        },
        failed: { on: { 'lowStock.retry': 'loading' } },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'search.type': [
          {
            guard: { type: 'isBlank', params: ({ event }) => event.text },
            target: '.idle',
            actions: 'clearSearch',
          },
          { target: '.waiting', actions: { type: 'keepQuery', params: ({ event }) => event.text } },
        ],
        'search.submit': { guard: 'hasQuery', target: '.searching' },
      },
      states: {
        idle: {},
        waiting: {
          after: { searchPause: 'searching' },
          on: {
            // Each keystroke starts the pause again.
            'search.type': [
              {
                guard: { type: 'isBlank', params: ({ event }) => event.text },
                target: 'idle',
                actions: 'clearSearch',
              },
              {
                target: 'waiting',
                reenter: true,
                actions: { type: 'keepQuery', params: ({ event }) => event.text },
              },
            ],
          },
        },
        searching: {
          invoke: {
            src: 'findProducts',
            input: ({ context }) => context.query,
            onDone: {
              target: 'ready',
              actions: assign({ found: ({ event }) => event.output, searchFailure: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ searchFailure: ({ event }) => event.error }),
            },
          },
        },
        ready: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'foundAny', target: 'found' }, { target: 'none' }] },
            found: {},
            none: {},
          },
        },
        failed: { on: { 'search.retry': 'searching' } },
      },
    },
  },
});
