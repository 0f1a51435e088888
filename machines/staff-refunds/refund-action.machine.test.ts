import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  refundRefusals,
  reversalPatienceMs,
  type MarkRefundedRequest,
  type Refund,
} from '@model/payment/refunds';
import { refundActionMachine, type RefundActionSnapshot } from './refund-action.machine';
import {
  dialogFailure,
  isBusy,
  isDialogOpen,
  isSending,
  notice,
  offersMarking,
  offersReversal,
  referenceError,
  reversalFailure,
  shownRefund,
  whyNoReversal,
} from './refund-action.selectors';
import { aRefund } from '@testing/fixtures/staff-refunds';
import type { RefundChanged, RefundOutcome } from './types';
import { baraka } from '@testing/fixtures/staff';

const due = aRefund();
const sentAt = '2025-03-03T07:00:00.000Z';
const pending = aRefund({ state: 'pending', reversal: { requestedAt: sentAt, timedOut: false } });
const refunded = aRefund({
  state: 'refunded',
  refunded: {
    method: 'by-hand',
    reference: 'QFT5R2K9LM',
    by: baraka,
    at: '2025-03-03T08:00:00.000Z',
  },
});
const done = (refund: Refund): RefundOutcome => ({ outcome: 'done', refund });
const refused = (message: string): RefundOutcome => ({ outcome: 'refused', message });

interface Answers {
  /** Each call answers the next of these, or fails with it; none left: no answer yet. */
  reversals?: Array<RefundOutcome | Error>;
  marks?: Array<RefundOutcome | Error>;
}

const answer = async <T>(queue: Array<T | Error>): Promise<T> => {
  const next = queue.shift();
  if (next === undefined) return new Promise<T>(() => {});
  if (next instanceof Error) throw next;
  return next;
};

/** A refund's actions with the callables answered from queues, and the owner it tells. */
function actionsFor(refund: Refund, answers: Answers = {}) {
  const reversals: string[] = [];
  const marks: MarkRefundedRequest[] = [];
  const told: RefundChanged[] = [];
  const owner = createActor(
    fromCallback<RefundChanged>(({ receive }) => receive((event) => told.push(event))),
  ).start();
  const machine = refundActionMachine.provide({
    actors: {
      refundByMpesa: fromPromise(({ input }: { input: string }) => {
        reversals.push(input);
        return answer(answers.reversals ?? []);
      }),
      markRefunded: fromPromise(({ input }: { input: MarkRefundedRequest }) => {
        marks.push(input);
        return answer(answers.marks ?? []);
      }),
    },
  });
  const actor = createActor(machine, { input: { refund, owner } }).start();
  started.push(actor, owner);
  const until = (predicate: (snapshot: RefundActionSnapshot) => boolean) =>
    waitFor(actor, predicate);
  const idle = () => until((snapshot) => snapshot.matches('idle'));
  return { actor, reversals, marks, told, until, idle };
}

const unavailable = () => new Error('unavailable');
const started: Array<{ stop: () => void }> = [];

afterEach(() => {
  // A pending reversal's timer, stopped with its actor.
  started.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

describe('refund actions: what is offered', () => {
  it('offers Refund by M-Pesa and Mark as refunded for money due with a receipt', () => {
    const { actor } = actionsFor(due);
    expect(offersReversal(actor.getSnapshot())).toBe(true);
    expect(offersMarking(actor.getSnapshot())).toBe(true);
    expect(whyNoReversal(actor.getSnapshot())).toBeNull();
  });

  it('offers no Refund by M-Pesa without a receipt to reverse, and says why', () => {
    const { actor, reversals } = actionsFor(aRefund({ receipt: null }));
    expect(offersReversal(actor.getSnapshot())).toBe(false);
    expect(whyNoReversal(actor.getSnapshot())).toBe('noReceipt');
    expect(actor.getSnapshot().can({ type: 'refund.reverse' })).toBe(false);
    actor.send({ type: 'refund.reverse' });
    expect(reversals).toEqual([]);
    expect(offersMarking(actor.getSnapshot())).toBe(true);
  });

  it('offers no Refund by M-Pesa while a reversal waits for M-Pesa, and says why', () => {
    vi.useFakeTimers({ now: Date.parse(sentAt) + 60_000 });
    const { actor } = actionsFor(pending);
    expect(offersReversal(actor.getSnapshot())).toBe(false);
    expect(whyNoReversal(actor.getSnapshot())).toBe('pending');
    expect(actor.getSnapshot().can({ type: 'refund.reverse' })).toBe(false);
    expect(offersMarking(actor.getSnapshot())).toBe(true);
  });

  it('offers Refund by M-Pesa again once the reversal has waited its patience', () => {
    vi.useFakeTimers({ now: Date.parse(sentAt) + 60_000 });
    const { actor } = actionsFor(pending);
    expect(actor.getSnapshot().matches({ idle: 'awaitingReversal' })).toBe(true);
    vi.advanceTimersByTime(reversalPatienceMs - 60_000);
    expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true);
    expect(offersReversal(actor.getSnapshot())).toBe(true);
    expect(whyNoReversal(actor.getSnapshot())).toBeNull();
  });

  it('offers Refund by M-Pesa again at once when M-Pesa timed out', () => {
    const { actor } = actionsFor(
      aRefund({
        state: 'pending',
        reversal: { requestedAt: new Date().toISOString(), timedOut: true },
      }),
    );
    expect(offersReversal(actor.getSnapshot())).toBe(true);
  });

  it('offers nothing for a refund made', () => {
    const { actor } = actionsFor(refunded);
    expect(offersReversal(actor.getSnapshot())).toBe(false);
    expect(offersMarking(actor.getSnapshot())).toBe(false);
    expect(whyNoReversal(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().can({ type: 'refund.startMarking' })).toBe(false);
  });

  it('follows the refund as its list or order reads it again', () => {
    const { actor } = actionsFor(due);
    actor.send({ type: 'refund.shown', refund: refunded });
    expect(shownRefund(actor.getSnapshot())).toEqual(refunded);
    expect(offersMarking(actor.getSnapshot())).toBe(false);
  });
});

describe('refund actions: Refund by M-Pesa', () => {
  it('sends the reversal once, and shows the refund pending as the server answered', async () => {
    const answered = aRefund({
      state: 'pending',
      reversal: { requestedAt: new Date().toISOString(), timedOut: false },
    });
    const { actor, reversals, told, idle } = actionsFor(due, { reversals: [done(answered)] });
    actor.send({ type: 'refund.reverse' });
    expect(isSending(actor.getSnapshot())).toBe(true);
    expect(isBusy(actor.getSnapshot())).toBe(true);
    expect(offersReversal(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'refund.reverse' });
    actor.send({ type: 'refund.startMarking' });
    await idle();
    expect(reversals).toEqual([due.paymentId]);
    expect(shownRefund(actor.getSnapshot())).toEqual(answered);
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'sent' });
    expect(whyNoReversal(actor.getSnapshot())).toBe('pending');
    expect(told).toEqual([{ type: 'refund.changed', paymentId: due.paymentId, refund: answered }]);
  });

  it('keeps a refund M-Pesa would not reverse due, with M-Pesa’s reason', async () => {
    const failure = 'The initiator is not allowed to reverse this transaction.';
    const answered = aRefund({ failure });
    const { actor, told, idle } = actionsFor(due, { reversals: [done(answered)] });
    actor.send({ type: 'refund.reverse' });
    await idle();
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'reversalFailed', reason: failure });
    expect(shownRefund(actor.getSnapshot()).state).toBe('due');
    expect(offersReversal(actor.getSnapshot())).toBe(true);
    expect(told.map((event) => event.refund)).toEqual([answered]);
  });

  it('shows the server’s refusal, keeps the refund shown, and tells the owner to read it', async () => {
    const { actor, told, idle } = actionsFor(due, {
      reversals: [refused(refundRefusals.refunded)],
    });
    actor.send({ type: 'refund.reverse' });
    await idle();
    expect(notice(actor.getSnapshot())).toEqual({
      kind: 'refused',
      message: refundRefusals.refunded,
    });
    expect(shownRefund(actor.getSnapshot())).toEqual(due);
    expect(told).toEqual([{ type: 'refund.changed', paymentId: due.paymentId, refund: null }]);
  });

  it('does not send again by itself when the call fails: pressing again is staff’s choice', async () => {
    const failure = unavailable();
    const { actor, reversals, told, until, idle } = actionsFor(due, {
      reversals: [failure, done(pending)],
    });
    actor.send({ type: 'refund.reverse' });
    await until((snapshot) => notice(snapshot)?.kind === 'failed');
    expect(reversalFailure(actor.getSnapshot())).toBe(failure);
    expect(reversals).toHaveLength(1);
    expect(told).toEqual([]);
    actor.send({ type: 'refund.reverse' });
    expect(notice(actor.getSnapshot())).toBeNull();
    await idle();
    expect(reversals).toHaveLength(2);
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'sent' });
  });
});

describe('refund actions: Mark as refunded', () => {
  const markedBy = (reference: string) =>
    aRefund({
      state: 'refunded',
      refunded: { method: 'by-hand', reference, by: null, at: new Date().toISOString() },
    });

  it('opens its dialog, refuses an empty reference with the schema’s words, and sends nothing', () => {
    const { actor, marks } = actionsFor(due);
    actor.send({ type: 'refund.startMarking' });
    expect(isDialogOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'refund.confirmMarked', reference: '   ' });
    expect(referenceError(actor.getSnapshot())).toBe(
      'Enter the M-Pesa code of the refund, or a note saying how it was made.',
    );
    expect(isDialogOpen(actor.getSnapshot())).toBe(true);
    expect(marks).toEqual([]);
  });

  it('sends the reference trimmed, closes, and shows the refund made', async () => {
    const answered = markedBy('QFT5R2K9LM');
    const { actor, marks, told, idle } = actionsFor(due, { marks: [done(answered)] });
    actor.send({ type: 'refund.startMarking' });
    actor.send({ type: 'refund.confirmMarked', reference: '  QFT5R2K9LM ' });
    await idle();
    expect(marks).toEqual([{ paymentId: due.paymentId, reference: 'QFT5R2K9LM' }]);
    expect(isDialogOpen(actor.getSnapshot())).toBe(false);
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'refunded', method: 'marked' });
    expect(shownRefund(actor.getSnapshot())).toEqual(answered);
    expect(offersMarking(actor.getSnapshot())).toBe(false);
    expect(told.map((event) => event.refund)).toEqual([answered]);
  });

  it('keeps the dialog and what was typed when the save fails, and sends it again', async () => {
    const failure = unavailable();
    const { actor, marks, until, idle } = actionsFor(due, {
      marks: [failure, done(markedBy('Cash at the shop'))],
    });
    actor.send({ type: 'refund.startMarking' });
    actor.send({ type: 'refund.confirmMarked', reference: 'Cash at the shop' });
    await until((snapshot) => snapshot.matches({ marking: 'saveFailed' }));
    expect(dialogFailure(actor.getSnapshot())).toBe(failure);
    expect(actor.getSnapshot().context.reference).toBe('Cash at the shop');
    actor.send({ type: 'refund.confirmMarked', reference: 'Cash at the shop' });
    await idle();
    expect(marks).toHaveLength(2);
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'refunded', method: 'marked' });
  });

  it('closes on the server’s refusal and says it', async () => {
    const { actor, told, idle } = actionsFor(due, { marks: [refused(refundRefusals.refunded)] });
    actor.send({ type: 'refund.startMarking' });
    actor.send({ type: 'refund.confirmMarked', reference: 'QFT5R2K9LM' });
    await idle();
    expect(isDialogOpen(actor.getSnapshot())).toBe(false);
    expect(notice(actor.getSnapshot())).toEqual({
      kind: 'refused',
      message: refundRefusals.refunded,
    });
    expect(told.map((event) => event.refund)).toEqual([null]);
  });

  it('closes without sending anything, and cannot be closed while it saves', () => {
    const { actor, marks } = actionsFor(due);
    actor.send({ type: 'refund.startMarking' });
    actor.send({ type: 'refund.close' });
    expect(isDialogOpen(actor.getSnapshot())).toBe(false);
    expect(marks).toEqual([]);
    actor.send({ type: 'refund.startMarking' });
    actor.send({ type: 'refund.confirmMarked', reference: 'QFT5R2K9LM' });
    expect(actor.getSnapshot().can({ type: 'refund.close' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'refund.reverse' })).toBe(false);
  });
});
