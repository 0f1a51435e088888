import { openReturnMoves } from '@model/return/return';
import type { ReturnActionSnapshot } from './return-action.machine';

export const shownReturn = (snapshot: ReturnActionSnapshot) => snapshot.context.view;

/** The buttons the return's step allows now (model/return/return.ts `openReturnMoves`). */
export const offeredMoves = (snapshot: ReturnActionSnapshot) =>
  openReturnMoves(snapshot.context.view);

/** Whether a move is under way (sent, or its dialog open): no other may start. */
export const isBusy = (snapshot: ReturnActionSnapshot) => !snapshot.matches('idle');

/** The one-press move on its way, for its button's Saving…; null while none is. */
export const sendingMove = (snapshot: ReturnActionSnapshot) =>
  snapshot.matches('sending') ? snapshot.context.move : null;

/** The move whose dialog is open: Refuse or Mark as received; null while none is. */
export const openDialog = (snapshot: ReturnActionSnapshot) =>
  snapshot.matches('inDialog') ? snapshot.context.move : null;

export const isSavingDialog = (snapshot: ReturnActionSnapshot) =>
  snapshot.matches({ inDialog: 'saving' });

export const dialogDetails = (snapshot: ReturnActionSnapshot) => snapshot.context.details;
export const detailsError = (snapshot: ReturnActionSnapshot) => snapshot.context.detailsError;

/** The dialog's failed save, for its Retry; null while there is none. */
export const dialogFailure = (snapshot: ReturnActionSnapshot): unknown =>
  snapshot.matches({ inDialog: 'saveFailed' }) ? snapshot.context.failure : null;

export const notice = (snapshot: ReturnActionSnapshot) => snapshot.context.notice;

/** Why a one-press move could not be sent, while its notice says so. */
export const moveFailure = (snapshot: ReturnActionSnapshot): unknown =>
  snapshot.context.notice?.kind === 'failed' ? snapshot.context.failure : null;
