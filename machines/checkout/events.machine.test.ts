import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentWait } from './checkout.machine';
import { checkoutStatus, type CheckoutStatus } from './selectors';
import {
  anOrder,
  cashFields,
  checkoutOf,
  dress,
  mpesaFields,
  notFound,
  tokenOf,
  unavailable,
  type Answers,
} from '@testing/helpers/checkout-machine';
import type { CheckoutEvent, OrderView } from './types';
import { orderIdOf } from '@testing/fixtures/order-ids';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});
const answer = (order: OrderView) => async () => order;
const failedPayment = anOrder({ status: 'payment-failed', payment: { failure: 'cancelled' } });
const open = {
  type: 'checkout.openOrder',
  orderId: orderIdOf(9),
  access: { accessToken: tokenOf(9), cartHeld: false },
} as const;

/** A checkout brought to `status` the way a shopper brings it there. */
async function reach(status: CheckoutStatus) {
  const answers: Answers = {};
  const checkout = checkoutOf([dress], answers);
  const { actor, place } = checkout;
  const settle = () => vi.advanceTimersByTimeAsync(0);
  const awaiting = async (get: Answers['get'] = []) => {
    answers.get = get;
    place();
    await settle();
  };
  switch (status) {
    case 'editing':
      break;
    case 'placing':
      answers.place = [never];
      place();
      break;
    case 'reviewing':
      answers.place = [async () => ({ outcome: 'changed', changes: [] })];
      place();
      break;
    case 'failed':
      answers.place = [unavailable];
      place();
      break;
    case 'awaitingPayment':
      await awaiting();
      break;
    case 'paymentUnconfirmed':
    case 'checkingAgain':
      await awaiting();
      await vi.advanceTimersByTimeAsync(paymentWait.limitMs);
      if (status === 'checkingAgain') {
        answers.get = [never];
        actor.send({ type: 'checkout.checkAgain' });
      }
      break;
    case 'paymentFailed':
    case 'payingAgain':
      await awaiting([answer(failedPayment)]);
      await vi.advanceTimersByTimeAsync(paymentWait.firstPollMs);
      if (status === 'payingAgain') {
        answers.pay = [never];
        actor.send({ type: 'checkout.payAgain', phone: '0712 345 678' });
      }
      break;
    case 'paid':
      await awaiting([answer(anOrder({ status: 'paid' }))]);
      await vi.advanceTimersByTimeAsync(paymentWait.firstPollMs);
      break;
    case 'placed':
      place(cashFields);
      break;
    case 'ended':
      answers.get = [answer(anOrder({ id: open.orderId, status: 'expired' }))];
      actor.send(open);
      break;
    case 'loadingOrder':
      answers.get = [never];
      actor.send(open);
      break;
    case 'orderUnavailable':
      answers.get = [unavailable];
      actor.send(open);
      break;
    case 'noAccess':
      answers.get = [notFound];
      actor.send({ ...open, access: null });
      break;
    case 'checking':
      throw new Error('checking passes in the same step: no event can reach it');
  }
  await settle();
  expect(checkout.status()).toBe(status);
  return actor;
}

const events: Record<string, CheckoutEvent> = {
  place: { type: 'checkout.place', fields: mpesaFields },
  confirm: { type: 'checkout.confirm' },
  retry: { type: 'checkout.retry' },
  startAnother: { type: 'checkout.startAnother' },
  openOrder: open,
  checkAgain: { type: 'checkout.checkAgain' },
  payAgain: { type: 'checkout.payAgain', phone: '0712 345 678' },
  payOnDelivery: { type: 'checkout.payOnDelivery' },
};

/** What each state takes; every other event is refused there. */
const takes: Record<Exclude<CheckoutStatus, 'checking'>, (keyof typeof events)[]> = {
  editing: ['place', 'openOrder'],
  placing: [],
  reviewing: ['place', 'confirm', 'openOrder'],
  failed: ['place', 'retry', 'openOrder'],
  awaitingPayment: ['openOrder'],
  paymentUnconfirmed: ['checkAgain', 'startAnother', 'openOrder'],
  checkingAgain: [],
  paymentFailed: ['payAgain', 'payOnDelivery', 'startAnother', 'openOrder'],
  payingAgain: [],
  paid: ['startAnother', 'openOrder'],
  placed: ['startAnother', 'openOrder'],
  ended: ['startAnother', 'openOrder'],
  loadingOrder: [],
  orderUnavailable: ['retry', 'startAnother', 'openOrder'],
  noAccess: ['startAnother', 'openOrder'],
};

describe('checkout machine: what each state takes, and refuses', () => {
  it.each(Object.entries(takes))('%s takes %j and nothing else', async (status, allowed) => {
    const actor = await reach(status as CheckoutStatus);
    const snapshot = actor.getSnapshot();
    const taken = Object.keys(events).filter((name) => snapshot.can(events[name]!));
    expect(taken.sort()).toEqual([...allowed].sort());
    // The cart is followed in every state: a line removed elsewhere is never missed.
    expect(snapshot.can({ type: 'checkout.cartChanged', lines: [] })).toBe(true);
    expect(checkoutStatus(snapshot)).toBe(status);
  });
});
