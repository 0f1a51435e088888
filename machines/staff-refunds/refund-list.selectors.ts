import { pagedListStatus } from '../paged-list';
import type { RefundListSnapshot } from './refund-list.machine';

/** What the tab shows: Loading, its refunds, the words for none, or Retry. */
export const listStatus = (snapshot: RefundListSnapshot) =>
  pagedListStatus((state) => snapshot.matches(state));

export const refunds = (snapshot: RefundListSnapshot) => snapshot.context.list.items;

export const hasMore = (snapshot: RefundListSnapshot) => snapshot.context.list.next !== null;

export const loadingMore = (snapshot: RefundListSnapshot) =>
  snapshot.matches({ shown: 'loadingMore' });

export const failure = (snapshot: RefundListSnapshot) => snapshot.context.list.failure;

export const moreFailure = (snapshot: RefundListSnapshot) => snapshot.context.list.moreFailure;
