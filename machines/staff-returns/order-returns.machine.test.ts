import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { orderReturnsMachine } from './order-returns.machine';
import { readFailure, returnsStatus, shownReturns } from './order-returns.selectors';
import { aReturnView, refundOfReturn, returnIdOf } from '@testing/fixtures/staff-returns';
import { aRefund } from '@testing/fixtures/staff-refunds';
import type { RefundChanged } from '../staff-refunds/types';
import type { OrderChanged } from '../staff-orders/types';
import type { ShownReturn } from './types';

const asked: ShownReturn = { view: aReturnView(1), refund: null };
const approved: ShownReturn = { view: aReturnView(1, { step: 'approved' }), refund: null };
const owedRefund = aRefund({ paymentId: refundOfReturn(1).id, returnId: returnIdOf(1) });
const owed: ShownReturn = {
  view: aReturnView(1, { step: 'received', refund: refundOfReturn(1) }),
  refund: owedRefund,
};

const started: Array<{ stop: () => void }> = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

/** An order's returns with each read answered by the next answer; the order page it tells. */
function returnsOf(reads: Array<ShownReturn[] | Error>) {
  const requests: string[] = [];
  const told: Array<RefundChanged | OrderChanged> = [];
  const orderPage = createActor(
    fromCallback<RefundChanged | OrderChanged>(({ receive }) =>
      receive((event) => told.push(event)),
    ),
  ).start();
  const machine = orderReturnsMachine.provide({
    actors: {
      readOrderReturns: fromPromise(async ({ input }: { input: string }) => {
        requests.push(input);
        const next = reads.shift();
        if (next === undefined) return new Promise<ShownReturn[]>(() => {});
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { orderId: asked.view.orderId, orderPage } });
  actor.start();
  started.push(actor, orderPage);
  const idle = () => waitFor(actor, (snapshot) => snapshot.matches({ shown: 'idle' }));
  return { actor, requests, told, idle };
}

describe('an order’s returns', () => {
  it('reads the order’s returns with their refunds', async () => {
    const { actor, requests, idle } = returnsOf([[asked]]);
    expect(returnsStatus(actor.getSnapshot())).toBe('loading');
    await idle();
    expect(requests).toEqual([asked.view.orderId]);
    expect(shownReturns(actor.getSnapshot())).toEqual([asked]);
  });

  it('says the returns could not be read, and Retry reads them', async () => {
    const failure = new Error('unavailable');
    const { actor, idle } = returnsOf([failure, [asked]]);
    await waitFor(actor, (snapshot) => returnsStatus(snapshot) === 'failed');
    expect(readFailure(actor.getSnapshot())).toBe(failure);
    actor.send({ type: 'returns.retry' });
    await idle();
    expect(shownReturns(actor.getSnapshot())).toEqual([asked]);
  });

  it('shows a move’s answer at once, reads the returns again and has the order read again', async () => {
    const { actor, requests, told, idle } = returnsOf([[asked]]);
    await idle();
    actor.send({ type: 'return.changed', returnId: asked.view.id, view: approved.view });
    expect(shownReturns(actor.getSnapshot())).toEqual([approved]);
    expect(actor.getSnapshot().matches({ shown: 'readingAgain' })).toBe(true);
    expect(requests).toHaveLength(2);
    expect(told).toEqual([{ type: 'order.changed' }]);
  });

  it('keeps the returns shown when the read again fails, with a Retry', async () => {
    const failure = new Error('unavailable');
    const { actor, idle } = returnsOf([[asked], failure, [approved]]);
    await idle();
    actor.send({ type: 'return.changed', returnId: asked.view.id, view: approved.view });
    await waitFor(actor, (snapshot) => readFailure(snapshot) === failure);
    expect(shownReturns(actor.getSnapshot())).toEqual([approved]);
    actor.send({ type: 'returns.retry' });
    await idle();
    expect(readFailure(actor.getSnapshot())).toBeNull();
  });

  it('shows its refund’s answer, reads the returns again and passes the answer to the order page', async () => {
    const made = { ...owedRefund, state: 'refunded' as const };
    const refundedView = { ...owed.view, step: 'refunded' as const, open: false };
    const { actor, told, idle } = returnsOf([[owed], [{ view: refundedView, refund: made }]]);
    await idle();
    const changed: RefundChanged = {
      type: 'refund.changed',
      paymentId: owedRefund.paymentId,
      refund: made,
    };
    actor.send(changed);
    expect(shownReturns(actor.getSnapshot())[0]!.refund).toEqual(made);
    expect(told).toEqual([changed]);
    await idle();
    expect(shownReturns(actor.getSnapshot())[0]!.view.step).toBe('refunded');
  });

  it('reads once more when told again while a read is under way', async () => {
    const { actor, requests, idle } = returnsOf([[asked]]);
    await idle();
    actor.send({ type: 'return.changed', returnId: asked.view.id, view: approved.view });
    actor.send({ type: 'return.changed', returnId: asked.view.id, view: null });
    expect(requests).toHaveLength(3);
  });
});
