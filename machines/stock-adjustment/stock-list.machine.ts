import { setup } from 'xstate';
import { emptyPagedList, type PagedList } from '../paged-list';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
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
})
  .extend(productSearchSetup<StockListContext, StockListEvent>())
  .extend(pagedListSetup<StockListContext, StockListEvent>());

/** The Low stock list as the context keeps it: read whole, so it has no next page. */
export const lowStockList = (context: StockListContext): PagedList<StockLine, never> => ({
  ...emptyPagedList(),
  items: context.lowStock,
  failure: context.lowStockFailure,
});

/**
 * The Stock page (../shared/QA-CONTRACT.md, Back office: Stock): the Low stock list, read whole
 * as one page (../paged-list.machine.ts), and Find a product (../product-search.ts).
 */
export const stockListMachine = stockListSetup.createMachine({
  id: 'stockList',
  context: { lowStock: [], lowStockFailure: null, ...productSearchContext<FoundProduct>() },
  type: 'parallel',
  states: {
    lowStock: pagedListRegion({
      read: 'listLowStock',
      request: () => undefined,
      page: (lowStock: StockLine[]) => ({ items: lowStock, next: null }),
      list: lowStockList,
      keep: (list) => ({ lowStock: list.items, lowStockFailure: list.failure }),
      events: { retry: 'lowStock.retry' },
    }),
    search: productSearchRegion<FoundProduct>(),
  },
});
