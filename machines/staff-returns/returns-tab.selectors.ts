import { pagedListSelectors } from '../paged-list';
import type { ReturnsTabSnapshot } from './returns-tab.machine';

/** The tab's open returns: Loading, the returns, the words for none, or Retry. */
export const list = pagedListSelectors(
  (snapshot: ReturnsTabSnapshot) => snapshot.context.list,
  (snapshot, state) => snapshot.matches({ list: state }),
);

export const {
  status: listStatus,
  items: returns,
  hasMore,
  loadingMore,
  failure,
  moreFailure,
} = list;

export const isShown = (snapshot: ReturnsTabSnapshot) => snapshot.context.shown;
export const count = (snapshot: ReturnsTabSnapshot) => snapshot.context.count;
