import type { SnapshotFrom } from 'xstate';
import type { productListMachine } from './product-list.machine';

type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;

export type ProductListStatus = 'loading' | 'ready' | 'empty' | 'failed';

/** What the listing shows in place of its cards, or beside them. */
export function productListStatus(snapshot: ProductListSnapshot): ProductListStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ ready: 'empty' })) return 'empty';
  return 'ready';
}

export type MoreStatus = 'available' | 'loading' | 'failed' | 'none';

/** What Load more shows: the button, its spinner, its Retry, or nothing after the last page. */
export function moreStatus(snapshot: ProductListSnapshot): MoreStatus {
  if (snapshot.matches('loadingMore')) return 'loading';
  if (snapshot.matches('moreFailed')) return 'failed';
  return snapshot.can({ type: 'listing.loadMore' }) ? 'available' : 'none';
}

/** The first cards are on the screen: the moment a listing asks for its count. */
export const hasProducts = (snapshot: ProductListSnapshot): boolean =>
  snapshot.matches({ ready: 'withProducts' });

export const products = (snapshot: ProductListSnapshot) => snapshot.context.products;
export const total = (snapshot: ProductListSnapshot) => snapshot.context.total;
export const failure = (snapshot: ProductListSnapshot) => snapshot.context.failure;
