/**
 * A push whose answer never reaches the shop (functions/src/mpesa/push.ts, callback.ts) on the
 * Firestore emulator, through the Daraja stand-in: the prompt may be on the phone, so the order
 * keeps waiting with its units held and its prompt `unconfirmed`; the callback, whose URL names
 * the order and attempt, pays it; Try again opens when the view says; a call that died before its
 * push was answered, or before it was sent, can be prompted again.
 */
import { logger } from 'firebase-functions';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlierPromptOpen } from '@model/order/refusals';
import { getOrderCall, placeOrderCall } from '../../src/orders/order-callables';
import { DarajaError, type DarajaClient, type StkPushAnswer } from '../../src/mpesa/daraja';
import { unconfirmedRetryMs } from '../../src/mpesa/push';
import { placeOrder } from '../../src/orders/place-order';
import { emulatorFirestore } from '../emulator-firestore';
import { accessToken, jeans, line, newCheckoutId, request } from '../orders/order-fixtures';
import {
  createShop,
  holdMs,
  paymentsOf,
  placed,
  secretsOf,
  startOfTest,
  stored,
  tryAgain,
  unitsOf,
} from './harness';

const db = emulatorFirestore('demo-functions-mpesa-lost-answer');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });
const unitsLeft = async () => (await unitsOf(db, 'jeans')).variantStock['32|Black'];
const retryOpensAt = new Date(startOfTest.getTime() + unconfirmedRetryMs(holdMs)).toISOString();

async function lostPrompt() {
  shop.mpesa('lost-answer');
  return placed(await shop.place([twoJeans]));
}

describe('a push whose answer is lost', () => {
  it('leaves the order awaiting payment, its units held, its prompt unconfirmed with when Try again opens', async () => {
    const order = await lostPrompt();
    expect(order).toMatchObject({
      status: 'awaiting-payment',
      payment: { failure: null, prompt: { state: 'unconfirmed', retryFrom: retryOpensAt } },
    });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'awaiting-payment',
      stockHeld: true,
    });
    expect(await unitsLeft()).toBe(1);
    // Daraja accepted it, but the shop never learnt its CheckoutRequestID.
    expect(shop.standIn.control.pushes()).toHaveLength(1);
    expect(await paymentsOf(db, order.id)).toEqual([]);
    expect((await secretsOf(db, order.id)).push).toMatchObject({
      checkoutRequestId: null,
      attempt: 1,
    });
  });

  it('is paid when the shopper pays anyway: the callback finds the order, one receipt, units kept', async () => {
    const order = await lostPrompt();
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    const [push] = shop.standIn.control.pushes();
    expect(await stored(db, order.id)).toMatchObject({
      status: 'paid',
      payment: { receipt: expect.stringMatching(/^T\w{9}$/), prompt: null },
      stockHeld: true,
    });
    expect(await paymentsOf(db, order.id)).toMatchObject([
      { id: push?.checkoutRequestId, state: 'paid', attempt: 1, orderId: order.id },
    ]);
    expect((await db.collection('receipts').get()).size).toBe(1);
    expect(await unitsLeft()).toBe(1);
    expect((await secretsOf(db, order.id)).push.checkoutRequestId).toBe(push?.checkoutRequestId);
    expect(shop.texts()).toEqual([
      expect.objectContaining({ message: expect.stringContaining('thank you') }),
    ]);
  });

  it('opens Try again only when the view says, keeps the units once, and lets either prompt pay', async () => {
    const order = await lostPrompt();
    await expect(tryAgain(shop, order.id)).rejects.toMatchObject({ message: earlierPromptOpen });
    shop.advance(unconfirmedRetryMs(holdMs));
    shop.mpesa('paid');
    expect(await tryAgain(shop, order.id)).toMatchObject({
      status: 'awaiting-payment',
      payment: { prompt: { state: 'sent', retryFrom: null } },
    });
    // The order held its units all along: Try again takes none more.
    expect(await unitsLeft()).toBe(1);
    expect(shop.standIn.control.pushes()).toHaveLength(2);

    // Both prompts were paid: the lost one's callback pays the order, the other's money goes back.
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded', 'refund-due']);
    expect(await stored(db, order.id)).toMatchObject({
      status: 'paid',
      payment: { refundDue: true },
      refund: { due: order.total },
    });
    const [first, second] = shop.standIn.control.pushes();
    expect(await paymentsOf(db, order.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first?.checkoutRequestId, state: 'paid', refundDue: false }),
        expect.objectContaining({ id: second?.checkoutRequestId, state: 'paid', refundDue: true }),
      ]),
    );
    // The order is paid by the first: cancelling it owes that one back, not the refunded second.
    expect((await secretsOf(db, order.id)).push.checkoutRequestId).toBe(first?.checkoutRequestId);
  });

  it('is the same for an outage page from a gateway in front of Daraja: the prompt may be out', async () => {
    const gatewayPage = shop.client({
      fetch: async (input, init) => {
        const sent = new Request(input, init);
        if (sent.url.includes('/stkpush/')) {
          return new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          });
        }
        return (
          (await getResponse(shop.standIn.handlers, sent)) ?? new Response(null, { status: 404 })
        );
      },
    });
    const order = placed(
      await placeOrderCall(shop.context({ daraja: gatewayPage }), { data: request([twoJeans]) }),
    );
    expect(order).toMatchObject({
      status: 'awaiting-payment',
      payment: { failure: null, prompt: { state: 'unconfirmed' } },
    });
    expect(await unitsLeft()).toBe(1);
  });
});

describe('a call that died before its prompt was answered or sent', () => {
  it('one that died after claiming the push: Try again opens a minute after the claim', async () => {
    let fail: (error: Error) => void = () => {};
    const stand = shop.client();
    const dying: DarajaClient = {
      ...stand,
      stkQuery: (id) => stand.stkQuery(id),
      stkPush: () =>
        new Promise<StkPushAnswer>((_, reject) => {
          fail = reject;
        }),
    };
    const checkoutId = newCheckoutId();
    const placing = placeOrderCall(shop.context({ daraja: dying }), {
      data: request([twoJeans], undefined, checkoutId),
    });
    await vi.waitFor(async () =>
      expect((await secretsOf(db, checkoutId)).push.requestedAt).not.toBeNull(),
    );
    const view = (await getOrderCall(shop.context(), {
      data: { orderId: checkoutId, accessToken },
    })) as { payment: { prompt: unknown } };
    expect(view.payment.prompt).toEqual({
      state: 'sending',
      retryFrom: new Date(startOfTest.getTime() + 60_000).toISOString(),
    });
    await expect(tryAgain(shop, checkoutId)).rejects.toMatchObject({ message: earlierPromptOpen });

    shop.advance(60_000);
    expect(await tryAgain(shop, checkoutId)).toMatchObject({ status: 'awaiting-payment' });
    expect(shop.standIn.control.pushes()).toHaveLength(1);
    // The first call's push is refused at last: it was superseded, so the order is left alone.
    fail(new DarajaError('Bad Request - Invalid PhoneNumber', '400.002.02', 400));
    await placing;
    expect(await stored(db, checkoutId)).toMatchObject({ status: 'awaiting-payment' });
    expect(await unitsLeft()).toBe(1);
  });

  it('one that died before claiming it: the placement sent again prompts at once', async () => {
    const checkoutId = newCheckoutId();
    // Placed, but its first prompt never claimed: the call died there.
    await placeOrder({
      ...shop.context(),
      uid: null,
      request: request([twoJeans], undefined, checkoutId),
    });
    expect(shop.standIn.control.pushes()).toHaveLength(0);
    const again = placed(
      await placeOrderCall(shop.context(), { data: request([twoJeans], undefined, checkoutId) }),
    );
    expect(again).toMatchObject({
      id: checkoutId,
      status: 'awaiting-payment',
      payment: { prompt: { state: 'sent' } },
    });
    expect(shop.standIn.control.pushes()).toHaveLength(1);
    expect(await unitsLeft()).toBe(1);
    // A placement sent again while the prompt is out prompts nobody twice.
    await placeOrderCall(shop.context(), { data: request([twoJeans], undefined, checkoutId) });
    expect(shop.standIn.control.pushes()).toHaveLength(1);
  });
});
