import type { SnapshotFrom } from 'xstate';
import { pagedListStatus } from '../paged-list';
import type { productListMachine } from './product-list.machine';
import type { ProductListView } from './types';

type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;

/** What one list shows. */
export const listStatus = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  pagedListStatus((state) => snapshot.matches({ [view]: state }));

export const view = (snapshot: ProductListSnapshot) => snapshot.context.view;

export const products = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.context.lists[view].items;

export const hasMore = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.context.lists[view].next !== null;

export const loadingMore = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.matches({ [view]: { shown: 'loadingMore' } });

export const failure = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.context.lists[view].failure;

export const moreFailure = (view: ProductListView) => (snapshot: ProductListSnapshot) =>
  snapshot.context.lists[view].moreFailure;

export { found, query, searchFailure, searchStatus } from '../product-search';
