import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { offerFormMachine } from '../../../machines/staff-offers/offer-form.machine';
import * as form from '../../../machines/staff-offers/offer-form.selectors';
import type { OfferEdit, OfferField } from '../../../machines/staff-offers/types';
import { failureMessage } from '@/data/data-error';
import { useNewId } from '../ui/use-new-id';
import { listOfferHistory, newOfferId, readOfferRecord, saveOffer } from '../data/offers';

/** The boxes to tick; every other field is text or a choice, sent as typed. */
export type OfferBoxField = 'combinesWithCode' | 'paused';
export type OfferTextField = Exclude<OfferField, OfferBoxField>;

/** An offer's page, or a new offer's under the id made for it: the form and its History. */
export function useOfferForm(offerId: string, isNew: boolean) {
  const navigate = useNavigate();
  const [logic] = useState(() =>
    offerFormMachine.provide({
      actors: {
        loadOffer: fromPromise(({ input }) => readOfferRecord(input)),
        loadHistory: fromPromise(({ input }) => listOfferHistory(input)),
        saveOffer: fromPromise(({ input }) => saveOffer(input)),
      },
      actions: {
        // The page stays mounted (./routes.tsx), so Saved shows at the offer's own address.
        goToOfferPage: (_, id) => navigate(`/staff/offers/${id}`, { replace: true }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { offerId, isNew } });
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'offer.retry' }),
      // The choices' values are the schema's own (./OfferForm.tsx); the schema checks them all.
      edit: (field: OfferTextField, value: string) =>
        actor.send({ type: 'draft.edit', field, value } as { type: 'draft.edit' } & OfferEdit),
      tick: (field: OfferBoxField, value: boolean) =>
        actor.send({ type: 'draft.edit', field, value }),
      save: () => actor.send({ type: 'offer.save' }),
      retryHistory: () => actor.send({ type: 'history.retry' }),
    }),
    [actor],
  );
  return {
    status: useSelector(actor, form.pageStatus),
    failureMessage: failureMessage(useSelector(actor, form.failure)),
    exists: useSelector(actor, form.exists),
    offerName: useSelector(actor, form.offerName),
    readable: useSelector(actor, form.readable),
    uses: useSelector(actor, form.uses),
    draft: useSelector(actor, form.draft),
    fieldErrors: useSelector(actor, form.fieldErrors),
    formStatus: useSelector(actor, form.formStatus),
    answered: useSelector(actor, form.answered),
    refusal: useSelector(actor, form.refusal),
    saveFailureMessage: failureMessage(useSelector(actor, form.saveFailure)),
    history: useSelector(actor, form.history),
    historyStatus: useSelector(actor, form.historyStatus),
    historyFailureMessage: failureMessage(useSelector(actor, form.historyFailure)),
    ...senders,
  };
}

/** A new offer's id, made afresh for each visit to /staff/offers/new. */
export const useNewOfferId = () => useNewId(newOfferId);

export type OfferFormBinding = ReturnType<typeof useOfferForm>;
