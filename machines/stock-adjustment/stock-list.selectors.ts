import type { SnapshotFrom } from 'xstate';
import type { stockListMachine } from './stock-list.machine';

type StockListSnapshot = SnapshotFrom<typeof stockListMachine>;

/** What the Low stock list shows. */
export const lowStockStatus = (
  snapshot: StockListSnapshot,
): 'loading' | 'listed' | 'empty' | 'failed' => {
  if (snapshot.matches({ lowStock: 'failed' })) return 'failed';
  if (snapshot.matches({ lowStock: { ready: 'listed' } })) return 'listed';
  return snapshot.matches({ lowStock: { ready: 'empty' } }) ? 'empty' : 'loading';
};

export const lowStock = (snapshot: StockListSnapshot) => snapshot.context.lowStock;
export const lowStockFailure = (snapshot: StockListSnapshot) => snapshot.context.lowStockFailure;

export { found, query, searchFailure, searchStatus } from '../product-search';
