/**
 * Find a product, as the Products and Stock pages share it: a `search` region of their machines
 * that searches the shop's own index (src/catalog/data/product-search.ts) once typing pauses, or
 * at once on Enter. A new search drops the one in flight; clearing the field clears the results.
 * A machine's context holds `productSearchContext`, its setup is extended with
 * `productSearchSetup`, and its `findProducts` actor takes the query.
 */
import { assign, type EventObject } from 'xstate';

/** How long typing must pause before the search is read: one read per word, not per letter. */
export const searchPauseMs = 400;

export interface ProductSearchContext<Product> {
  /** What staff typed in Find a product, trimmed. */
  query: string;
  found: Product[];
  searchFailure: unknown;
}

export type ProductSearchEvent =
  | { type: 'search.type'; text: string }
  /** Enter, or the Find button: search at once. */
  | { type: 'search.submit' }
  | { type: 'search.retry' };

export const productSearchContext = <Product>(): ProductSearchContext<Product> => ({
  query: '',
  found: [],
  searchFailure: null,
});

const guards = {
  isBlank: (_: unknown, text: string) => text.trim() === '',
  hasQuery: ({ context }: { context: { query: string } }) => context.query !== '',
  foundAny: ({ context }: { context: { found: readonly unknown[] } }) => context.found.length > 0,
};

/**
 * Find a product's guards, actions and delays, for the machine's `setup(…).extend`. Its actions
 * are made for the machine's context and events, as xstate types an action by the machine it
 * runs in.
 */
export const productSearchSetup = <
  Context extends ProductSearchContext<unknown>,
  Event extends EventObject,
>() => {
  const keep = <Params>(change: (params: Params) => Partial<ProductSearchContext<unknown>>) =>
    assign<Context, Event, Params, Event, never>((_, params) => change(params) as Partial<Context>);
  return {
    guards,
    actions: {
      keepQuery: keep((text: string) => ({ query: text.trim() })),
      keepFound: keep((found: Context['found']) => ({ found, searchFailure: null })),
      keepSearchFailure: keep((error: unknown) => ({ searchFailure: error })),
      clearSearch: keep(() => ({ query: '', found: [], searchFailure: null })),
    },
    delays: { searchPause: searchPauseMs },
  };
};

const typed = ({ event }: { event: { text: string } }) => event.text;

/** The machine's `search` region, for `Product`s as its `findProducts` actor answers them. */
export const productSearchRegion = <Product>() =>
  ({
    initial: 'idle',
    on: {
      'search.type': [
        { guard: { type: 'isBlank', params: typed }, target: '.idle', actions: 'clearSearch' },
        { target: '.waiting', actions: { type: 'keepQuery', params: typed } },
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
            { guard: { type: 'isBlank', params: typed }, target: 'idle', actions: 'clearSearch' },
            { target: 'waiting', reenter: true, actions: { type: 'keepQuery', params: typed } },
          ],
        },
      },
      searching: {
        invoke: {
          src: 'findProducts',
          input: ({ context }: { context: { query: string } }) => context.query,
          onDone: {
            target: 'ready',
            actions: {
              type: 'keepFound',
              params: ({ event }: { event: { output: Product[] } }) => event.output,
            },
          },
          onError: {
            target: 'failed',
            actions: {
              type: 'keepSearchFailure',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
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
  }) as const;

export type ProductSearchStatus = 'idle' | 'searching' | 'found' | 'none' | 'failed';

type SearchState = 'idle' | 'failed' | { ready: 'found' | 'none' };

/** What Find a product shows under the field: nothing yet, Searching, the products, or none. */
export const searchStatus = (snapshot: {
  matches: (state: { search: SearchState }) => boolean;
}): ProductSearchStatus => {
  if (snapshot.matches({ search: 'idle' })) return 'idle';
  if (snapshot.matches({ search: 'failed' })) return 'failed';
  if (snapshot.matches({ search: { ready: 'found' } })) return 'found';
  return snapshot.matches({ search: { ready: 'none' } }) ? 'none' : 'searching';
};

export const query = (snapshot: { context: { query: string } }) => snapshot.context.query;

export const found = <Product>(snapshot: { context: ProductSearchContext<Product> }) =>
  snapshot.context.found;

export const searchFailure = (snapshot: { context: { searchFailure: unknown } }) =>
  snapshot.context.searchFailure;
