import { pagedListSelectors } from '../paged-list';
import type { PaymentsSnapshot } from './payments.machine';

/** The day's payments: Loading, its rows, the words for none, or Retry. */
export const list = pagedListSelectors(
  (snapshot: PaymentsSnapshot) => snapshot.context.list,
  (snapshot, state) => snapshot.matches(state),
);

export const { status: listStatus, items: rows, hasMore, loadingMore, failure, moreFailure } = list;

export const day = (snapshot: PaymentsSnapshot) => snapshot.context.day;

export const totals = (snapshot: PaymentsSnapshot) => snapshot.context.totals;
