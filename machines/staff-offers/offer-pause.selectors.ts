import type { OfferPauseSnapshot } from './offer-pause.machine';

/** The offer as its row shows it now. */
export const shownLine = (snapshot: OfferPauseSnapshot) => snapshot.context.line;

/** Whether the row has a button: an offer the reader could not read has nothing to save. */
export const offersPause = (snapshot: OfferPauseSnapshot) => snapshot.context.line.offer !== null;

/** `Resume` for a paused offer, `Pause` otherwise: what pressing the button does. */
export const pauseAction = (snapshot: OfferPauseSnapshot): 'Pause' | 'Resume' =>
  snapshot.context.line.offer?.paused ? 'Resume' : 'Pause';

export const isSaving = (snapshot: OfferPauseSnapshot) => snapshot.matches('saving');

/** The last answer, a new value each time, so the row's notice of it takes the focus. */
export const notice = (snapshot: OfferPauseSnapshot) => snapshot.context.notice;

/** Why the last save could not be sent, while its notice says so. */
export const saveFailure = (snapshot: OfferPauseSnapshot): unknown =>
  snapshot.context.notice?.kind === 'failed' ? snapshot.context.failure : null;
