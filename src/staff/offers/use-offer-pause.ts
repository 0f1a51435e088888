import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { offerPauseMachine } from '../../../machines/staff-offers/offer-pause.machine';
import * as pause from '../../../machines/staff-offers/offer-pause.selectors';
import type { OfferLine } from '../../../machines/staff-offers/types';
import { failureMessage } from '@/data/data-error';
import { saveOffer } from '../data/offers';

/** One Offers row's Pause or Resume, saved through `saveOffer` as the offers form saves. */
export function useOfferPause(line: OfferLine) {
  const [logic] = useState(() =>
    offerPauseMachine.provide({
      actors: { saveOffer: fromPromise(({ input }) => saveOffer(input)) },
    }),
  );
  const actor = useActorRef(logic, { input: { line } });
  const toggle = useMemo(() => () => actor.send({ type: 'offer.togglePause' }), [actor]);
  return {
    line: useSelector(actor, pause.shownLine),
    offersPause: useSelector(actor, pause.offersPause),
    action: useSelector(actor, pause.pauseAction),
    saving: useSelector(actor, pause.isSaving),
    notice: useSelector(actor, pause.notice),
    failureMessage: failureMessage(useSelector(actor, pause.saveFailure)),
    toggle,
  };
}
