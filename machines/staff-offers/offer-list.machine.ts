import { setup, type SnapshotFrom } from 'xstate';
import { emptyPagedList, type PagedList } from '../paged-list';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
import { unprovided } from '../unprovided';
import type { OfferCursor, OfferLine, OfferListPage, OfferListRequest } from './types';

export interface OfferListContext {
  list: PagedList<OfferLine, OfferCursor>;
}

export type OfferListEvent = { type: 'offers.retry' } | { type: 'offers.more' };

/**
 * The Offers page (README.md, Offers and discount codes): every offer, newest first, a page at a
 * time (../paged-list.machine.ts). The read is injected.
 */
export const offerListMachine = setup({
  types: {
    context: {} as OfferListContext,
    events: {} as OfferListEvent,
  },
  actors: {
    listOffers: unprovided<OfferListPage, OfferListRequest>(
      'offerListMachine needs a listOffers actor',
    ),
  },
})
  .extend(pagedListSetup<OfferListContext, OfferListEvent>())
  .createMachine({
    id: 'offerList',
    context: { list: emptyPagedList() },
    ...pagedListRegion({
      read: 'listOffers',
      request: (_: OfferListContext, after: OfferCursor | null): OfferListRequest => ({ after }),
      page: (page: OfferListPage) => ({ items: page.offers, next: page.next }),
      list: (context: OfferListContext) => context.list,
      keep: (list) => ({ list }),
      events: { retry: 'offers.retry', more: 'offers.more' },
    }),
  });

export type OfferListSnapshot = SnapshotFrom<typeof offerListMachine>;
