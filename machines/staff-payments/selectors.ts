import { pagedListStatus } from '../paged-list';
import type { PaymentsSnapshot } from './payments.machine';

/** What the page shows: Loading, the day's payments, the words for none, or Retry. */
export const listStatus = (snapshot: PaymentsSnapshot) =>
  pagedListStatus((state) => snapshot.matches(state));

export const day = (snapshot: PaymentsSnapshot) => snapshot.context.day;

export const rows = (snapshot: PaymentsSnapshot) => snapshot.context.list.items;

export const totals = (snapshot: PaymentsSnapshot) => snapshot.context.totals;

export const hasMore = (snapshot: PaymentsSnapshot) => snapshot.context.list.next !== null;

export const loadingMore = (snapshot: PaymentsSnapshot) =>
  snapshot.matches({ shown: 'loadingMore' });

export const failure = (snapshot: PaymentsSnapshot) => snapshot.context.list.failure;

export const moreFailure = (snapshot: PaymentsSnapshot) => snapshot.context.list.moreFailure;
