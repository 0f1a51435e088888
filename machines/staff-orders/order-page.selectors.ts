import { allowedActions, type OrderAction } from '@model/order/status';
import { shownStatus } from '../shown-status';
import type { OrderPageSnapshot } from './order-page.machine';
import { needsDetails } from '@model/staff/requests';

/** What the page shows: Loading, the order, that there is no such order, or Retry. */
export const orderPageStatus = (snapshot: OrderPageSnapshot) =>
  shownStatus(snapshot, ['ready', 'notFound', 'failed'] as const, 'loading');

export const shownOrder = (snapshot: OrderPageSnapshot) => snapshot.context.order;
export const pageFailure = (snapshot: OrderPageSnapshot) => snapshot.context.failure;

/** The buttons the order shows: the steps its position allows. */
export const allowedSteps = (snapshot: OrderPageSnapshot): OrderAction[] =>
  snapshot.context.order ? allowedActions(snapshot.context.order) : [];

/**
 * Whether a step is on its way, or the order is being read after a step or a refund: no other
 * step may start.
 */
export const isBusy = (snapshot: OrderPageSnapshot): boolean =>
  snapshot.matches({ ready: 'checking' }) ||
  snapshot.matches({ ready: 'saving' }) ||
  snapshot.matches({ ready: 'rereading' }) ||
  snapshot.matches({ ready: 'refreshing' });

/** The step being sent, for its button or its dialog to say so. */
export const savingStep = (snapshot: OrderPageSnapshot): OrderAction | null =>
  snapshot.matches({ ready: 'saving' }) ? snapshot.context.action : null;

/** The step whose dialog is open, or null: from confirming until it is saved or closed. */
export function openDialog(snapshot: OrderPageSnapshot): OrderAction | null {
  const { action } = snapshot.context;
  const inDialog =
    snapshot.matches({ ready: 'confirming' }) ||
    snapshot.matches({ ready: 'checking' }) ||
    snapshot.matches({ ready: 'saving' }) ||
    snapshot.matches({ ready: 'saveFailed' });
  return inDialog && action !== null && needsDetails(action) ? action : null;
}

export const dialogFields = (snapshot: OrderPageSnapshot) => snapshot.context.fields;
export const fieldErrors = (snapshot: OrderPageSnapshot) => snapshot.context.fieldErrors;

/** The dialog's failed save, for its Retry; null while there is none. */
export const dialogFailure = (snapshot: OrderPageSnapshot): unknown =>
  snapshot.matches({ ready: 'saveFailed' }) ? snapshot.context.failure : null;

/** What the page says about the last step, once it is over. */
export type StepNotice =
  | { kind: 'saved'; action: OrderAction }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; action: OrderAction; failure: unknown }
  | null;

export function stepNotice(snapshot: OrderPageSnapshot): StepNotice {
  const { action, refusal, failure } = snapshot.context;
  if (snapshot.matches({ ready: { idle: 'failed' } }) && action !== null) {
    return { kind: 'failed', action, failure };
  }
  // Said as soon as the server answered, while the order is read again.
  const over =
    snapshot.matches({ ready: 'rereading' }) ||
    snapshot.matches({ ready: { idle: 'saved' } }) ||
    snapshot.matches({ ready: { idle: 'refused' } }) ||
    snapshot.matches({ ready: { idle: 'rereadFailed' } });
  if (!over) return null;
  if (refusal !== null) return { kind: 'refused', message: refusal };
  return action !== null ? { kind: 'saved', action } : null;
}

/** The read after a step failed: the page keeps what it shows and offers a Retry. */
export const rereadFailure = (snapshot: OrderPageSnapshot): unknown =>
  snapshot.matches({ ready: { idle: 'rereadFailed' } }) ? snapshot.context.failure : null;
