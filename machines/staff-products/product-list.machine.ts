import { assign, setup } from 'xstate';
import { productSearchContext, productSearchRegion, productSearchSetup } from '../product-search';
import type { ProductSearchContext, ProductSearchEvent } from '../product-search';
import { emptyPagedList, withFailure, withPage, type PagedList } from '../paged-list';
import { unprovided } from '../unprovided';
import type {
  ProductCursor,
  ProductLine,
  ProductListPage,
  ProductListRequest,
  ProductListView,
} from './types';

/** One list: its products in name order, and where its next page starts. */
export type ProductList = PagedList<ProductLine, ProductCursor>;

export interface ProductListContext extends ProductSearchContext<ProductLine> {
  view: ProductListView;
  lists: Record<ProductListView, ProductList>;
}

export type ProductListEvent =
  | { type: 'products.show'; view: ProductListView }
  | { type: 'products.retry'; view: ProductListView }
  | { type: 'products.more'; view: ProductListView }
  | ProductSearchEvent;

export { searchPauseMs } from '../product-search';

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
  guards: {
    isShown: ({ context }, view: ProductListView) => context.view === view,
    isFor: (_, { asked, view }: { asked: ProductListView; view: ProductListView }) =>
      asked === view,
    hasProducts: ({ context }, view: ProductListView) => context.lists[view].items.length > 0,
    hasMore: ({ context }, { asked, view }: { asked: ProductListView; view: ProductListView }) =>
      asked === view && context.lists[view].next !== null,
  },
  actions: {
    showPage: assign(
      (
        { context },
        { view, page, more }: { view: ProductListView; page: ProductListPage; more: boolean },
      ) => ({
        lists: {
          ...context.lists,
          [view]: withPage(context.lists[view], page.products, page.next, more),
        },
      }),
    ),
    keepFailure: assign(
      (
        { context },
        { view, error, more }: { view: ProductListView; error: unknown; more: boolean },
      ) => ({ lists: { ...context.lists, [view]: withFailure(context.lists[view], error, more) } }),
    ),
  },
}).extend(productSearchSetup<ProductListContext, ProductListEvent>());

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
 * product (../product-search.ts). The shop's search finds only products in the shop, which is
 * why the hidden ones have their own list.
 */
export const productListMachine = listSetup.createMachine({
  id: 'productList',
  context: {
    view: 'all',
    lists: { all: emptyPagedList(), hidden: emptyPagedList() },
    ...productSearchContext<ProductLine>(),
  },
  type: 'parallel',
  on: { 'products.show': { actions: assign({ view: ({ event }) => event.view }) } },
  states: {
    all: listRegion('all'),
    hidden: listRegion('hidden'),
    search: productSearchRegion<ProductLine>(),
  },
});
