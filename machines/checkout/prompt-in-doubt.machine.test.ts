import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentWait } from './checkout.machine';
import { canPayOnDelivery, canPromptAgain, checkoutStatus, promptNews } from './selectors';
import {
  anOrder,
  checkoutOf,
  dress,
  promptOnPhone,
  tokenOf,
  type Answers,
} from '@testing/helpers/checkout-machine';
import type { OrderView } from './types';
import { orderIdOf } from '@testing/fixtures/order-ids';

const placedAt = new Date('2026-01-05T09:00:00.000Z');
/** An instant `ms` after the order was placed. */
const after = (ms: number) => new Date(placedAt.getTime() + ms).toISOString();
const retryAfterMs = 90_000;

/** An order awaiting payment whose prompt stands so, Try again opening `retryAfterMs` in. */
const inDoubt = (state: 'unconfirmed' | 'sending', retryFrom = after(retryAfterMs)) =>
  anOrder({ payment: { prompt: { state, retryFrom } } });
const paid = () => anOrder({ status: 'paid', payment: { receipt: 'SGH7K2LQ9P' } });
const answer = (order: OrderView) => async () => order;
/** The order as it stands, for every call from now on. */
const always = (order: OrderView) => Array.from({ length: 100 }, () => answer(order));
const refused = (message: string) => () =>
  Promise.reject(Object.assign(new Error(message), { kind: 'refused' }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(placedAt);
});
afterEach(() => {
  vi.useRealTimers();
});

/** An M-Pesa order placed whose prompt the server answers in doubt. */
async function placedInDoubt(order: OrderView, answers: Answers = {}) {
  const checkout = checkoutOf([dress], {
    place: [async () => ({ outcome: 'placed', order })],
    get: always(order),
    ...answers,
  });
  checkout.place();
  await vi.advanceTimersByTimeAsync(0);
  expect(checkout.status()).toBe('awaitingPayment');
  const snapshot = () => checkout.actor.getSnapshot();
  const canTryAgain = () => snapshot().can({ type: 'checkout.payAgain', phone: '0712 345 678' });
  const asked = () => checkout.log.filter((entry) => entry.startsWith('get')).length;
  return { ...checkout, snapshot, canTryAgain, asked };
}

describe('checkout machine: a prompt M-Pesa may not have delivered', () => {
  it('keeps Try again closed before the prompt’s retryFrom, and opens it at that moment', async () => {
    const { snapshot, canTryAgain } = await placedInDoubt(inDoubt('unconfirmed'));
    expect(promptNews(snapshot())).toBe('unconfirmed');
    expect(canPromptAgain(snapshot())).toBe(false);
    expect(canTryAgain()).toBe(false);
    expect(snapshot().can({ type: 'checkout.payOnDelivery' })).toBe(false);

    await vi.advanceTimersByTimeAsync(retryAfterMs - 1);
    expect(canTryAgain()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(canPromptAgain(snapshot())).toBe(true);
    expect(canTryAgain()).toBe(true);
    expect(canPayOnDelivery(snapshot())).toBe(true);
    expect(promptNews(snapshot())).toBe('unconfirmed');
  });

  it('opens Try again at once for a sending that stopped: its retryFrom has passed', async () => {
    const { snapshot, canTryAgain } = await placedInDoubt(inDoubt('sending', after(-1)));
    expect(canTryAgain()).toBe(true);
    expect(promptNews(snapshot())).toBe('not-sent');
  });

  it('says a prompt is being sent until its retryFrom, then that it did not go out', async () => {
    const { snapshot, canTryAgain } = await placedInDoubt(inDoubt('sending'));
    expect(promptNews(snapshot())).toBe('sending');
    expect(canTryAgain()).toBe(false);
    await vi.advanceTimersByTimeAsync(retryAfterMs);
    expect(promptNews(snapshot())).toBe('not-sent');
    expect(canTryAgain()).toBe(true);
  });

  it('goes on asking about the order, before and after Try again opens and past two minutes', async () => {
    const { asked, status } = await placedInDoubt(inDoubt('unconfirmed'));
    await vi.advanceTimersByTimeAsync(retryAfterMs - 1);
    const before = asked();
    expect(before).toBeGreaterThan(10);
    await vi.advanceTimersByTimeAsync(paymentWait.limitMs * 2);
    expect(status()).toBe('awaitingPayment');
    // Every 5 s at most, once the pause has grown.
    expect(asked() - before).toBeGreaterThanOrEqual((paymentWait.limitMs * 2) / 5_000 - 1);
  });

  it('is paid when a late callback pays the order, and empties the cart once', async () => {
    const { log, status } = await placedInDoubt(inDoubt('unconfirmed'), {
      get: [...always(inDoubt('unconfirmed')).slice(0, 30), answer(paid())],
    });
    await vi.advanceTimersByTimeAsync(retryAfterMs + 60_000);
    expect(status()).toBe('paid');
    expect(log.filter((entry) => entry.startsWith('cart: empty'))).toHaveLength(1);
  });

  it('sends a new prompt for the same order on Try again, then waits for it as for any', async () => {
    const { actor, requests, snapshot, status } = await placedInDoubt(inDoubt('unconfirmed'), {
      pay: [answer(anOrder({ payment: { prompt: promptOnPhone } }))],
    });
    await vi.advanceTimersByTimeAsync(retryAfterMs);
    actor.send({ type: 'checkout.payAgain', phone: '0722 000 111' });
    expect(status()).toBe('payingAgain');
    expect(canPromptAgain(snapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.pay).toEqual([
      { orderId: orderIdOf(1), accessToken: tokenOf(1), method: 'mpesa', phone: '0722 000 111' },
    ]);
    expect(status()).toBe('awaitingPayment');
    expect(promptNews(snapshot())).toBe('on-phone');
    expect(canPromptAgain(snapshot())).toBe(false);
  });

  it('switches to cash on delivery where the delivery takes cash, and not otherwise', async () => {
    const cash = anOrder({
      status: 'pending',
      payment: { method: 'cash-on-delivery', phone: null },
    });
    const nairobi = await placedInDoubt(inDoubt('sending', after(-1)), { pay: [answer(cash)] });
    nairobi.actor.send({ type: 'checkout.payOnDelivery' });
    await vi.advanceTimersByTimeAsync(0);
    expect(nairobi.requests.pay).toEqual([
      { orderId: orderIdOf(1), accessToken: tokenOf(1), method: 'cash-on-delivery' },
    ]);
    expect(nairobi.status()).toBe('placed');

    const courier = { ...inDoubt('sending', after(-1)) };
    courier.delivery = { ...courier.delivery, option: 'courier-countrywide' };
    const far = await placedInDoubt(courier);
    expect(far.canTryAgain()).toBe(true);
    expect(canPayOnDelivery(far.snapshot())).toBe(false);
  });

  it('shows a refused Try again’s reason, the order still waiting and Try again still open', async () => {
    const message =
      'Your last M-Pesa prompt is still open on your phone: finish or cancel it there, then try again.';
    const { actor, snapshot, status, canTryAgain } = await placedInDoubt(
      inDoubt('unconfirmed', after(-1)),
      { pay: [refused(message)] },
    );
    actor.send({ type: 'checkout.payAgain', phone: '0712 345 678' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('awaitingPayment');
    expect(snapshot().context.failure).toMatchObject({ message });
    expect(canTryAgain()).toBe(true);
  });

  it('forgets a refused Try again once the order moves on', async () => {
    const failed = anOrder({ status: 'payment-failed', payment: { failure: 'cancelled' } });
    const { actor, snapshot, status } = await placedInDoubt(inDoubt('unconfirmed', after(-1)), {
      pay: [refused('Your last M-Pesa prompt is still open on your phone.')],
      get: [answer(inDoubt('unconfirmed', after(-1))), answer(failed)],
    });
    actor.send({ type: 'checkout.payAgain', phone: '0712 345 678' });
    await vi.advanceTimersByTimeAsync(paymentWait.firstPollMs);
    expect(status()).toBe('paymentFailed');
    expect(snapshot().context.failure).toBeNull();
  });

  it('waits two minutes from the moment a prompt being sent reaches the phone', async () => {
    const sent = anOrder({ payment: { prompt: promptOnPhone } });
    const { snapshot, status, canTryAgain } = await placedInDoubt(inDoubt('sending'), {
      get: [answer(inDoubt('sending')), ...always(sent)],
    });
    await vi.advanceTimersByTimeAsync(paymentWait.firstPollMs + 3_000);
    expect(promptNews(snapshot())).toBe('on-phone');
    await vi.advanceTimersByTimeAsync(retryAfterMs);
    expect(canTryAgain()).toBe(false);
    await vi.advanceTimersByTimeAsync(paymentWait.limitMs - retryAfterMs - 1);
    expect(status()).toBe('awaitingPayment');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('paymentUnconfirmed');
  });

  it('goes back to waiting, Try again scheduled, when Check again finds the prompt in doubt', async () => {
    let server = anOrder();
    const { actor, snapshot, status, canTryAgain } = await placedInDoubt(server, {
      get: Array.from({ length: 100 }, () => async () => server),
    });
    await vi.advanceTimersByTimeAsync(paymentWait.limitMs);
    expect(status()).toBe('paymentUnconfirmed');
    server = inDoubt('unconfirmed', after(paymentWait.limitMs + 30_000));
    actor.send({ type: 'checkout.checkAgain' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('awaitingPayment');
    expect(promptNews(snapshot())).toBe('unconfirmed');
    expect(canTryAgain()).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(canTryAgain()).toBe(true);
  });
});

describe('checkout machine: an order opened with its prompt in doubt', () => {
  it('offers Try again at once when its retryFrom passed while the shopper was away', async () => {
    const stored = orderIdOf(42);
    const { actor, settled } = checkoutOf([dress], {
      get: always({ ...inDoubt('unconfirmed', after(-60_000)), id: stored }),
    });
    actor.send({
      type: 'checkout.openOrder',
      orderId: stored,
      access: { accessToken: tokenOf(42), cartHeld: true },
    });
    const snapshot = await settled();
    expect(checkoutStatus(snapshot)).toBe('awaitingPayment');
    expect(canPromptAgain(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'checkout.payAgain', phone: '0712 345 678' })).toBe(true);
  });
});
