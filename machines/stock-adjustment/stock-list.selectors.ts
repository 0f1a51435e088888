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

/** What Find a product shows under the field: nothing yet, Searching, the products, or none. */
export const searchStatus = (
  snapshot: StockListSnapshot,
): 'idle' | 'searching' | 'found' | 'none' | 'failed' => {
  if (snapshot.matches({ search: 'idle' })) return 'idle';
  if (snapshot.matches({ search: 'failed' })) return 'failed';
  if (snapshot.matches({ search: { ready: 'found' } })) return 'found';
  return snapshot.matches({ search: { ready: 'none' } }) ? 'none' : 'searching';
};

export const lowStock = (snapshot: StockListSnapshot) => snapshot.context.lowStock;
export const lowStockFailure = (snapshot: StockListSnapshot) => snapshot.context.lowStockFailure;
export const query = (snapshot: StockListSnapshot) => snapshot.context.query;
export const found = (snapshot: StockListSnapshot) => snapshot.context.found;
export const searchFailure = (snapshot: StockListSnapshot) => snapshot.context.searchFailure;
