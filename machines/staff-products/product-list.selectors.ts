import type { SnapshotFrom } from 'xstate';
import { pagedListSelectors } from '../paged-list';
import type { productListMachine } from './product-list.machine';
import type { ProductListView } from './types';

type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;

const listOf = (view: ProductListView) =>
  pagedListSelectors(
    (snapshot: ProductListSnapshot) => snapshot.context.lists[view],
    (snapshot, state) => snapshot.matches({ [view]: state }),
  );

/** Each list's selectors, made once so a binding selects with the same ones every render. */
export const lists = { all: listOf('all'), hidden: listOf('hidden') };

/** What one list shows. */
export const listStatus = (view: ProductListView) => lists[view].status;

export const view = (snapshot: ProductListSnapshot) => snapshot.context.view;

export const products = (view: ProductListView) => lists[view].items;

export const loadingMore = (view: ProductListView) => lists[view].loadingMore;

export { found, query, searchFailure, searchStatus } from '../product-search';
