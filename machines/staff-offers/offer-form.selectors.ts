import { shownStatus } from '../shown-status';
import type { OfferFormSnapshot } from './offer-form.machine';

/** What the page shows: Loading, the form, no such offer, or Retry. */
export const pageStatus = (snapshot: OfferFormSnapshot) =>
  shownStatus(snapshot, ['ready', 'missing', 'failed'] as const, 'loading');

const formStates = ['invalid', 'saving', 'saved', 'refused', 'failed'] as const;
export type OfferFormStatus = (typeof formStates)[number] | 'editing';

/** Where the form's last Save stands. */
export const formStatus = (snapshot: OfferFormSnapshot): OfferFormStatus =>
  formStates.find((state) => snapshot.matches({ ready: { form: state } })) ?? 'editing';

/** Whether the History shown is being read again, or could not be. */
export const historyStatus = (snapshot: OfferFormSnapshot): 'current' | 'refreshing' | 'stale' =>
  snapshot.matches({ ready: { history: 'refreshing' } })
    ? 'refreshing'
    : snapshot.matches({ ready: { history: 'stale' } })
      ? 'stale'
      : 'current';

export const offerId = (snapshot: OfferFormSnapshot) => snapshot.context.offerId;
export const exists = (snapshot: OfferFormSnapshot) => snapshot.context.exists;
export const offerName = (snapshot: OfferFormSnapshot) => snapshot.context.offerName;
export const draft = (snapshot: OfferFormSnapshot) => snapshot.context.draft;
export const readable = (snapshot: OfferFormSnapshot) => snapshot.context.readable;
export const uses = (snapshot: OfferFormSnapshot) => snapshot.context.uses;
export const fieldErrors = (snapshot: OfferFormSnapshot) => snapshot.context.fieldErrors;
export const history = (snapshot: OfferFormSnapshot) => snapshot.context.history;
export const failure = (snapshot: OfferFormSnapshot) => snapshot.context.failure;
export const refusal = (snapshot: OfferFormSnapshot) => snapshot.context.refusal;
export const saveFailure = (snapshot: OfferFormSnapshot) => snapshot.context.saveFailure;
export const historyFailure = (snapshot: OfferFormSnapshot) => snapshot.context.historyFailure;

/**
 * The draft of the Save just answered (saved, refused or failed), null otherwise: a new answer is
 * a new value, so the page's notice of it takes the focus.
 */
export const answered = (snapshot: OfferFormSnapshot) =>
  ['saved', 'refused', 'failed'].includes(formStatus(snapshot)) ? snapshot.context.sent : null;
