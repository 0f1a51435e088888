import { assign, setup } from 'xstate';
import { unprovided } from '../unprovided';
import type {
  ProductCursor,
  ProductLine,
  ProductListPage,
  ProductListRequest,
  ProductListView,
} from './types';

/** One list: its products in name order, and where its next page starts. */
export interface ProductList {
  products: ProductLine[];
  next: ProductCursor | null;
  /** Why the list could not be read. */
  failure: unknown;
  /** Why its next page could not be read: the products shown stay. */
  moreFailure: unknown;
}

export interface ProductListContext {
  view: ProductListView;
  lists: Record<ProductListView, ProductList>;
  /** What staff typed in Find a product, trimmed. */
  query: string;
  found: ProductLine[];
  searchFailure: unknown;
}

export type ProductListEvent =
  | { type: 'products.show'; view: ProductListView }
  | { type: 'products.retry'; view: ProductListView }
  | { type: 'products.more'; view: ProductListView }
  | { type: 'search.type'; text: string }
  /** Enter, or the Find button: search at once. */
  | { type: 'search.submit' }
  | { type: 'search.retry' };

/** How long typing must pause before the search is read: one read per word, not per letter. */
export const searchPauseMs = 400;

const emptyList = (): ProductList => ({
  products: [],
  next: null,
  failure: null,
  moreFailure: null,
});

const listSetup = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
  },
  actors: {
    listProducts: unprovided<ProductListPage, ProductListRequest>(
      'productListMachine needs a listProducts actor',
    ),
    findProducts: unprovided<ProductLine[], string>(
      'productListMachine needs a findProducts actor',
    ),
  },
  delays: { searchPause: searchPauseMs },
  guards: {
    isShown: ({ context }, view: ProductListView) => context.view === view,
    isFor: (_, { asked, view }: { asked: ProductListView; view: ProductListView }) =>
      asked === view,
    hasProducts: ({ context }, view: ProductListView) => context.lists[view].products.length > 0,
    hasMore: ({ context }, { asked, view }: { asked: ProductListView; view: ProductListView }) =>
      asked === view && context.lists[view].next !== null,
    isBlank: (_, text: string) => text.trim() === '',
    hasQuery: ({ context }) => context.query !== '',
    foundAny: ({ context }) => context.found.length > 0,
  },
  actions: {
    showPage: assign(
      (
        { context },
        { view, page, more }: { view: ProductListView; page: ProductListPage; more: boolean },
      ) => {
        const shown = more ? context.lists[view].products : [];
        // A product renamed since the last page was read is listed once.
        const known = new Set(shown.map((product) => product.id));
        const products = [...shown, ...page.products.filter((product) => !known.has(product.id))];
        return {
          lists: { ...context.lists, [view]: { ...emptyList(), products, next: page.next } },
        };
      },
    ),
    keepFailure: assign(
      (
        { context },
        { view, error, more }: { view: ProductListView; error: unknown; more: boolean },
      ) => ({
        lists: {
          ...context.lists,
          [view]: { ...context.lists[view], [more ? 'moreFailure' : 'failure']: error },
        },
      }),
    ),
    keepQuery: assign((_, text: string) => ({ query: text.trim() })),
    clearSearch: assign({ query: '', found: [], searchFailure: null }),
  },
});

/**
 * One list, read the first time it is shown: listed or empty, or failed with a Retry; later
 * products a page at a time.
 */
const listRegion = (view: ProductListView) =>
  listSetup.createStateConfig({
    initial: 'unopened',
    states: {
      unopened: { always: { guard: { type: 'isShown', params: view }, target: 'loading' } },
      loading: {
        invoke: {
          src: 'listProducts',
          input: { view, after: null },
          onDone: {
            target: 'shown',
            actions: {
              type: 'showPage',
              params: ({ event }) => ({ view, page: event.output, more: false }),
            },
          },
          onError: {
            target: 'failed',
            actions: {
              type: 'keepFailure',
              params: ({ event }) => ({ view, error: event.error, more: false }),
            },
          },
        },
      },
      failed: {
        on: {
          'products.retry': {
            guard: { type: 'isFor', params: ({ event }) => ({ asked: event.view, view }) },
            target: 'loading',
          },
        },
      },
      shown: {
        initial: 'deciding',
        states: {
          deciding: {
            always: [
              { guard: { type: 'hasProducts', params: view }, target: 'listed' },
              { target: 'empty' },
            ],
          },
          empty: {},
          listed: {
            on: {
              'products.more': {
                guard: { type: 'hasMore', params: ({ event }) => ({ asked: event.view, view }) },
                target: 'loadingMore',
              },
            },
          },
          loadingMore: {
            invoke: {
              src: 'listProducts',
              input: ({ context }) => ({ view, after: context.lists[view].next }),
              onDone: {
                target: 'listed',
                actions: {
                  type: 'showPage',
                  params: ({ event }) => ({ view, page: event.output, more: true }),
                },
              },
              onError: {
                target: 'listed',
                actions: {
                  type: 'keepFailure',
                  params: ({ event }) => ({ view, error: event.error, more: true }),
                },
              },
            },
          },
        },
      },
    },
  });

/**
 * The Products page (../shared/QA-CONTRACT.md, Back office: Products): every product in name
 * order and the hidden ones, each list read when first shown and a page at a time; and Find a
 * product, which searches the shop's own index (src/catalog/data/product-search.ts) once typing
 * pauses, or at once on Enter. The shop's search finds only products in the shop, which is why
 * the hidden ones have their own list. A new search drops the one in flight; clearing the field
 * clears the results.
 */
export const productListMachine = listSetup.createMachine({
  id: 'productList',
  context: {
    view: 'all',
    lists: { all: emptyList(), hidden: emptyList() },
    query: '',
    found: [],
    searchFailure: null,
  },
  type: 'parallel',
  on: { 'products.show': { actions: assign({ view: ({ event }) => event.view }) } },
  states: {
    all: listRegion('all'),
    hidden: listRegion('hidden'),
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
