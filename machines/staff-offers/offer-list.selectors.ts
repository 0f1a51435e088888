import { pagedListSelectors } from '../paged-list';
import type { OfferListSnapshot } from './offer-list.machine';

/** The Offers page's list: Loading, the offers, the words for none, or Retry. */
export const list = pagedListSelectors(
  (snapshot: OfferListSnapshot) => snapshot.context.list,
  (snapshot, state) => snapshot.matches(state),
);

export const { status: listStatus, items: offers, hasMore, loadingMore, moreFailure } = list;
