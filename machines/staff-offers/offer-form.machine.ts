import { assign, raise, setup, type SnapshotFrom } from 'xstate';
import { emptyOfferDraft } from '@model/offer/offer';
import { changeHistoryRegion, changeHistorySetup } from '../change-history.machine';
import { recordFormSetup, recordFormStates } from '../record-form';
import { unprovided } from '../unprovided';
import { fieldErrorsOf, withEdit, withoutAnswered } from './draft-rules';
import type {
  OfferDraft,
  OfferEdit,
  OfferEvent,
  OfferFieldErrors,
  OfferRecord,
  OfferSaveRequest,
  SaveOutcome,
} from './types';

export interface OfferFormContext {
  offerId: string;
  /** Whether the offer is stored: false for a new one until its first save. */
  exists: boolean;
  /** The name as last read or saved: the page's heading. */
  offerName: string;
  draft: OfferDraft;
  /** False where the stored offer could not be read whole: it gives nothing until saved. */
  readable: boolean;
  /** Orders that used it: counted by orders, never by the form. */
  uses: number;
  history: OfferEvent[];
  /** Why the offer could not be read. */
  failure: unknown;
  /** What the schema found wrong at the last Save. */
  fieldErrors: OfferFieldErrors;
  /** The draft being saved, or the last one sent. */
  sent: OfferDraft | null;
  /** The server's own words when it refused the last save. */
  refusal: string | null;
  /** Why the last save did not reach the server, or its answer did not come back. */
  saveFailure: unknown;
  /** Why the History could not be read (again). */
  historyFailure: unknown;
}

export type OfferFormEvent =
  | { type: 'offer.retry' }
  | ({ type: 'draft.edit' } & OfferEdit)
  | { type: 'offer.save' }
  | { type: 'history.retry' }
  /** Raised once a save is answered: the server recorded it, so the History is read again. */
  | { type: 'history.refresh' };

export interface OfferFormInput {
  /** The offer's id; a new offer's is made by the page when it opens. */
  offerId: string;
  isNew: boolean;
}

const offerRecord = recordFormStates<OfferFormContext, OfferRecord>();

/**
 * An offer's page, or a new offer's (README.md, Offers and discount codes).
 *
 * - A new offer's id is made when its page opens, so saving it twice never makes two offers.
 * - Save sends the draft only when `offerDraftSchema` takes it; otherwise each field says what is
 *   wrong. Nothing changes while a save is on its way.
 * - Refused: the server's words (a code another offer holds, a field it will not take), nothing
 *   saved. A save whose answer never came may have landed: saving again writes the same again.
 * - Every save is recorded by the server, so the History is read again after each.
 */
export const offerFormMachine = setup({
  types: {
    context: {} as OfferFormContext,
    events: {} as OfferFormEvent,
    input: {} as OfferFormInput,
  },
  actors: {
    loadOffer: unprovided<OfferRecord | null, string>('offerFormMachine needs a loadOffer actor'),
    loadHistory: unprovided<OfferEvent[], string>('offerFormMachine needs a loadHistory actor'),
    saveOffer: unprovided<SaveOutcome, OfferSaveRequest>(
      'offerFormMachine needs a saveOffer actor',
    ),
  },
  guards: {
    isNew: ({ context }) => !context.exists,
    isFound: (_, found: OfferRecord | null) => found !== null,
    isValidDraft: ({ context }) => Object.keys(fieldErrorsOf(context.draft)).length === 0,
    wasRefused: (_, outcome: SaveOutcome) => outcome.outcome === 'refused',
  },
  actions: {
    showOffer: assign((_, found: OfferRecord) => ({
      offerName: found.offer.draft.name,
      draft: found.offer.draft,
      readable: found.offer.readable,
      uses: found.offer.uses,
      history: found.history,
      historyFailure: found.historyFailure,
      failure: null,
    })),
    editDraft: assign(({ context }, edit: OfferEdit) => ({
      draft: withEdit(context.draft, edit),
      fieldErrors: withoutAnswered(context.fieldErrors, edit.field),
    })),
    markSaved: assign(({ context }) => ({
      exists: true,
      readable: true,
      offerName: context.sent?.name.trim() ?? context.offerName,
    })),
    /** The binding's: a new offer's page takes its own address once it is stored. */
    goToOfferPage: (_, _offerId: string) => {},
    refreshHistory: raise({ type: 'history.refresh' }),
  },
})
  .extend(changeHistorySetup<OfferFormContext, OfferFormEvent>())
  .extend(recordFormSetup<OfferFormContext, OfferFormEvent>(fieldErrorsOf))
  .createMachine({
    id: 'offerForm',
    context: ({ input }) => ({
      offerId: input.offerId,
      exists: !input.isNew,
      offerName: '',
      draft: emptyOfferDraft,
      readable: true,
      uses: 0,
      history: [],
      failure: null,
      fieldErrors: {},
      sent: null,
      refusal: null,
      saveFailure: null,
      historyFailure: null,
    }),
    initial: 'opening',
    states: {
      ...offerRecord.loading({
        read: 'loadOffer',
        show: 'showOffer',
        retry: 'offer.retry',
        idOf: (context) => context.offerId,
      }),
      ready: {
        type: 'parallel',
        states: {
          form: {
            initial: 'editing',
            on: {
              'draft.edit': {
                target: '.editing',
                actions: { type: 'editDraft', params: ({ event }) => event as OfferEdit },
              },
              'offer.save': [
                { guard: 'isValidDraft', target: '.saving', actions: 'keepSent' },
                { target: '.invalid', actions: 'showFieldErrors' },
              ],
            },
            states: {
              editing: {},
              invalid: {},
              saving: {
                // What is saved is what is shown: nothing changes while it is on its way.
                on: { 'draft.edit': {}, 'offer.save': {} },
                invoke: offerRecord.saving({
                  save: 'saveOffer',
                  requestOf: (context) => ({ offerId: context.offerId, draft: context.sent! }),
                  goToPage: 'goToOfferPage',
                  idOf: (context) => context.offerId,
                }),
              },
              saved: {},
              refused: {},
              failed: {},
            },
          },
          history: changeHistoryRegion((context: OfferFormContext) => context.offerId),
        },
      },
    },
  });

export type OfferFormSnapshot = SnapshotFrom<typeof offerFormMachine>;
