import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { returnActionMachine, type ReturnActionSnapshot } from './return-action.machine';
import {
  detailsError,
  dialogFailure,
  isBusy,
  notice,
  offeredMoves,
  openDialog,
  sendingMove,
  shownReturn,
} from './return-action.selectors';
import { aReturnView, refundOfReturn } from '@testing/fixtures/staff-returns';
import type { MoveReturn, ReturnChanged, ReturnOutcome, ReturnView } from './types';

const requested = aReturnView(1);
const approved = aReturnView(1, { step: 'approved' });
const twoDresses = aReturnView(1, {
  step: 'approved',
  lines: [{ ...requested.lines[0]!, quantity: 2 }],
});
const received = aReturnView(1, {
  step: 'received',
  received: [{ line: 0, resellable: 1, damaged: 0 }],
});
const done = (view: ReturnView): ReturnOutcome => ({ outcome: 'done', view });
const refused = (message: string): ReturnOutcome => ({ outcome: 'refused', message });

const answer = async <T>(queue: Array<T | Error>): Promise<T> => {
  const next = queue.shift();
  if (next === undefined) return new Promise<T>(() => {});
  if (next instanceof Error) throw next;
  return next;
};

const started: Array<{ stop: () => void }> = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

/** A return's actions with moveReturn answered from a queue, and the page it tells. */
function actionsFor(view: ReturnView, answers: Array<ReturnOutcome | Error> = []) {
  const sent: MoveReturn[] = [];
  const told: ReturnChanged[] = [];
  const owner = createActor(
    fromCallback<ReturnChanged>(({ receive }) => receive((event) => told.push(event))),
  ).start();
  const machine = returnActionMachine.provide({
    actors: {
      moveReturn: fromPromise(({ input }: { input: MoveReturn }) => {
        sent.push(input);
        return answer(answers);
      }),
    },
  });
  const actor = createActor(machine, { input: { view, owner } }).start();
  started.push(actor, owner);
  const idle = () => waitFor(actor, (snapshot: ReturnActionSnapshot) => snapshot.matches('idle'));
  return { actor, sent, told, idle };
}

const ids = { orderId: requested.orderId, returnId: requested.id };

describe('return actions: what is offered', () => {
  it('offers Approve and Refuse for a return asked for, and nothing else', () => {
    const { actor, sent } = actionsFor(requested);
    expect(offeredMoves(actor.getSnapshot())).toEqual(['approve', 'refuse']);
    expect(actor.getSnapshot().can({ type: 'return.start', move: 'receive' })).toBe(false);
    actor.send({ type: 'return.start', move: 'refund' });
    expect(sent).toEqual([]);
  });

  it('offers Mark as received once approved', () => {
    expect(offeredMoves(actionsFor(approved).actor.getSnapshot())).toEqual(['receive']);
  });

  it('offers Refund once received until its refund is owed, and an exchange Send exchange too', () => {
    expect(offeredMoves(actionsFor(received).actor.getSnapshot())).toEqual(['refund']);
    const owed = aReturnView(1, { ...received, refund: refundOfReturn(1) });
    expect(offeredMoves(actionsFor(owed).actor.getSnapshot())).toEqual([]);
    const exchange = aReturnView(1, { ...received, wish: 'exchange' });
    expect(offeredMoves(actionsFor(exchange).actor.getSnapshot())).toEqual([
      'refund',
      'send-exchange',
    ]);
  });

  it('offers nothing for a refused return', () => {
    const { actor } = actionsFor(aReturnView(1, { step: 'refused', refusal: 'Worn.' }));
    expect(offeredMoves(actor.getSnapshot())).toEqual([]);
  });

  it('follows the return as its page reads it again', () => {
    const { actor } = actionsFor(requested);
    actor.send({ type: 'return.shown', view: approved });
    expect(offeredMoves(actor.getSnapshot())).toEqual(['receive']);
  });
});

describe('return actions: one press', () => {
  it('sends Approve once, shows the return as answered and tells its page', async () => {
    const { actor, sent, told, idle } = actionsFor(requested, [done(approved)]);
    actor.send({ type: 'return.start', move: 'approve' });
    expect(sendingMove(actor.getSnapshot())).toBe('approve');
    expect(isBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'return.start', move: 'approve' });
    actor.send({ type: 'return.start', move: 'refuse' });
    await idle();
    expect(sent).toEqual([{ ...ids, move: 'approve' }]);
    expect(shownReturn(actor.getSnapshot())).toEqual(approved);
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'moved', move: 'approve' });
    expect(told).toEqual([{ type: 'return.changed', returnId: requested.id, view: approved }]);
  });

  it('sends Refund for a received return', async () => {
    const owed = aReturnView(1, { ...received, refund: refundOfReturn(1) });
    const { actor, sent, idle } = actionsFor(received, [done(owed)]);
    actor.send({ type: 'return.start', move: 'refund' });
    await idle();
    expect(sent).toEqual([{ ...ids, move: 'refund' }]);
    expect(offeredMoves(actor.getSnapshot())).toEqual([]);
  });

  it('shows the server’s refusal, keeps the return shown, and tells its page to read it', async () => {
    const message = 'This return has been approved already.';
    const { actor, told, idle } = actionsFor(requested, [refused(message)]);
    actor.send({ type: 'return.start', move: 'approve' });
    await idle();
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'refused', message });
    expect(shownReturn(actor.getSnapshot())).toEqual(requested);
    expect(told).toEqual([{ type: 'return.changed', returnId: requested.id, view: null }]);
  });

  it('does not send again by itself when the call fails: pressing again is staff’s choice', async () => {
    const { actor, sent, told, idle } = actionsFor(received, [new Error('unavailable')]);
    actor.send({ type: 'return.start', move: 'refund' });
    await idle();
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'failed', move: 'refund' });
    expect(sent).toHaveLength(1);
    expect(told).toEqual([]);
  });
});

describe('return actions: Refuse', () => {
  it('opens its dialog, refuses an empty reason with the schema’s words, and sends nothing', () => {
    const { actor, sent } = actionsFor(requested);
    actor.send({ type: 'return.start', move: 'refuse' });
    expect(openDialog(actor.getSnapshot())).toBe('refuse');
    actor.send({ type: 'return.confirm', details: { reason: '  ' } });
    expect(detailsError(actor.getSnapshot())).toBe('Say why the return is refused.');
    expect(openDialog(actor.getSnapshot())).toBe('refuse');
    expect(sent).toEqual([]);
  });

  it('sends the reason trimmed, closes, and shows the return refused', async () => {
    const refusal = aReturnView(1, { step: 'refused', open: false, refusal: 'Worn.' });
    const { actor, sent, idle } = actionsFor(requested, [done(refusal)]);
    actor.send({ type: 'return.start', move: 'refuse' });
    actor.send({ type: 'return.confirm', details: { reason: ' Worn. ' } });
    await idle();
    expect(sent).toEqual([{ ...ids, move: 'refuse', reason: 'Worn.' }]);
    expect(openDialog(actor.getSnapshot())).toBeNull();
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'moved', move: 'refuse' });
  });

  it('keeps the dialog and the reason when the save fails, and sends it again', async () => {
    const failure = new Error('unavailable');
    const { actor, sent, idle } = actionsFor(requested, [failure, done(approved)]);
    actor.send({ type: 'return.start', move: 'refuse' });
    actor.send({ type: 'return.confirm', details: { reason: 'Worn.' } });
    await waitFor(actor, (snapshot) => dialogFailure(snapshot) === failure);
    expect(actor.getSnapshot().context.details).toEqual({ reason: 'Worn.' });
    actor.send({ type: 'return.confirm', details: { reason: 'Worn.' } });
    await idle();
    expect(sent).toHaveLength(2);
  });

  it('closes without sending anything, and cannot be closed while it saves', () => {
    const { actor, sent } = actionsFor(requested);
    actor.send({ type: 'return.start', move: 'refuse' });
    actor.send({ type: 'return.close' });
    expect(openDialog(actor.getSnapshot())).toBeNull();
    expect(sent).toEqual([]);
    actor.send({ type: 'return.start', move: 'refuse' });
    actor.send({ type: 'return.confirm', details: { reason: 'Worn.' } });
    expect(actor.getSnapshot().can({ type: 'return.close' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'return.start', move: 'approve' })).toBe(false);
  });
});

describe('return actions: Mark as received', () => {
  it('sends each line’s resellable and damaged units', async () => {
    const { actor, sent, idle } = actionsFor(twoDresses, [done(received)]);
    actor.send({ type: 'return.start', move: 'receive' });
    expect(openDialog(actor.getSnapshot())).toBe('receive');
    actor.send({
      type: 'return.confirm',
      details: { lines: [{ line: 0, resellable: 1, damaged: 1 }] },
    });
    await idle();
    expect(sent).toEqual([
      { ...ids, move: 'receive', lines: [{ line: 0, resellable: 1, damaged: 1 }] },
    ]);
  });

  it('refuses counts that do not account for every unit returned', () => {
    const { actor, sent } = actionsFor(twoDresses);
    actor.send({ type: 'return.start', move: 'receive' });
    actor.send({
      type: 'return.confirm',
      details: { lines: [{ line: 0, resellable: 1, damaged: 0 }] },
    });
    expect(detailsError(actor.getSnapshot())).toBe(
      'Say of every unit whether it can be sold again or is damaged.',
    );
    expect(sent).toEqual([]);
  });
});
