import type { SnapshotFrom } from 'xstate';
import { pagedListSelectors } from '../paged-list';
import { lowStockList, type stockListMachine } from './stock-list.machine';

type StockListSnapshot = SnapshotFrom<typeof stockListMachine>;

/** The Low stock list: Loading, the products running low, the words for none, or Retry. */
export const lowStock = pagedListSelectors(
  (snapshot: StockListSnapshot) => lowStockList(snapshot.context),
  (snapshot, state) => snapshot.matches({ lowStock: state }),
);

export const lowStockStatus = lowStock.status;

export { found, query, searchFailure, searchStatus } from '../product-search';
