import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Refund } from '@model/payment/refunds';
import { noStepFields, type OrderStepRequest } from '@model/staff/requests';
import { aRefund } from '@testing/fixtures/staff-refunds';
import { orderPageMachine, type OrderPageSnapshot } from './order-page.machine';
import {
  allowedSteps,
  dialogFailure,
  fieldErrors,
  isBusy,
  openDialog,
  orderPageStatus,
  rereadFailure,
  savingStep,
  shownOrder,
  stepNotice,
} from './order-page.selectors';
import { aStaffOrder } from '@testing/fixtures/staff-orders';
import type { StaffOrder, StepOutcome } from './types';
import { orderIdOf } from '@testing/fixtures/order-ids';

const orderId = orderIdOf(1);
const paid = aStaffOrder();
const packed = aStaffOrder({ fulfilment: 'packed', queue: 'packed' });
const dispatched = aStaffOrder({ fulfilment: 'dispatched', queue: 'dispatched' });
const cash = { status: 'pending', paymentMethod: 'cash-on-delivery' } as const;
const toConfirm = aStaffOrder({ ...cash, queue: 'to-confirm' });
const confirmed = aStaffOrder({ ...cash, confirmed: true });
const done = (order: Pick<StaffOrder, 'status' | 'fulfilment'>): StepOutcome => ({
  outcome: 'done',
  status: order.status as 'paid',
  fulfilment: order.fulfilment as 'packed',
});

interface Answers {
  /** Each readOrder call answers the next of these, or fails with it. */
  reads: Array<StaffOrder | null | Error>;
  steps?: Array<StepOutcome | Error>;
}

const answer = async <T>(queue: Array<T | Error>): Promise<T> => {
  if (queue.length === 0) return new Promise<T>(() => {});
  const next = queue.shift() as T | Error;
  if (next instanceof Error) throw next;
  return next;
};

/** An order's page with its reads and steps answered from queues, every request kept. */
function pageOf(answers: Answers) {
  const reads: string[] = [];
  const sent: OrderStepRequest[] = [];
  const machine = orderPageMachine.provide({
    actors: {
      readOrder: fromPromise(({ input }: { input: string }) => {
        reads.push(input);
        return answer(answers.reads);
      }),
      takeStep: fromPromise(({ input }: { input: OrderStepRequest }) => {
        sent.push(input);
        return answer(answers.steps ?? []);
      }),
    },
  });
  const actor = createActor(machine, { input: { orderId } }).start();
  const until = (predicate: (snapshot: OrderPageSnapshot) => boolean) => waitFor(actor, predicate);
  const ready = () => until((snapshot) => orderPageStatus(snapshot) === 'ready');
  const settled = () => until((snapshot) => snapshot.matches({ ready: 'idle' }));
  return { actor, reads, sent, until, ready, settled };
}

const unavailable = () => new Error('unavailable');

describe('order page machine: reading the order', () => {
  it('reads the order by its number and shows it', async () => {
    const { actor, reads, ready } = pageOf({ reads: [paid] });
    expect(orderPageStatus(actor.getSnapshot())).toBe('loading');
    await ready();
    expect(reads).toEqual([orderId]);
    expect(shownOrder(actor.getSnapshot())).toEqual(paid);
  });

  it('says so when there is no such order', async () => {
    const { actor, until } = pageOf({ reads: [null] });
    await until((snapshot) => orderPageStatus(snapshot) === 'notFound');
    expect(actor.getSnapshot().can({ type: 'step.start', action: 'pack' })).toBe(false);
  });

  it('fails with the error, and Retry reads again', async () => {
    const failure = unavailable();
    const { actor, reads, until, ready } = pageOf({ reads: [failure, paid] });
    await until((snapshot) => orderPageStatus(snapshot) === 'failed');
    expect(actor.getSnapshot().context.failure).toBe(failure);
    actor.send({ type: 'order.retry' });
    await ready();
    expect(reads).toHaveLength(2);
  });
});

describe('order page machine: the steps an order allows', () => {
  it.each([
    ['a paid order waiting to be packed', paid, ['pack', 'cancel']],
    ['a cash order not yet confirmed with the shopper', toConfirm, ['confirm', 'cancel']],
    ['a confirmed cash order waiting to be packed', confirmed, ['pack', 'cancel']],
    ['a packed order', packed, ['dispatch', 'cancel']],
    ['a dispatched order', dispatched, ['deliver']],
    ['a delivered order', aStaffOrder({ fulfilment: 'delivered' }), []],
    ['an order awaiting payment', aStaffOrder({ status: 'awaiting-payment' }), ['cancel']],
    ['a cancelled order', aStaffOrder({ status: 'cancelled' }), []],
  ] as const)('offers %s only its own steps', async (_, order, steps) => {
    const { actor, ready } = pageOf({ reads: [order] });
    await ready();
    expect(allowedSteps(actor.getSnapshot())).toEqual(steps);
  });

  it('refuses a step the order does not allow: nothing is sent', async () => {
    const { actor, sent, ready } = pageOf({ reads: [paid] });
    await ready();
    expect(actor.getSnapshot().can({ type: 'step.start', action: 'deliver' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'step.start', action: 'dispatch' })).toBe(false);
    actor.send({ type: 'step.start', action: 'deliver' });
    expect(actor.getSnapshot().matches({ ready: { idle: 'fresh' } })).toBe(true);
    expect(sent).toEqual([]);
  });

  it('refuses cancelling once the order is dispatched', async () => {
    const { actor, ready } = pageOf({ reads: [dispatched] });
    await ready();
    expect(actor.getSnapshot().can({ type: 'step.start', action: 'cancel' })).toBe(false);
  });
});

describe('order page machine: Mark as packed, one press', () => {
  it('sends the step, moves the order at once, reads it again, and says it is saved', async () => {
    const { actor, sent, reads, settled } = pageOf({
      reads: [paid, packed],
      steps: [done(packed)],
    });
    await waitFor(actor, (snapshot) => orderPageStatus(snapshot) === 'ready');
    actor.send({ type: 'step.start', action: 'pack' });
    expect(savingStep(actor.getSnapshot())).toBe('pack');
    expect(isBusy(actor.getSnapshot())).toBe(true);
    expect(openDialog(actor.getSnapshot())).toBeNull();
    await settled();
    expect(sent).toEqual([{ orderId, action: 'pack' }]);
    expect(reads).toEqual([orderId, orderId]);
    expect(actor.getSnapshot().matches({ ready: { idle: 'saved' } })).toBe(true);
    expect(stepNotice(actor.getSnapshot())).toEqual({ kind: 'saved', action: 'pack' });
    expect(allowedSteps(actor.getSnapshot())).toEqual(['dispatch', 'cancel']);
  });

  it('takes no second step while one is being saved', async () => {
    const { actor, sent, ready } = pageOf({ reads: [paid] });
    await ready();
    actor.send({ type: 'step.start', action: 'pack' });
    expect(actor.getSnapshot().can({ type: 'step.start', action: 'pack' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'step.start', action: 'cancel' })).toBe(false);
    actor.send({ type: 'step.start', action: 'pack' });
    expect(sent).toHaveLength(1);
  });

  it('keeps every button when the step fails, and Retry sends it again', async () => {
    const { actor, sent, settled, until } = pageOf({
      reads: [paid, packed],
      steps: [unavailable(), done(packed)],
    });
    await until((snapshot) => orderPageStatus(snapshot) === 'ready');
    actor.send({ type: 'step.start', action: 'pack' });
    await settled();
    expect(stepNotice(actor.getSnapshot())).toMatchObject({ kind: 'failed', action: 'pack' });
    expect(actor.getSnapshot().can({ type: 'step.start', action: 'cancel' })).toBe(true);
    actor.send({ type: 'step.retry' });
    await until((snapshot) => snapshot.matches({ ready: { idle: 'saved' } }));
    expect(sent).toEqual([
      { orderId, action: 'pack' },
      { orderId, action: 'pack' },
    ]);
  });
});

describe('order page machine: Mark as confirmed, one press', () => {
  it('confirms a cash order: sent, shown confirmed at once, then packed is offered', async () => {
    const { actor, sent, until, settled } = pageOf({
      reads: [toConfirm, confirmed],
      steps: [{ outcome: 'done', status: 'pending', fulfilment: 'unfulfilled' }],
    });
    await until((snapshot) => orderPageStatus(snapshot) === 'ready');
    actor.send({ type: 'step.start', action: 'confirm' });
    expect(savingStep(actor.getSnapshot())).toBe('confirm');
    expect(openDialog(actor.getSnapshot())).toBeNull();
    await until((snapshot) => snapshot.matches({ ready: 'rereading' }));
    expect(shownOrder(actor.getSnapshot())?.confirmed).toBe(true);
    await settled();
    expect(sent).toEqual([{ orderId, action: 'confirm' }]);
    expect(stepNotice(actor.getSnapshot())).toEqual({ kind: 'saved', action: 'confirm' });
    expect(allowedSteps(actor.getSnapshot())).toEqual(['pack', 'cancel']);
  });

  it('refuses packing a cash order before it is confirmed: nothing is sent', async () => {
    const { actor, sent, ready } = pageOf({ reads: [toConfirm] });
    await ready();
    expect(actor.getSnapshot().can({ type: 'step.start', action: 'pack' })).toBe(false);
    actor.send({ type: 'step.start', action: 'pack' });
    expect(actor.getSnapshot().matches({ ready: { idle: 'fresh' } })).toBe(true);
    expect(sent).toEqual([]);
  });

  it.each([
    ['a paid order', paid],
    ['a confirmed cash order', confirmed],
    ['a packed cash order', aStaffOrder({ ...cash, fulfilment: 'packed' })],
    ['a cancelled cash order', aStaffOrder({ ...cash, status: 'cancelled' })],
  ])(
    'offers no confirming for %s: only an order awaiting confirmation is confirmed',
    async (_, order) => {
      const { actor, ready } = pageOf({ reads: [order] });
      await ready();
      expect(actor.getSnapshot().can({ type: 'step.start', action: 'confirm' })).toBe(false);
      expect(allowedSteps(actor.getSnapshot())).not.toContain('confirm');
    },
  );
});

describe('order page machine: Mark as dispatched, in a dialog', () => {
  async function dispatching(answers: Omit<Answers, 'reads'> & { reads?: Answers['reads'] }) {
    const page = pageOf({ reads: [packed, dispatched], ...answers });
    await page.ready();
    page.actor.send({ type: 'step.start', action: 'dispatch' });
    return page;
  }

  it('opens the dialog and sends nothing yet', async () => {
    const { actor, sent } = await dispatching({});
    expect(openDialog(actor.getSnapshot())).toBe('dispatch');
    expect(sent).toEqual([]);
  });

  it('refuses to send without a courier or rider, naming the field', async () => {
    const { actor, sent } = await dispatching({});
    actor.send({ type: 'step.confirm', fields: { ...noStepFields, tracking: 'KE1' } });
    expect(openDialog(actor.getSnapshot())).toBe('dispatch');
    expect(fieldErrors(actor.getSnapshot())).toEqual({ courier: 'Name the courier or rider.' });
    expect(actor.getSnapshot().context.fields.tracking).toBe('KE1');
    expect(sent).toEqual([]);
  });

  it('sends the courier and the optional tracking reference trimmed, then closes', async () => {
    const { actor, sent, settled } = await dispatching({ steps: [done(dispatched)] });
    actor.send({ type: 'step.confirm', fields: { ...noStepFields, courier: ' G4S ' } });
    expect(savingStep(actor.getSnapshot())).toBe('dispatch');
    expect(openDialog(actor.getSnapshot())).toBe('dispatch');
    await settled();
    expect(sent).toEqual([{ orderId, action: 'dispatch', courier: 'G4S', tracking: '' }]);
    expect(openDialog(actor.getSnapshot())).toBeNull();
    expect(stepNotice(actor.getSnapshot())).toEqual({ kind: 'saved', action: 'dispatch' });
    expect(actor.getSnapshot().context.fields).toEqual(noStepFields);
  });

  it('closes without sending anything', async () => {
    const { actor, sent } = await dispatching({});
    actor.send({ type: 'step.close' });
    expect(openDialog(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches({ ready: { idle: 'fresh' } })).toBe(true);
    expect(sent).toEqual([]);
  });

  it('keeps the dialog and what was typed when the save fails; Retry sends the fields again', async () => {
    const failure = unavailable();
    const { actor, sent, settled, until } = await dispatching({
      steps: [failure, done(dispatched)],
    });
    const typed = { ...noStepFields, courier: 'G4S', tracking: 'KE1' };
    actor.send({ type: 'step.confirm', fields: typed });
    await until((snapshot) => snapshot.matches({ ready: 'saveFailed' }));
    expect(openDialog(actor.getSnapshot())).toBe('dispatch');
    expect(dialogFailure(actor.getSnapshot())).toBe(failure);
    expect(actor.getSnapshot().context.fields).toEqual(typed);
    actor.send({ type: 'step.confirm', fields: { ...typed, tracking: 'KE2' } });
    await settled();
    expect(sent.map((request) => 'tracking' in request && request.tracking)).toEqual([
      'KE1',
      'KE2',
    ]);
  });

  it('refuses to confirm while the step is being saved', async () => {
    const { actor } = await dispatching({});
    actor.send({ type: 'step.confirm', fields: { ...noStepFields, courier: 'G4S' } });
    expect(actor.getSnapshot().can({ type: 'step.confirm', fields: noStepFields })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'step.close' })).toBe(false);
  });
});

describe('order page machine: Cancel order, in a dialog', () => {
  it('needs a reason, then sends it', async () => {
    const cancelled = aStaffOrder({ status: 'cancelled', queue: 'cancelled' });
    const { actor, sent, ready, settled } = pageOf({
      reads: [paid, cancelled],
      steps: [done(cancelled)],
    });
    await ready();
    actor.send({ type: 'step.start', action: 'cancel' });
    expect(openDialog(actor.getSnapshot())).toBe('cancel');
    actor.send({ type: 'step.confirm', fields: noStepFields });
    expect(fieldErrors(actor.getSnapshot())).toEqual({
      reason: 'Say why the order is cancelled.',
    });
    actor.send({ type: 'step.confirm', fields: { ...noStepFields, reason: 'Out of stock' } });
    await settled();
    expect(sent).toEqual([{ orderId, action: 'cancel', reason: 'Out of stock' }]);
    expect(allowedSteps(actor.getSnapshot())).toEqual([]);
  });
});

describe('order page machine: Mark as delivered', () => {
  it('shows a delivered cash order as paid as soon as the server answers', async () => {
    const onItsWay = aStaffOrder({ ...cash, fulfilment: 'dispatched' });
    const { actor, ready, until } = pageOf({
      reads: [onItsWay],
      steps: [{ outcome: 'done', status: 'paid', fulfilment: 'delivered' }],
    });
    await ready();
    actor.send({ type: 'step.start', action: 'deliver' });
    await until((snapshot) => snapshot.matches({ ready: 'rereading' }));
    expect(shownOrder(actor.getSnapshot())).toMatchObject({
      status: 'paid',
      fulfilment: 'delivered',
    });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    expect(allowedSteps(actor.getSnapshot())).toEqual([]);
  });
});

describe('order page machine: a step the server refuses', () => {
  it('shows the server’s message and reads the order again', async () => {
    const cancelledMeanwhile = aStaffOrder({ status: 'cancelled', queue: 'cancelled' });
    const message = 'This order cannot be packed now: it is cancelled, unfulfilled.';
    const { actor, reads, ready, settled } = pageOf({
      reads: [paid, cancelledMeanwhile],
      steps: [{ outcome: 'refused', message }],
    });
    await ready();
    actor.send({ type: 'step.start', action: 'pack' });
    await settled();
    expect(actor.getSnapshot().matches({ ready: { idle: 'refused' } })).toBe(true);
    expect(stepNotice(actor.getSnapshot())).toEqual({ kind: 'refused', message });
    expect(reads).toHaveLength(2);
    expect(allowedSteps(actor.getSnapshot())).toEqual([]);
  });

  it('closes a dialog the server refused', async () => {
    const { actor, ready, settled } = pageOf({
      reads: [packed, packed],
      steps: [{ outcome: 'refused', message: 'No.' }],
    });
    await ready();
    actor.send({ type: 'step.start', action: 'cancel' });
    actor.send({ type: 'step.confirm', fields: { ...noStepFields, reason: 'Asked to' } });
    await settled();
    expect(openDialog(actor.getSnapshot())).toBeNull();
    expect(stepNotice(actor.getSnapshot())).toEqual({ kind: 'refused', message: 'No.' });
  });
});

describe('order page machine: the read after a step', () => {
  it('keeps the order as the step left it when that read fails; Retry reads again', async () => {
    const failure = unavailable();
    const { actor, reads, ready, until } = pageOf({
      reads: [paid, failure, packed],
      steps: [done(packed)],
    });
    await ready();
    actor.send({ type: 'step.start', action: 'pack' });
    await until((snapshot) => snapshot.matches({ ready: { idle: 'rereadFailed' } }));
    expect(rereadFailure(actor.getSnapshot())).toBe(failure);
    expect(shownOrder(actor.getSnapshot())?.fulfilment).toBe('packed');
    expect(stepNotice(actor.getSnapshot())).toEqual({ kind: 'saved', action: 'pack' });
    actor.send({ type: 'order.retry' });
    await until((snapshot) => snapshot.matches({ ready: { idle: 'saved' } }));
    expect(reads).toHaveLength(3);
  });

  it('says there is no such order if it is gone', async () => {
    const { actor, ready, until } = pageOf({ reads: [paid, null], steps: [done(packed)] });
    await ready();
    actor.send({ type: 'step.start', action: 'pack' });
    await until((snapshot) => orderPageStatus(snapshot) === 'notFound');
  });
});

describe('order page machine: an order the callables cannot take', () => {
  it('refuses a one-press step for an id that is no order number, sending nothing', async () => {
    const machine = orderPageMachine.provide({
      actors: {
        readOrder: fromPromise<StaffOrder | null, string>(async () =>
          aStaffOrder({ id: 'legacy-1' }),
        ),
        takeStep: fromPromise<StepOutcome, OrderStepRequest>(() =>
          Promise.reject(new Error('not sent')),
        ),
      },
    });
    const actor = createActor(machine, { input: { orderId: 'legacy-1' } }).start();
    await waitFor(actor, (snapshot) => orderPageStatus(snapshot) === 'ready');
    actor.send({ type: 'step.start', action: 'pack' });
    expect(stepNotice(actor.getSnapshot())).toEqual({
      kind: 'refused',
      message: 'Not a checkout id.',
    });
  });
});

describe('order page machine: its refunds’ answers', () => {
  const due = aRefund({ orderId });
  const pending = aRefund({
    orderId,
    state: 'pending',
    reversal: { requestedAt: '2025-03-03T07:00:00.000Z', timedOut: false },
  });
  const cancelled = aStaffOrder({ status: 'cancelled', queue: 'cancelled', refunds: [due] });
  const changed = (refund: Refund | null) =>
    ({ type: 'refund.changed', paymentId: due.paymentId, refund }) as const;

  it('shows the refund as answered at once, then reads the order and its refunds again', async () => {
    const reread = aStaffOrder({ ...cancelled, refunds: [pending] });
    const { actor, reads, ready, settled } = pageOf({ reads: [cancelled, reread] });
    await ready();
    actor.send(changed(pending));
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(shownOrder(actor.getSnapshot())?.refunds).toEqual([pending]);
    expect(isBusy(actor.getSnapshot())).toBe(true);
    await settled();
    expect(reads).toEqual([orderId, orderId]);
    expect(shownOrder(actor.getSnapshot())).toEqual(reread);
    expect(stepNotice(actor.getSnapshot())).toBeNull();
  });

  it('reads the order again when a return moved it, what is shown kept meanwhile', async () => {
    const reread = aStaffOrder({ ...cancelled, refunds: [pending] });
    const { actor, reads, ready, settled } = pageOf({ reads: [cancelled, reread] });
    await ready();
    actor.send({ type: 'order.changed' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(shownOrder(actor.getSnapshot())).toEqual(cancelled);
    await settled();
    expect(reads).toEqual([orderId, orderId]);
    expect(shownOrder(actor.getSnapshot())).toEqual(reread);
  });

  it('reads the order again after a refusal, with the refunds as they now stand', async () => {
    const { actor, reads, ready, settled } = pageOf({ reads: [cancelled, cancelled] });
    await ready();
    actor.send(changed(null));
    expect(shownOrder(actor.getSnapshot())?.refunds).toEqual([due]);
    await settled();
    expect(reads).toHaveLength(2);
  });

  it('forgets an earlier step’s word: the refund is the last thing done', async () => {
    const { actor, ready, settled } = pageOf({
      reads: [paid, packed, packed],
      steps: [done(packed)],
    });
    await ready();
    actor.send({ type: 'step.start', action: 'pack' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { idle: 'saved' } }));
    actor.send(changed(null));
    await settled();
    expect(stepNotice(actor.getSnapshot())).toBeNull();
  });

  it('reads once after a step under way when the refund answered before that read began', async () => {
    const { actor, reads, ready, settled } = pageOf({
      reads: [paid, packed],
      steps: [done(packed)],
    });
    await ready();
    actor.send({ type: 'step.start', action: 'pack' });
    actor.send(changed(null));
    await settled();
    expect(reads).toHaveLength(2);
    expect(stepNotice(actor.getSnapshot())).toEqual({ kind: 'saved', action: 'pack' });
  });

  it('keeps what is shown when that read fails; Retry reads again', async () => {
    const failure = unavailable();
    const {
      actor,
      reads,
      ready,
      until: untilState,
    } = pageOf({
      reads: [cancelled, failure, cancelled],
    });
    await ready();
    actor.send(changed(pending));
    await untilState((snapshot) => rereadFailure(snapshot) === failure);
    expect(shownOrder(actor.getSnapshot())?.refunds).toEqual([pending]);
    actor.send({ type: 'order.retry' });
    await untilState((snapshot) => snapshot.matches({ ready: { idle: 'saved' } }));
    expect(reads).toHaveLength(3);
  });
});
