import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { maxOrderLines } from '@model/limits';
import { refusalMessage } from './selectors';
import {
  anOrder,
  cashFields,
  checkoutOf,
  dress,
  mpesaFields,
  tokenOf,
  tote,
  unavailable,
} from '@testing/helpers/checkout-machine';
import type { OrderChange, PlaceOrderResponse } from './types';
import { orderIdOf } from '@testing/fixtures/order-ids';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const changed =
  (...changes: OrderChange[]) =>
  async (): Promise<PlaceOrderResponse> => ({
    outcome: 'changed',
    changes,
  });

describe('checkout machine: placing an order', () => {
  it('starts editing, with the checkout id and access token made when the checkout starts', () => {
    const { actor, status } = checkoutOf([dress]);
    expect(status()).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      checkoutId: orderIdOf(1),
      accessToken: tokenOf(1),
      order: null,
    });
  });

  it('sends the cart and the form as typed under its ids, keeping the token on the device first', async () => {
    const { log, requests, place, settled } = checkoutOf([dress, { ...tote, size: ' M ' }]);
    place();
    expect((await settled()).matches('awaitingPayment')).toBe(true);
    expect(log).toEqual([`remember ${orderIdOf(1)}`, `place ${orderIdOf(1)}`]);
    expect(requests.place).toEqual([
      {
        checkoutId: orderIdOf(1),
        accessToken: tokenOf(1),
        lines: [
          {
            id: dress.id,
            size: null,
            colour: null,
            quantity: 2,
            mode: 'retail',
            unitPrice: '3500',
            productName: dress.productName,
          },
          {
            id: tote.id,
            size: 'M',
            colour: null,
            quantity: 1,
            mode: 'retail',
            unitPrice: '5200',
            productName: tote.productName,
          },
        ],
        details: mpesaFields,
      },
    ]);
  });

  it('places a cash order and only then empties the cart, once, for that order', async () => {
    const { actor, cartLines, log, place, settled } = checkoutOf([dress]);
    place(cashFields);
    const placed = await settled();
    expect(placed.matches('placed')).toBe(true);
    expect(placed.context.order?.status).toBe('pending');
    expect(log).toEqual([
      `remember ${orderIdOf(1)}`,
      `place ${orderIdOf(1)}`,
      `release cart hold for ${orderIdOf(1)}`,
      'cart: empty',
    ]);
    expect(cartLines()).toEqual([]);
    expect(actor.getSnapshot().context.cartHoldsOrder).toBe(false);
  });

  it('keeps the cart while an M-Pesa order waits for its payment', async () => {
    const { log, place, settled } = checkoutOf([dress]);
    place();
    expect((await settled()).matches('awaitingPayment')).toBe(true);
    expect(log.some((entry) => entry.startsWith('cart: empty'))).toBe(false);
  });

  it('never places an empty cart', async () => {
    const { actor, log, place, status } = checkoutOf([]);
    place();
    expect(status()).toBe('editing');
    expect(actor.getSnapshot().context.refusal).toBe('empty-cart');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual([]);
  });

  it('never places with details that fail the checkout rules, and forgets the refusal once they pass', async () => {
    const { actor, log, place, settled } = checkoutOf([dress]);
    place({ ...mpesaFields, mpesaPhone: '0212 345 678' });
    expect(actor.getSnapshot().context.refusal).toBe('invalid-details');
    expect(log).toEqual([]);
    place();
    await settled();
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('refuses, before any call, a cart of more lines than one order may hold', () => {
    const lines = Array.from({ length: maxOrderLines + 1 }, (_, index) => ({
      ...dress,
      id: `line-${index}`,
    }));
    const { actor, log, place } = checkoutOf(lines);
    place();
    expect(actor.getSnapshot().context.refusal).toBe('too-many-lines');
    expect(refusalMessage('too-many-lines')).toBe(
      'One order holds up to 100 products. Remove some from your cart and order them separately.',
    );
    expect(refusalMessage('invalid-details')).toBeNull();
    expect(log).toEqual([]);
  });

  it('takes no second Place order, Retry or Confirm while the order is being placed', async () => {
    const call = deferred<PlaceOrderResponse>();
    const { actor, requests, place, settled } = checkoutOf([dress], {
      place: [() => call.promise],
    });
    place(cashFields);
    await waitFor(actor, (s) => s.matches('placing'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'checkout.place', fields: cashFields })).toBe(false);
    expect(snapshot.can({ type: 'checkout.retry' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.confirm' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.startAnother' })).toBe(false);
    place(cashFields);
    call.resolve({ outcome: 'placed', order: anOrder({ status: 'pending' }) });
    expect((await settled()).matches('placed')).toBe(true);
    expect(requests.place).toHaveLength(1);
  });

  it('once placed, neither Place order nor Retry places again', async () => {
    const { actor, requests, place, settled } = checkoutOf([dress]);
    place(cashFields);
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'checkout.place', fields: cashFields })).toBe(false);
    expect(snapshot.can({ type: 'checkout.retry' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.confirm' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.payAgain', phone: '0712345678' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.payOnDelivery' })).toBe(false);
    expect(snapshot.can({ type: 'checkout.checkAgain' })).toBe(false);
    expect(requests.place).toHaveLength(1);
  });
});

describe('checkout machine: the server found changes', () => {
  const newPrice: OrderChange = {
    kind: 'price',
    id: dress.id,
    productName: dress.productName,
    from: '3500',
    to: '3900',
  };

  it('shows them and writes nothing; confirming updates the cart and places again under the same ids', async () => {
    const { actor, cartLines, log, requests, place, settled } = checkoutOf([dress], {
      place: [changed(newPrice)],
    });
    place();
    const reviewing = await settled();
    expect(reviewing.matches('reviewing')).toBe(true);
    expect(reviewing.context.changes).toEqual([newPrice]);
    expect(reviewing.can({ type: 'checkout.confirm' })).toBe(true);

    actor.send({ type: 'checkout.confirm' });
    expect((await settled()).matches('awaitingPayment')).toBe(true);
    expect(log).toContain(`cart: ${dress.id} at 3900`);
    expect(cartLines().map(({ id, price }) => [id, price])).toEqual([[dress.id, '3900']]);
    expect(requests.place.map(({ checkoutId, accessToken }) => [checkoutId, accessToken])).toEqual([
      [orderIdOf(1), tokenOf(1)],
      [orderIdOf(1), tokenOf(1)],
    ]);
    expect(requests.place[1]?.lines[0]?.unitPrice).toBe('3900');
    expect(actor.getSnapshot().context.changes).toEqual([]);
  });

  it('removes a product gone and lowers a quantity short of stock when confirmed', async () => {
    const { actor, log, requests, place, settled } = checkoutOf([dress, tote], {
      place: [
        changed(
          { kind: 'gone', id: tote.id, productName: tote.productName },
          {
            kind: 'stock',
            id: dress.id,
            productName: dress.productName,
            size: null,
            colour: null,
            quantity: 2,
            available: 1,
          },
        ),
      ],
    });
    place(cashFields);
    await settled();
    actor.send({ type: 'checkout.confirm' });
    expect((await settled()).matches('placed')).toBe(true);
    // The cart is emptied once the cash order is placed, so its lines are not looked at here.
    expect(log.filter((entry) => entry.startsWith('cart:'))).toEqual([
      `cart: ${dress.id} × 1`,
      `cart: remove ${tote.id}`,
      'cart: empty',
    ]);
    expect(requests.place[1]?.lines.map(({ id, quantity }) => [id, quantity])).toEqual([
      [dress.id, 1],
    ]);
  });

  it('places nothing when confirming leaves the cart empty', async () => {
    const { actor, requests, place, settled } = checkoutOf([tote], {
      place: [changed({ kind: 'gone', id: tote.id, productName: tote.productName })],
    });
    place();
    await settled();
    actor.send({ type: 'checkout.confirm' });
    const after = await settled();
    expect(after.matches('editing')).toBe(true);
    expect(after.context.refusal).toBe('empty-cart');
    expect(requests.place).toHaveLength(1);
  });

  it('lets the shopper change the details instead and place again, under the same ids', async () => {
    const { requests, place, settled } = checkoutOf([dress], { place: [changed(newPrice)] });
    place();
    await settled();
    place({ ...mpesaFields, deliveryOption: 'pickup-cbd' });
    expect((await settled()).matches('awaitingPayment')).toBe(true);
    expect(requests.place[1]).toMatchObject({
      checkoutId: orderIdOf(1),
      details: { deliveryOption: 'pickup-cbd' },
    });
  });

  it('takes no Confirm unless reviewing', async () => {
    const { actor, place, settled } = checkoutOf([dress], { place: [unavailable] });
    expect(actor.getSnapshot().can({ type: 'checkout.confirm' })).toBe(false);
    place();
    await settled();
    expect(actor.getSnapshot().can({ type: 'checkout.confirm' })).toBe(false);
  });
});

describe('checkout machine: a call that fails', () => {
  it('keeps the cart and the ids; Retry after a call that landed answers the same order', async () => {
    const { actor, log, requests, place, settled } = checkoutOf([dress], {
      place: [
        unavailable,
        async (request) => ({
          outcome: 'placed',
          order: anOrder({ id: request.checkoutId, status: 'pending' }),
        }),
      ],
    });
    place(cashFields);
    const failed = await settled();
    expect(failed.matches('failed')).toBe(true);
    expect(failed.context.failure).toEqual(new Error('unavailable'));
    expect(log.some((entry) => entry.startsWith('cart: empty'))).toBe(false);

    actor.send({ type: 'checkout.retry' });
    expect((await settled()).matches('placed')).toBe(true);
    expect(requests.place[1]).toEqual(requests.place[0]);
    expect(log.filter((entry) => /^(cart: empty|release)/.test(entry))).toEqual([
      `release cart hold for ${orderIdOf(1)}`,
      'cart: empty',
    ]);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('lets the shopper press Place order again from failed, under the same ids', async () => {
    const { requests, place, settled } = checkoutOf([dress], { place: [unavailable] });
    place();
    await settled();
    place();
    expect((await settled()).matches('awaitingPayment')).toBe(true);
    expect(requests.place.map((request) => request.checkoutId)).toEqual([
      orderIdOf(1),
      orderIdOf(1),
    ]);
  });

  it('takes no Retry unless failed', () => {
    const { actor } = checkoutOf([dress]);
    expect(actor.getSnapshot().can({ type: 'checkout.retry' })).toBe(false);
  });

  it('follows the cart as it changes, and sends the cart as it is at Retry', async () => {
    const { actor, cart, requests, place, settled } = checkoutOf([dress, tote], {
      place: [unavailable],
    });
    place();
    await settled();
    cart.send({ type: 'list.remove', id: dress.id });
    actor.send({ type: 'checkout.retry' });
    await settled();
    expect(requests.place[1]?.lines.map((line) => line.id)).toEqual([tote.id]);
    expect(requests.place[1]?.checkoutId).toBe(orderIdOf(1));
  });
});
