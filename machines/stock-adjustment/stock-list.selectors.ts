import type { SnapshotFrom } from 'xstate';
import { pagedListStatus } from '../paged-list';
import type { stockListMachine } from './stock-list.machine';

type StockListSnapshot = SnapshotFrom<typeof stockListMachine>;

/** What the Low stock list shows. */
export const lowStockStatus = (snapshot: StockListSnapshot) =>
  pagedListStatus((state) => snapshot.matches({ lowStock: state }));

export const lowStock = (snapshot: StockListSnapshot) => snapshot.context.lowStock;
export const lowStockFailure = (snapshot: StockListSnapshot) => snapshot.context.lowStockFailure;

export { found, query, searchFailure, searchStatus } from '../product-search';
