import { pagedListSelectors } from '../paged-list';
import type { RefundListSnapshot } from './refund-list.machine';

/** The tab's open refunds: Loading, the refunds, the words for none, or Retry. */
export const list = pagedListSelectors(
  (snapshot: RefundListSnapshot) => snapshot.context.list,
  (snapshot, state) => snapshot.matches(state),
);

export const {
  status: listStatus,
  items: refunds,
  hasMore,
  loadingMore,
  failure,
  moreFailure,
} = list;
