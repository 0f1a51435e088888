import { mayMarkRefunded, mayReverse } from '@model/payment/refunds';
import type { RefundActionSnapshot } from './refund-action.machine';

export const shownRefund = (snapshot: RefundActionSnapshot) => snapshot.context.refund;

/**
 * Whether `Refund by M-Pesa` is shown: the refund allows it now, or it is being sent. A pending
 * reversal's patience ends with a new snapshot (the machine's `awaitingReversal`), so this is
 * selected again then.
 */
export const offersReversal = (snapshot: RefundActionSnapshot): boolean =>
  snapshot.matches('reversing') || mayReverse(snapshot.context.refund, new Date());

/** Whether `Mark as refunded` is shown: the refund is not refunded yet. */
export const offersMarking = (snapshot: RefundActionSnapshot): boolean =>
  mayMarkRefunded(snapshot.context.refund);

/** Whether an action is under way (sent, or its dialog open): no other may start. */
export const isBusy = (snapshot: RefundActionSnapshot) => !snapshot.matches('idle');

/**
 * Why `Refund by M-Pesa` is not offered for a refund still to go back: it has no receipt to
 * reverse, or a reversal waits for M-Pesa's answer; null when it is offered, or refunded.
 */
export function whyNoReversal(snapshot: RefundActionSnapshot): 'noReceipt' | 'pending' | null {
  const { refund } = snapshot.context;
  if (refund.state === 'refunded' || offersReversal(snapshot)) return null;
  return refund.receipt === null ? 'noReceipt' : 'pending';
}

/** Whether Refund by M-Pesa is on its way: no other action may start. */
export const isSending = (snapshot: RefundActionSnapshot) => snapshot.matches('reversing');

/** Whether Mark as refunded's dialog is open: from its button until it is saved or closed. */
export const isDialogOpen = (snapshot: RefundActionSnapshot) => snapshot.matches('marking');

export const isSavingMark = (snapshot: RefundActionSnapshot) =>
  snapshot.matches({ marking: 'saving' });

export const dialogReference = (snapshot: RefundActionSnapshot) => snapshot.context.reference;
export const referenceError = (snapshot: RefundActionSnapshot) => snapshot.context.referenceError;

/** The dialog's failed save, for its Retry; null while there is none. */
export const dialogFailure = (snapshot: RefundActionSnapshot): unknown =>
  snapshot.matches({ marking: 'saveFailed' }) ? snapshot.context.failure : null;

export const notice = (snapshot: RefundActionSnapshot) => snapshot.context.notice;

/** Why Refund by M-Pesa could not be sent, while its notice says so. */
export const reversalFailure = (snapshot: RefundActionSnapshot): unknown =>
  snapshot.context.notice?.kind === 'failed' ? snapshot.context.failure : null;
