import { assign, setup } from 'xstate';
import { productSearchContext, productSearchRegion, productSearchSetup } from '../product-search';
import type { ProductSearchContext, ProductSearchEvent } from '../product-search';
import { emptyPagedList, type PagedList } from '../paged-list';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
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
})
  .extend(productSearchSetup<ProductListContext, ProductListEvent>())
  .extend(pagedListSetup<ProductListContext, ProductListEvent>());

/** One list, read the first time it is shown (../paged-list.machine.ts). */
const listRegion = (view: ProductListView) =>
  pagedListRegion({
    read: 'listProducts',
    request: (_: ProductListContext, after: ProductCursor | null) => ({ view, after }),
    page: (page: ProductListPage) => ({ items: page.products, next: page.next }),
    list: (context: ProductListContext) => context.lists[view],
    keep: (list, _, context) => ({ lists: { ...context.lists, [view]: list } }),
    events: { retry: 'products.retry', more: 'products.more' },
    isFor: (event: ProductListEvent) => 'view' in event && event.view === view,
    opensWhen: (context: ProductListContext) => context.view === view,
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
