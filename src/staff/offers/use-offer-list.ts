import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { offerListMachine } from '../../../machines/staff-offers/offer-list.machine';
import * as offers from '../../../machines/staff-offers/offer-list.selectors';
import { usePagedList } from '../ui/use-paged-list';
import { listOfferPage } from '../data/offers';

/** The Offers page's list: its offers, newest first, later pages on demand. */
export function useOfferList() {
  const [logic] = useState(() =>
    offerListMachine.provide({
      actors: { listOffers: fromPromise(({ input }) => listOfferPage(input)) },
    }),
  );
  const actor = useActorRef(logic);
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'offers.retry' }),
      more: () => actor.send({ type: 'offers.more' }),
    }),
    [actor],
  );
  return usePagedList(actor, offers.list, senders);
}
