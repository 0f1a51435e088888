import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPollDelay, paymentWait } from './checkout.machine';
import {
  canPayOnDelivery,
  canTryAgain,
  checkoutStatus,
  payAgainPhone,
  payOnDeliveryRefusal,
  suggestsCash,
} from './selectors';
import { maxCashUnitsPerVariant } from '@model/limits';
import { cashLimitMessage, cashLineMessage } from '@model/order/price-order';
import { promptLimitMessage } from '@model/order/refusals';
import {
  anOrder,
  checkoutOf,
  dress,
  mpesaFields,
  tokenOf,
  unavailable,
  type Answers,
} from '@testing/helpers/checkout-machine';
import type { OrderView } from './types';
import { orderIdOf } from '@testing/fixtures/order-ids';

const waiting = (overrides = {}) => anOrder({ status: 'awaiting-payment', ...overrides });
const paid = () => anOrder({ status: 'paid', payment: { receipt: 'SGH7K2LQ9P' } });
const failedWith = (failure: OrderView['payment']['failure'], option = 'nairobi-delivery') =>
  anOrder({
    status: 'payment-failed',
    payment: { failure },
    delivery: { ...anOrder().delivery, option },
  });
const answer = (order: OrderView) => async () => order;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Places an M-Pesa order and waits for the prompt to be out. */
async function awaitingCheckout(answers: Answers = {}) {
  const checkout = checkoutOf([dress], answers);
  checkout.place();
  await vi.advanceTimersByTimeAsync(0);
  expect(checkout.status()).toBe('awaitingPayment');
  return checkout;
}

describe('checkout machine: waiting for the M-Pesa payment', () => {
  it('asks about the order after 2 s, then waits longer each time, up to 5 s', async () => {
    const started = Date.now();
    const times: number[] = [];
    const still = async () => {
      times.push(Date.now() - started);
      return waiting();
    };
    const { requests } = await awaitingCheckout({ get: Array.from({ length: 6 }, () => still) });
    await vi.advanceTimersByTimeAsync(2_000 + 3_000 + 4_500 + 5_000 + 5_000);
    expect(times).toEqual([2_000, 5_000, 9_500, 14_500, 19_500]);
    expect(requests.get[0]).toEqual({ orderId: orderIdOf(1), accessToken: tokenOf(1) });
    expect([2_000, 3_000, 4_500, 5_000].map(nextPollDelay)).toEqual([3_000, 4_500, 5_000, 5_000]);
  });

  it('is paid once the server says so, and only then empties the cart, once', async () => {
    const { actor, log, status } = await awaitingCheckout({
      get: [answer(waiting()), answer(paid())],
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(status()).toBe('awaitingPayment');
    expect(log.some((entry) => entry.startsWith('cart: empty'))).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(status()).toBe('paid');
    expect(actor.getSnapshot().context.order?.payment.receipt).toBe('SGH7K2LQ9P');
    expect(log.filter((entry) => /^(cart: empty|release)/.test(entry))).toEqual([
      `release cart hold for ${orderIdOf(1)}`,
      'cart: empty',
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.filter((entry) => entry.startsWith('get'))).toHaveLength(2);
  });

  it('keeps asking after a failed call: a lost answer is no news', async () => {
    const { status } = await awaitingCheckout({ get: [unavailable, unavailable, answer(paid())] });
    await vi.advanceTimersByTimeAsync(2_000 + 3_000);
    expect(status()).toBe('awaitingPayment');
    await vi.advanceTimersByTimeAsync(4_500);
    expect(status()).toBe('paid');
  });

  it('stops after two minutes with the order unconfirmed, asking nothing more', async () => {
    const { actor, log, status } = await awaitingCheckout();
    await vi.advanceTimersByTimeAsync(paymentWait.limitMs - 1);
    expect(status()).toBe('awaitingPayment');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('paymentUnconfirmed');
    const asked = log.filter((entry) => entry.startsWith('get')).length;
    expect(asked).toBe(25);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.filter((entry) => entry.startsWith('get'))).toHaveLength(asked);
    expect(actor.getSnapshot().can({ type: 'checkout.checkAgain' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'checkout.startAnother' })).toBe(true);
  });

  it('Check again asks once: still waiting stays unconfirmed, a payment is paid', async () => {
    const { actor, status } = await awaitingCheckout();
    await vi.advanceTimersByTimeAsync(paymentWait.limitMs);
    actor.send({ type: 'checkout.checkAgain' });
    expect(status()).toBe('checkingAgain');
    expect(actor.getSnapshot().can({ type: 'checkout.checkAgain' })).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('paymentUnconfirmed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status()).toBe('paymentUnconfirmed');
  });

  it('Check again that fails says so; one that finds the payment made is paid', async () => {
    const later: NonNullable<Answers['get']> = [];
    const { actor, status } = await awaitingCheckout({ get: later });
    await vi.advanceTimersByTimeAsync(paymentWait.limitMs);
    later.push(unavailable, answer(paid()));
    actor.send({ type: 'checkout.checkAgain' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('paymentUnconfirmed');
    expect(actor.getSnapshot().context.failure).toEqual(new Error('unavailable'));
    actor.send({ type: 'checkout.checkAgain' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('paid');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('takes no Check again, Try again or cash while the prompt is out', async () => {
    const { actor } = await awaitingCheckout();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'checkout.checkAgain' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.payAgain', phone: '0712 345 678' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.payOnDelivery' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.startAnother' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.place', fields: mpesaFields })).toBe(false);
  });
});

describe('checkout machine: a failed M-Pesa payment', () => {
  it('says why, keeps the cart, and prompts again for the same order on Try again', async () => {
    const { actor, log, requests, status } = await awaitingCheckout({
      get: [answer(failedWith('insufficient-funds')), answer(paid())],
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(status()).toBe('paymentFailed');
    expect(actor.getSnapshot().context.order?.payment.failure).toBe('insufficient-funds');
    expect(payAgainPhone(actor.getSnapshot())).toBe('0712 345 678');
    expect(log.some((entry) => entry.startsWith('cart: empty'))).toBe(false);

    actor.send({ type: 'checkout.payAgain', phone: '0722 000 111' });
    expect(status()).toBe('payingAgain');
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.pay).toEqual([
      {
        orderId: orderIdOf(1),
        accessToken: tokenOf(1),
        method: 'mpesa',
        phone: '0722 000 111',
      },
    ]);
    expect(status()).toBe('awaitingPayment');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(status()).toBe('paid');
    expect(log.filter((entry) => entry.startsWith('cart: empty'))).toHaveLength(1);
  });

  it('waits a fresh two minutes for the new prompt', async () => {
    const { actor, status } = await awaitingCheckout({
      get: [answer(failedWith('cancelled'))],
    });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(status()).toBe('paymentFailed');
    actor.send({ type: 'checkout.payAgain', phone: '0712 345 678' });
    await vi.advanceTimersByTimeAsync(paymentWait.limitMs - 1);
    expect(status()).toBe('awaitingPayment');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('paymentUnconfirmed');
  });

  it('refuses Try again to a number that is not a Kenyan mobile', async () => {
    const { actor, requests } = await awaitingCheckout({ get: [answer(failedWith('wrong-pin'))] });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().can({ type: 'checkout.payAgain', phone: '0212 345 678' })).toBe(
      false,
    );
    actor.send({ type: 'checkout.payAgain', phone: '12' });
    expect(actor.getSnapshot().matches('paymentFailed')).toBe(true);
    expect(requests.pay).toEqual([]);
  });

  it('switches to cash on delivery where the delivery takes cash: placed, cart emptied', async () => {
    const { actor, log, requests, status } = await awaitingCheckout({
      get: [answer(failedWith('unreachable'))],
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(canPayOnDelivery(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'checkout.payOnDelivery' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.pay).toEqual([
      { orderId: orderIdOf(1), accessToken: tokenOf(1), method: 'cash-on-delivery' },
    ]);
    expect(status()).toBe('placed');
    expect(log.filter((entry) => entry.startsWith('cart: empty'))).toHaveLength(1);
  });

  it('offers no cash with a delivery that takes none', async () => {
    const { actor, requests } = await awaitingCheckout({
      get: [answer(failedWith('cancelled', 'courier-countrywide'))],
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().matches('paymentFailed')).toBe(true);
    expect(canPayOnDelivery(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'checkout.payOnDelivery' });
    expect(requests.pay).toEqual([]);
  });

  it('reads the order again when Try again fails, and shows it with the failure', async () => {
    const { actor, status } = await awaitingCheckout({
      get: [answer(failedWith('cancelled')), answer(failedWith('cancelled'))],
      pay: [unavailable],
    });
    await vi.advanceTimersByTimeAsync(2_000);
    actor.send({ type: 'checkout.payAgain', phone: '0712 345 678' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('paymentFailed');
    expect(actor.getSnapshot().context.failure).toEqual(new Error('unavailable'));
  });

  it('offers neither Try again nor cash once M-Pesa took another amount than the total', async () => {
    const { actor, requests } = await awaitingCheckout({
      get: [answer(failedWith('amount-mismatch'))],
    });
    await vi.advanceTimersByTimeAsync(2_000);
    const snapshot = actor.getSnapshot();
    expect(checkoutStatus(snapshot)).toBe('paymentFailed');
    expect(canTryAgain(snapshot)).toBe(false);
    expect(canPayOnDelivery(snapshot)).toBe(false);
    actor.send({ type: 'checkout.payAgain', phone: '0712 345 678' });
    actor.send({ type: 'checkout.payOnDelivery' });
    expect(requests.pay).toEqual([]);
  });

  it('fails at once when M-Pesa refuses the prompt, and puts cash first while M-Pesa is down', async () => {
    const refused = (failure: 'busy' | 'unavailable') => async () =>
      ({ outcome: 'placed', order: failedWith(failure) }) as const;
    const busy = checkoutOf([dress], { place: [refused('busy')] });
    busy.place();
    await vi.advanceTimersByTimeAsync(0);
    expect(busy.status()).toBe('paymentFailed');
    expect(canTryAgain(busy.actor.getSnapshot())).toBe(true);
    expect(suggestsCash(busy.actor.getSnapshot())).toBe(false);

    const down = checkoutOf([dress], { place: [refused('unavailable')] });
    down.place();
    await vi.advanceTimersByTimeAsync(0);
    expect(suggestsCash(down.actor.getSnapshot())).toBe(true);
  });

  it('shows the order ended when its hold ran out while the shopper was away', async () => {
    const { log, status } = await awaitingCheckout({
      get: [answer(waiting()), answer(anOrder({ status: 'expired' }))],
    });
    await vi.advanceTimersByTimeAsync(2_000 + 3_000);
    expect(status()).toBe('ended');
    // Nothing was bought: the cart keeps its lines for another order.
    expect(log.some((entry) => entry.startsWith('cart: empty'))).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.filter((entry) => entry.startsWith('get'))).toHaveLength(2);
  });

  it('shows the order ended when Try again is refused because its hold ran out', async () => {
    const { actor, status } = await awaitingCheckout({
      get: [answer(failedWith('cancelled')), answer(anOrder({ status: 'expired' }))],
      pay: [() => Promise.reject(new Error('This order was not paid in time.'))],
    });
    await vi.advanceTimersByTimeAsync(2_000);
    actor.send({ type: 'checkout.payOnDelivery' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('ended');
  });

  it('shows the order paid when Try again is refused because a late payment landed', async () => {
    const { actor, status } = await awaitingCheckout({
      get: [answer(failedWith('no-answer')), answer(paid())],
      pay: [() => Promise.reject(new Error('This order is paid already.'))],
    });
    await vi.advanceTimersByTimeAsync(2_000);
    actor.send({ type: 'checkout.payAgain', phone: '0712 345 678' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('paid');
  });
});

describe('checkout machine: Try again within cash on delivery’s bounds', () => {
  /** An order M-Pesa failed, of `quantity` dresses at `unitPrice`, delivered within Nairobi. */
  const failedOrder = (quantity: number, unitPrice = '3500') => {
    const total = quantity * Number(unitPrice) + 300;
    return anOrder({
      status: 'payment-failed',
      payment: { failure: 'cancelled' },
      lines: [{ ...anOrder().lines[0]!, quantity, unitPrice }],
      subtotal: total - 300,
      total,
    });
  };

  async function failedCheckout(order: OrderView, cashLimit?: number) {
    const checkout = checkoutOf([dress], { get: [answer(order)] }, cashLimit);
    checkout.place();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(checkout.status()).toBe('paymentFailed');
    return checkout;
  }

  it('offers cash on delivery for an order within its bounds', async () => {
    const { actor } = await failedCheckout(failedOrder(maxCashUnitsPerVariant));
    expect(canPayOnDelivery(actor.getSnapshot())).toBe(true);
    expect(payOnDeliveryRefusal(actor.getSnapshot())).toBeNull();
  });

  it(`offers no cash for more than ${maxCashUnitsPerVariant} of one size and colour, and says why`, async () => {
    const { actor, log } = await failedCheckout(failedOrder(maxCashUnitsPerVariant + 1));
    expect(canPayOnDelivery(actor.getSnapshot())).toBe(false);
    expect(payOnDeliveryRefusal(actor.getSnapshot())).toBe(
      cashLineMessage(dress.productName, maxCashUnitsPerVariant),
    );
    actor.send({ type: 'checkout.payOnDelivery' });
    expect(log.some((entry) => entry.startsWith('pay'))).toBe(false);
    expect(actor.getSnapshot().can({ type: 'checkout.payAgain', phone: '0722 000 111' })).toBe(
      true,
    );
  });

  it('offers no cash for an order over the shop’s cash limit, and says why', async () => {
    const order = failedOrder(2, '30000');
    const { actor } = await failedCheckout(order, 50_000);
    expect(canPayOnDelivery(actor.getSnapshot())).toBe(false);
    expect(payOnDeliveryRefusal(actor.getSnapshot())).toBe(cashLimitMessage(order.total, 50_000));
  });

  it('says nothing of cash’s bounds where the delivery takes no cash anyway', async () => {
    const order = {
      ...failedOrder(maxCashUnitsPerVariant + 1),
      delivery: { ...anOrder().delivery, option: 'courier-countrywide' },
    };
    const { actor } = await failedCheckout(order);
    expect(canPayOnDelivery(actor.getSnapshot())).toBe(false);
    expect(payOnDeliveryRefusal(actor.getSnapshot())).toBeNull();
  });

  it('keeps the number typed for a refused Try again, for the next one', async () => {
    const refused = () =>
      Promise.reject(Object.assign(new Error(promptLimitMessage), { kind: 'unavailable' }));
    const checkout = checkoutOf([dress], {
      get: [answer(failedOrder(1)), answer(failedOrder(1))],
      pay: [refused],
    });
    checkout.place();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(payAgainPhone(checkout.actor.getSnapshot())).toBe(mpesaFields.mpesaPhone);
    checkout.actor.send({ type: 'checkout.payAgain', phone: '0722 000 111' });
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout.status()).toBe('paymentFailed');
    expect(checkout.actor.getSnapshot().context.failure).toMatchObject({
      message: promptLimitMessage,
    });
    expect(payAgainPhone(checkout.actor.getSnapshot())).toBe('0722 000 111');
  });
});
