import type { SnapshotFrom } from 'xstate';
import type { productListMachine } from './product-list.machine';
import type { ProductListView } from './types';

type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;

export type ListStatus = 'loading' | 'listed' | 'empty' | 'failed';

/** What one list shows. */
export const listStatus =
  (view: ProductListView) =>
  (snapshot: ProductListSnapshot): ListStatus => {
    if (snapshot.matches({ [view]: 'failed' })) return 'failed';
    if (snapshot.matches({ [view]: { shown: 'empty' } })) return 'empty';
    return snapshot.matches({ [view]: 'shown' }) ? 'listed' : 'loading';
  };

export const view = (snapshot: ProductListSnapshot) => snapshot.context.view;

export const products = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.context.lists[view].products;

export const hasMore = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.context.lists[view].next !== null;

export const loadingMore = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.matches({ [view]: { shown: 'loadingMore' } });

export const failure = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.context.lists[view].failure;

export const moreFailure = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.context.lists[view].moreFailure;

/** What Find a product shows under the field: nothing yet, Searching, the products, or none. */
export const searchStatus = (
  snapshot: ProductListSnapshot,
): 'idle' | 'searching' | 'found' | 'none' | 'failed' => {
  if (snapshot.matches({ search: 'idle' })) return 'idle';
  if (snapshot.matches({ search: 'failed' })) return 'failed';
  if (snapshot.matches({ search: { ready: 'found' } })) return 'found';
  return snapshot.matches({ search: { ready: 'none' } }) ? 'none' : 'searching';
};

export const query = (snapshot: ProductListSnapshot) => snapshot.context.query;
export const found = (snapshot: ProductListSnapshot) => snapshot.context.found;
export const searchFailure = (snapshot: ProductListSnapshot) => snapshot.context.searchFailure;
