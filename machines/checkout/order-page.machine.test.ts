import { describe, expect, it } from 'vitest';
import { checkoutStatus, isOrderStatus, orderId } from './selectors';
import {
  anOrder,
  cashFields,
  checkoutOf,
  dress,
  notFound,
  tokenOf,
  unavailable,
} from '@testing/helpers/checkout-machine';
import type { OrderView } from './types';
import { orderIdOf } from '@testing/fixtures/order-ids';

const stored = orderIdOf(42);
const storedToken = tokenOf(42);
const answer = (order: OrderView) => async () => order;
const open = (cartHeld: boolean | null) =>
  ({
    type: 'checkout.openOrder',
    orderId: stored,
    access: cartHeld === null ? null : { accessToken: storedToken, cartHeld },
  }) as const;

describe('checkout machine: an order opened by its address on this device', () => {
  it('reads the order with the token kept on this device and shows it as it is', async () => {
    const { actor, requests, settled } = checkoutOf([dress], {
      get: [answer(anOrder({ id: stored, status: 'pending' }))],
    });
    actor.send(open(false));
    expect(checkoutStatus(actor.getSnapshot())).toBe('loadingOrder');
    expect(orderId(actor.getSnapshot())).toBe(stored);
    expect((await settled()).matches('placed')).toBe(true);
    expect(requests.get).toEqual([{ orderId: stored, accessToken: storedToken }]);
  });

  it('empties the cart when an order the cart still held turns out paid', async () => {
    const { actor, log, settled } = checkoutOf([dress], {
      get: [answer(anOrder({ id: stored, status: 'paid', payment: { receipt: 'QWE1RTY2UI' } }))],
    });
    actor.send(open(true));
    expect((await settled()).matches('paid')).toBe(true);
    expect(log.filter((entry) => /^(cart: empty|release)/.test(entry))).toEqual([
      `release cart hold for ${stored}`,
      'cart: empty',
    ]);
  });

  it('leaves the cart alone for a paid order it no longer holds (a later cart)', async () => {
    const { actor, log, settled } = checkoutOf([dress], {
      get: [answer(anOrder({ id: stored, status: 'paid' }))],
    });
    actor.send(open(false));
    await settled();
    expect(log.some((entry) => entry.startsWith('cart: empty'))).toBe(false);
  });

  it('goes on waiting for an order still waiting for its payment', async () => {
    const { actor, settled } = checkoutOf([dress], { get: [answer(anOrder({ id: stored }))] });
    actor.send(open(true));
    expect((await settled()).matches('awaitingPayment')).toBe(true);
  });

  it('shows a failed payment with Try again', async () => {
    const failed = anOrder({
      id: stored,
      status: 'payment-failed',
      payment: { failure: 'cancelled' },
    });
    const { actor, settled } = checkoutOf([dress], { get: [answer(failed)] });
    actor.send(open(true));
    const snapshot = await settled();
    expect(snapshot.matches('paymentFailed')).toBe(true);
    expect(snapshot.can({ type: 'checkout.payAgain', phone: '0712 345 678' })).toBe(true);
  });

  it.each(['expired', 'cancelled', 'refunded'] as const)(
    'shows a %s order as it ended, never as placed, and leaves the cart alone',
    async (ended) => {
      const { actor, log, settled } = checkoutOf([dress], {
        get: [answer(anOrder({ id: stored, status: ended }))],
      });
      actor.send(open(true));
      const snapshot = await settled();
      expect(checkoutStatus(snapshot)).toBe('ended');
      expect(log.some((entry) => entry.startsWith('cart: empty'))).toBe(false);
      actor.send({ type: 'checkout.startAnother' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
    },
  );

  it('asks the server without a token, which shows the order to its signed-in owner', async () => {
    const { actor, requests, settled } = checkoutOf([dress], {
      get: [answer(anOrder({ id: stored, status: 'paid' }))],
    });
    actor.send(open(null));
    expect((await settled()).matches('paid')).toBe(true);
    expect(requests.get).toEqual([{ orderId: stored, accessToken: null }]);
  });

  it('has nothing to show without a token when the server shows the order to nobody here', async () => {
    const { actor, log, settled } = checkoutOf([dress], { get: [notFound] });
    actor.send(open(null));
    const snapshot = await settled();
    expect(checkoutStatus(snapshot)).toBe('noAccess');
    expect(orderId(snapshot)).toBe(stored);
    expect(snapshot.context.failure).toBeNull();
    // The server was asked; nothing else was done.
    expect(log).toEqual([`get ${stored}`]);
  });

  it('says so when the order cannot be read, and reads it again on Retry', async () => {
    const { actor, requests, settled } = checkoutOf([dress], {
      get: [unavailable, answer(anOrder({ id: stored, status: 'pending' }))],
    });
    actor.send(open(false));
    const failed = await settled();
    expect(failed.matches('orderUnavailable')).toBe(true);
    expect(failed.context.failure).toEqual(new Error('unavailable'));
    actor.send({ type: 'checkout.retry' });
    expect((await settled()).matches('placed')).toBe(true);
    expect(requests.get).toHaveLength(2);
  });

  it('takes no order to open while one is being placed', async () => {
    const { actor, place } = checkoutOf([dress]);
    place();
    expect(actor.getSnapshot().matches('placing')).toBe(true);
    expect(actor.getSnapshot().can(open(true))).toBe(false);
  });
});

describe('checkout machine: another checkout after an order', () => {
  it('starts afresh with new ids when the shopper comes back after an order', async () => {
    const { actor, place, settled } = checkoutOf([dress]);
    expect(actor.getSnapshot().can({ type: 'checkout.startAnother' })).toBe(false);
    place(cashFields);
    await settled();
    actor.send({ type: 'checkout.startAnother' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context).toMatchObject({
      checkoutId: orderIdOf(2),
      accessToken: tokenOf(2),
      order: null,
      cartHoldsOrder: false,
    });
  });

  it('starts afresh from an order that could not be shown', async () => {
    const { actor, settled } = checkoutOf([dress], { get: [notFound] });
    actor.send(open(null));
    await settled();
    actor.send({ type: 'checkout.startAnother' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.checkoutId).toBe(orderIdOf(2));
  });

  it('tells the order states from the form states', () => {
    expect(
      ['awaitingPayment', 'paid', 'placed', 'ended', 'paymentFailed', 'noAccess'].every((s) =>
        isOrderStatus(s as Parameters<typeof isOrderStatus>[0]),
      ),
    ).toBe(true);
    expect(
      ['editing', 'checking', 'placing', 'reviewing', 'failed'].some((s) =>
        isOrderStatus(s as Parameters<typeof isOrderStatus>[0]),
      ),
    ).toBe(false);
  });
});
