import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '@model/order/view';
import { getOrderCall, placeOrderCall } from '../src/orders/order-callables';
import { payAgainCall } from '../src/mpesa/mpesa-callables';
import { type Call } from '../src/core/call';
import { tooManyCalls } from '../src/limits/rate-limit';
import { scenarioWriteGate, writesUnavailable } from '../src/qa/write-gate';
import { emulatorFirestore } from './emulator-firestore';
import {
  accessToken,
  createShop,
  holdMs,
  paymentsOf,
  placed,
  queryAfterMs,
  stored,
  unitsOf,
} from './mpesa/harness';
import { cashDetails, jeans, line, request, scarf } from './orders/order-fixtures';

const db = emulatorFirestore('demo-functions-callables');
const shop = createShop(db);

beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('scarf').set(scarf);
  await db.collection('products').doc('jeans').set(jeans);
});

const signedIn = (uid: string) => ({ uid, token: {} as never, rawToken: '' });
const aScarf = [line({ id: 'scarf', unitPrice: '800' })];
const twoJeans = [line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 })];

async function countOf(collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

/** What the order callables leave behind: every collection a call may write, and the units. */
async function footprint() {
  return {
    orders: await countOf('orders'),
    orderSecrets: await countOf('orderSecrets'),
    stockMovements: await countOf('stockMovements'),
    payments: await countOf('payments'),
    // Not even the caller's rate counter: the gate comes before the count.
    rateLimits: await countOf('rateLimits'),
    jeans: await unitsOf(db, 'jeans'),
    pushes: shop.standIn.control.pushes().length,
  };
}

const payAgainWith = (orderId: string) => ({
  data: { orderId, accessToken, method: 'mpesa', phone: '0722 000 111' },
});

describe('the order callables', () => {
  it('place an order for the signed-in caller and show it to them', async () => {
    const sent = request(aScarf, cashDetails);
    const response = await placeOrderCall(shop.context(), {
      auth: signedIn('shopper-uid'),
      data: sent,
    });
    expect(response).toMatchObject({ outcome: 'placed', order: { id: sent.checkoutId } });
    const shown = await getOrderCall(shop.context(), {
      auth: signedIn('shopper-uid'),
      data: { orderId: sent.checkoutId, accessToken: 'not-the-token-but-the-owner-0123456' },
    });
    expect(placed(response)).toEqual(shown);
    expect((await stored(db, sent.checkoutId)).ownerUid).toBe('shopper-uid');
  });

  it('answer a malformed request with invalid-argument and its reason', async () => {
    const malformed = { data: { checkoutId: 'nope' } };
    await expect(placeOrderCall(shop.context(), malformed)).rejects.toBeInstanceOf(HttpsError);
    await expect(placeOrderCall(shop.context(), malformed)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/checkoutId: Not a checkout id/),
    });
    await expect(getOrderCall(shop.context(), { data: { orderId: 'nope' } })).rejects.toMatchObject(
      { code: 'invalid-argument' },
    );
    await expect(
      payAgainCall(shop.context(), { data: { orderId: 'nope', method: 'mpesa' } }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('answer an order the caller may not see with not-found', async () => {
    const orderId = 'NoSuchOrderAbcdefghi';
    const refusal = getOrderCall(shop.context(), { data: { orderId, accessToken } });
    await expect(refusal).rejects.toBeInstanceOf(HttpsError);
    await expect(
      getOrderCall(shop.context(), { data: { orderId, accessToken } }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(payAgainCall(shop.context(), payAgainWith(orderId))).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('the rate limit', () => {
  const perMinute = 2;
  const limited = () => shop.context({ callsPerMinute: perMinute });
  const from = (ip: string, data: unknown, uid?: string): Call => ({
    rawRequest: { ip },
    data,
    ...(uid ? { auth: signedIn(uid) } : {}),
  });
  const onePair = [line({ id: 'jeans', size: '32', colour: 'Black' })];
  // A phone of its own: the per-phone limit is not what these cases are about.
  const anotherShopper = { ...cashDetails, phone: '0733 111 222' };
  const placeFrom = (ip: string, uid?: string) =>
    placeOrderCall(limited(), from(ip, request(onePair), uid)) as Promise<PlaceOrderResponse>;

  it('refuses placeOrder calls beyond the minute’s allowance from one address, writing nothing', async () => {
    placed(await placeFrom('197.232.1.10'));
    placed(await placeFrom('197.232.1.10'));
    const before = await footprint();
    const refusal = placeFrom('197.232.1.10');
    await expect(refusal).rejects.toBeInstanceOf(HttpsError);
    await expect(placeFrom('197.232.1.10')).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: tooManyCalls,
    });
    expect(await footprint()).toEqual(before);
  });

  it('leaves another caller their own allowance, and allows the next minute', async () => {
    placed(await placeFrom('197.232.1.10'));
    placed(await placeFrom('197.232.1.10'));
    await expect(placeFrom('197.232.1.10')).rejects.toMatchObject({ code: 'resource-exhausted' });
    placed(await placeOrderCall(limited(), from('41.90.7.7', request(aScarf, anotherShopper))));
    shop.advance(60_000);
    placed(await placeOrderCall(limited(), from('197.232.1.10', request(aScarf, anotherShopper))));
  });

  it('counts a signed-in caller by uid, wherever they call from', async () => {
    placed(await placeFrom('197.232.1.10', 'shopper-uid'));
    placed(await placeFrom('41.90.7.7', 'shopper-uid'));
    await expect(placeFrom('105.160.0.1', 'shopper-uid')).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    // A guest at the same address is not held back by the signed-in shopper's calls.
    placed(await placeOrderCall(limited(), from('197.232.1.10', request(aScarf, anotherShopper))));
  });

  it('counts payAgain with placeOrder, sending no prompt once refused', async () => {
    shop.mpesa('busy');
    const failed = placed(await placeFrom('197.232.1.10'));
    expect(failed.status).toBe('payment-failed');
    await payAgainCall(limited(), from('197.232.1.10', payAgainWith(failed.id).data));
    const before = await footprint();
    await expect(
      payAgainCall(limited(), from('197.232.1.10', payAgainWith(failed.id).data)),
    ).rejects.toMatchObject({ code: 'resource-exhausted', message: tooManyCalls });
    expect(await footprint()).toEqual(before);
  });

  it('does not count getOrder, which writes nothing a caller asks for', async () => {
    const order = placed(await placeFrom('197.232.1.10'));
    for (let call = 0; call < 2 * perMinute; call++) {
      await getOrderCall(limited(), from('197.232.1.10', { orderId: order.id, accessToken }));
    }
    placed(await placeFrom('197.232.1.10'));
  });
});

describe('the QA write-error scenario', () => {
  /** The QA front answering the scenario named, as `GET /__qa/scenario` does. */
  const frontPlaying = (name: string | null) =>
    scenarioWriteGate('http://127.0.0.1:8080/__qa/scenario', async () => Response.json({ name }));
  const writeError = () => shop.context({ writeGate: frontPlaying('write-error') });

  it('makes placeOrder answer unavailable with nothing written, held or prompted', async () => {
    const before = await footprint();
    const refusal = placeOrderCall(writeError(), { data: request(twoJeans) });
    await expect(refusal).rejects.toBeInstanceOf(HttpsError);
    await expect(placeOrderCall(writeError(), { data: request(twoJeans) })).rejects.toMatchObject({
      code: 'unavailable',
      message: writesUnavailable,
    });
    expect(await footprint()).toEqual(before);
    expect(before).toMatchObject({ orders: 0, pushes: 0 });
  });

  it('makes payAgain answer unavailable, taking no units and sending no prompt', async () => {
    shop.mpesa('busy');
    const failed = placed(await shop.place(twoJeans));
    shop.mpesa('paid');
    const before = { ...(await footprint()), order: await stored(db, failed.id) };
    await expect(payAgainCall(writeError(), payAgainWith(failed.id))).rejects.toMatchObject({
      code: 'unavailable',
      message: writesUnavailable,
    });
    expect({ ...(await footprint()), order: await stored(db, failed.id) }).toEqual(before);
    expect(before.order).toMatchObject({ status: 'payment-failed', stockHeld: false });
  });

  it('lets both through once the front plays another scenario', async () => {
    const open = shop.context({ writeGate: frontPlaying(null) });
    shop.mpesa('busy');
    const failed = placed(await placeOrderCall(open, { data: request(twoJeans) }));
    shop.mpesa('paid');
    expect(await payAgainCall(open, payAgainWith(failed.id))).toMatchObject({
      status: 'awaiting-payment',
    });
    expect(shop.standIn.control.pushes()).toHaveLength(2);
  });
});

describe('Firestore busy or down', () => {
  /** The shop's database, whose transactions fail as Firestore does with a gRPC status code. */
  function transactionsFailWith(code: number): Firestore {
    const failure = Object.assign(new Error(`${code} Firestore failed`), { code });
    return new Proxy(db, {
      get(target, property) {
        if (property === 'runTransaction') return () => Promise.reject(failure);
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  it.each([
    [14, 'UNAVAILABLE'],
    [10, 'ABORTED'],
    [4, 'DEADLINE_EXCEEDED'],
  ])('reads as unavailable, the shopper may try again (%i %s)', async (code) => {
    const context = shop.context({ db: transactionsFailWith(code) });
    await expect(placeOrderCall(context, { data: request(twoJeans) })).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The shop is busy just now: try again in a moment.',
    });
    await expect(payAgainCall(context, payAgainWith('NoSuchOrderAbcdefghi'))).rejects.toMatchObject(
      { code: 'unavailable' },
    );
    expect(await countOf('orders')).toBe(0);
  });

  it('stays what it was otherwise, for the functions to answer internal', async () => {
    const context = shop.context({ db: transactionsFailWith(7) });
    const refusal = placeOrderCall(context, { data: request(twoJeans) });
    await expect(refusal).rejects.not.toBeInstanceOf(HttpsError);
    await expect(placeOrderCall(context, { data: request(twoJeans) })).rejects.toMatchObject({
      code: 7,
    });
  });
});

describe('getOrder', () => {
  const show = (orderId: string) =>
    getOrderCall(shop.context(), { data: { orderId, accessToken } });

  it('settles a push whose callback never came, once its status query is due', async () => {
    shop.mpesa('no-callback');
    const order = placed(await shop.place(twoJeans));
    shop.answerPrompts();
    expect(shop.pendingCallbacks()).toEqual([]);

    shop.advance(queryAfterMs - 1000);
    expect((await show(order.id)).status).toBe('awaiting-payment');
    expect((await paymentsOf(db, order.id))[0]).toMatchObject({ state: 'pending', queries: 0 });

    shop.advance(2000);
    expect((await show(order.id)).status).toBe('paid');
    expect((await paymentsOf(db, order.id))[0]).toMatchObject({ state: 'paid' });
    expect((await unitsOf(db, 'jeans')).stock).toBe(3);
  });

  it('settles a failure whose callback was lost, giving the units back', async () => {
    shop.mpesa('cancelled');
    const order = placed(await shop.place(twoJeans));
    shop.answerPrompts();
    shop.callbacks.splice(0);
    shop.advance(queryAfterMs + 1000);

    expect(await show(order.id)).toMatchObject({
      status: 'payment-failed',
      payment: { failure: expect.any(String) },
    });
    expect(await unitsOf(db, 'jeans')).toEqual({ stock: 5, variantStock: jeans.variantStock });
  });

  it('ends an order whose hold is over, unpaid by a last status query, and gives its units back', async () => {
    const order = placed(await shop.place(twoJeans));
    shop.advance(holdMs - 1000);
    expect((await show(order.id)).status).toBe('awaiting-payment');
    expect((await unitsOf(db, 'jeans')).stock).toBe(3);

    shop.advance(2000);
    expect((await show(order.id)).status).toBe('expired');
    expect(await stored(db, order.id)).toMatchObject({ stockHeld: false, unpaidHoldPhone: null });
    expect(await unitsOf(db, 'jeans')).toEqual({ stock: 5, variantStock: jeans.variantStock });
    const given = await db
      .collection('stockMovements')
      .where('reason', '==', 'order-expired')
      .get();
    expect(given.docs.map((doc) => doc.get('change'))).toEqual([2]);
  });

  it('ends a failed order whose hold is over, moving no units', async () => {
    shop.mpesa('busy');
    const order = placed(await shop.place(twoJeans));
    expect(order.status).toBe('payment-failed');
    shop.advance(holdMs + 1000);
    expect((await show(order.id)).status).toBe('expired');
    expect(await unitsOf(db, 'jeans')).toEqual({ stock: 5, variantStock: jeans.variantStock });
    expect(await countOf('stockMovements')).toBe(2);
  });
});
