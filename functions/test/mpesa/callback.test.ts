/**
 * Safaricom's callbacks (functions/src/mpesa/callback.ts) and the status query's word on them
 * (functions/src/mpesa/settle.ts), on the Firestore emulator through the Daraja stand-in: saved
 * raw first, ignored without the key, believed only when the query agrees; a receipt pays one
 * order only; money an order can no longer take is flagged refund-due, never dropped.
 */
import { CollectionReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MpesaOutcome } from '../../../mocks/backend/daraja/outcomes';
import { callbackAnswer } from '../../src/mpesa/callback';
import type { DarajaClient } from '../../src/mpesa/daraja';
import { sweep } from '../../src/mpesa/sweep';
import { cancelOrder } from '../../src/orders/cancel';
import { emulatorFirestore } from '../emulator-firestore';
import { jeans, line } from '../orders/order-fixtures';
import {
  createShop,
  eventsOf,
  failureCallback,
  holdMs,
  movementsOf,
  paymentsOf,
  placed,
  pushIdOf,
  queryAfterMs,
  stored,
  successCallback,
  tryAgain,
  unitsOf,
} from './harness';
import { baraka } from '@testing/fixtures/staff';

const db = emulatorFirestore('demo-functions-mpesa-callback');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });
const otherJeans = line({ id: 'jeans', size: '30', colour: 'Black', quantity: 2 });

/** An order placed with M-Pesa, its prompt sent and not yet answered. */
async function prompted(outcome: MpesaOutcome = 'paid', lines = [twoJeans]) {
  shop.mpesa(outcome);
  const order = placed(await shop.place(lines));
  return { order, pushId: await pushIdOf(db, order.id) };
}

/** The shopper answers; Safaricom's callback is held back and returned instead of delivered. */
function answeredCallback(): string {
  shop.answerPrompts();
  const [body] = shop.callbacks.splice(0);
  if (!body) throw new Error('No callback was posted');
  return body;
}

const post = (body: unknown, keyValid = true, context = shop.context()) =>
  shop.post(body, keyValid, context);

const receiptIn = (body: string) => /"MpesaReceiptNumber","Value":"(\w+)"/.exec(body)?.[1];

async function paymentOf(pushId: string) {
  return (await db.collection('payments').doc(pushId).get()).data();
}

async function savedCallbacks() {
  return (await db.collection('mpesaCallbacks').get()).docs.map((doc) => doc.data());
}

/** Each receipt claimed, with the order it paid. */
async function receipts() {
  const found = await db.collection('receipts').get();
  return Object.fromEntries(found.docs.map((doc) => [doc.id, doc.get('orderId') as string]));
}

/**
 * The order as stored less what flagging money for a refund adds to it (`payment.refundDue`, the
 * amount in `refund.due`, one event), and that event.
 */
async function flagged(orderId: string): Promise<Record<string, unknown>> {
  const { payment, eventCount, refund, ...rest } = await stored(db, orderId);
  const { refundDue: flag, ...unflagged } = payment as Record<string, unknown>;
  expect(flag).toBe(true);
  expect(refund).toEqual({ due: rest.total });
  const events = await eventsOf(db, orderId);
  expect(events).toHaveLength(eventCount as number);
  const { type, status, fulfilment } = events.at(-1) ?? {};
  return {
    ...rest,
    payment: unflagged,
    eventCount: (eventCount as number) - 1,
    refundDue: { type, status, fulfilment },
  };
}

/** The stand-in's Daraja, whose status query now answers `pushId` as paid: M-Pesa changed its word. */
function queryNowSaysPaid(pushId: string): DarajaClient {
  const stand = shop.client();
  return {
    ...stand,
    stkPush: (push) => stand.stkPush(push),
    stkQuery: async (id) =>
      id === pushId
        ? { resultCode: 0, resultDesc: 'The service request is processed successfully.' }
        : stand.stkQuery(id),
  };
}

describe('every keyed callback is saved raw before anything else', () => {
  it('keeps each keyed body as it came, parseable or not; one without the key or over 4 KB is written nowhere', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { pushId } = await prompted();
    const genuine = answeredCallback();
    await post(genuine);
    expect(await post(genuine, false)).toBe('ignored');
    await post('not json');
    const oversized = JSON.stringify({ ...JSON.parse(genuine), padding: 'x'.repeat(4096) });
    const effect = await post(oversized);
    expect(effect).toBe('too-large');
    expect(callbackAnswer(effect).httpStatus).toBe(413);
    const saved = await savedCallbacks();
    expect(saved).toHaveLength(2);
    expect(saved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ body: genuine, checkoutRequestId: pushId }),
        expect.objectContaining({ body: 'not json', checkoutRequestId: null }),
      ]),
    );
  });

  it('does nothing else when the raw body cannot be saved, so Safaricom posts it again', async () => {
    const { order, pushId } = await prompted();
    const genuine = answeredCallback();
    vi.spyOn(CollectionReference.prototype, 'add').mockRejectedValueOnce(new Error('unavailable'));
    await expect(post(genuine)).rejects.toThrow('unavailable');
    expect(await paymentOf(pushId)).toMatchObject({ state: 'pending', callback: null, queries: 0 });
    expect(await stored(db, order.id)).toMatchObject({ status: 'awaiting-payment' });

    expect(await post(genuine)).toBe('recorded');
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
  });
});

describe('the callback URL carries a secret', () => {
  it('a callback without it is answered 200, ignored and logged with its ids', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { order, pushId } = await prompted();
    const forged = answeredCallback();
    const effect = await post(forged, false);
    expect(effect).toBe('ignored');
    expect(callbackAnswer(effect)).toEqual({
      httpStatus: 200,
      body: { ResultCode: 0, ResultDesc: 'Accepted' },
    });
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining('without the callback key'),
      expect.objectContaining({
        checkoutRequestId: pushId,
        merchantRequestId: expect.any(String),
        receipt: receiptIn(forged),
        amount: order.total,
      }),
    );
    // Not even asked about: the push and the order are as they were.
    expect(await paymentOf(pushId)).toMatchObject({ state: 'pending', callback: null, queries: 0 });
    expect(await stored(db, order.id)).toMatchObject({ status: 'awaiting-payment' });
    expect(await receipts()).toEqual({});
  });

  it('rejects (400) a body that is not an STK callback', async () => {
    for (const body of ['not json', JSON.stringify({ hello: 'world' })]) {
      const effect = await post(body);
      expect(effect).toBe('rejected');
      expect(callbackAnswer(effect).httpStatus).toBe(400);
    }
  });

  it('logs a failure callback for no push of the shop with its ids, and writes nothing else', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const stranger = failureCallback('ws_CO_01032025090000123456', 1032);
    expect(await post(stranger)).toBe('unknown');
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining('matches no push'),
      expect.objectContaining({ checkoutRequestId: 'ws_CO_01032025090000123456' }),
    );
    expect((await db.collection('payments').get()).size).toBe(0);
    expect((await db.collection('refunds').get()).size).toBe(0);
  });

  it('a keyed success for no order of the shop is money with no order: asked about, then owed back', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const id = 'ws_CO_01032025090000123456';
    const stranger = successCallback(id, 5300, 'TXSTRANGE1');
    expect(await post(stranger, true, shop.context({ daraja: queryNowSaysPaid(id) }))).toBe(
      'refund-due',
    );
    expect(await paymentOf(id)).toMatchObject({
      orderId: null,
      amount: 5300,
      phone: '254712345678',
      state: 'paid',
      receipt: 'TXSTRANGE1',
      refundDue: true,
      refundState: 'due',
      listed: true,
      taken: 5300,
      due: 5300,
    });
    expect((await db.collection('refunds').doc(id).get()).data()).toMatchObject({
      paymentId: id,
      orderId: null,
      amount: 5300,
      receipt: 'TXSTRANGE1',
      payerPhone: '254712345678',
      reason: 'The payment came for an order that cannot be found.',
      state: 'due',
      open: true,
    });
    expect(await receipts()).toEqual({ TXSTRANGE1: null });
  });
});

describe('every callback, success or failure, counts only when the STK query agrees', () => {
  it('a failure callback whose query says paid pays the order', async () => {
    const { order, pushId } = await prompted('paid');
    answeredCallback();
    expect(await post(failureCallback(pushId, 1032, 'Request cancelled by user'))).toBe('recorded');
    expect(await stored(db, order.id)).toMatchObject({
      status: 'paid',
      payment: { failure: null },
      stockHeld: true,
    });
    expect(await paymentOf(pushId)).toMatchObject({ state: 'paid', resultCode: 0 });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(1);
  });

  it.each([
    ['insufficient-funds', 1],
    ['cancelled', 1032],
    ['unreachable', 1037],
    ['wrong-pin', 2001],
  ] as const)(
    'when the payment finally fails (%s) the order says why and its units go back',
    async (outcome, resultCode) => {
      const { order, pushId } = await prompted(outcome);
      shop.answerPrompts();
      expect(await shop.deliverCallbacks()).toEqual(['recorded']);
      expect(await stored(db, order.id)).toMatchObject({
        status: 'payment-failed',
        payment: { failure: outcome },
        stockHeld: false,
      });
      expect(await paymentOf(pushId)).toMatchObject({ state: 'failed', resultCode });
      expect(await movementsOf(db, order.id)).toEqual([
        ['order-placed', -2],
        ['payment-failed', 2],
      ]);
    },
  );

  it('a callback while the query still says processing waits, and the sweep settles it', async () => {
    const { order, pushId } = await prompted('paid');
    // Posted before M-Pesa's query knows the answer.
    const early = successCallback(pushId, order.total, 'TXEARLY001');
    expect(await post(early)).toBe('awaiting-query');
    expect(await stored(db, order.id)).toMatchObject({ status: 'awaiting-payment' });
    const waiting = await paymentOf(pushId);
    expect(waiting).toMatchObject({
      state: 'pending',
      queries: 1,
      callback: { receipt: 'TXEARLY001' },
    });

    shop.answerPrompts();
    shop.advance(waiting?.nextQueryAt.toMillis() - shop.now().getTime());
    expect((await sweep(shop.context())).queried).toEqual({ recorded: 1 });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'paid',
      payment: { receipt: 'TXEARLY001' },
    });
  });

  it.each(['paid', 'cancelled'] as const)(
    'a duplicate callback (%s) counts once',
    async (outcome) => {
      const { order, pushId } = await prompted(outcome);
      const callback = answeredCallback();
      expect(await post(callback)).toBe('recorded');
      const [orderBefore, paymentBefore] = [await stored(db, order.id), await paymentOf(pushId)];
      expect(await post(callback)).toBe('duplicate');
      expect(await stored(db, order.id)).toEqual(orderBefore);
      expect(await paymentOf(pushId)).toEqual(paymentBefore);
      expect(await movementsOf(db, order.id)).toHaveLength(outcome === 'paid' ? 1 : 2);
      expect(Object.keys(await receipts())).toHaveLength(outcome === 'paid' ? 1 : 0);
    },
  );
});

describe('a receipt pays one order only', () => {
  it('a second push reusing a receipt keeps no receipt', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const first = await prompted('paid');
    const genuine = answeredCallback();
    await post(genuine);
    const receipt = receiptIn(genuine) ?? '';
    expect(await stored(db, first.order.id)).toMatchObject({ payment: { receipt } });

    const second = await prompted('paid', [otherJeans]);
    answeredCallback();
    expect(await post(successCallback(second.pushId, second.order.total, receipt))).toBe(
      'recorded',
    );
    expect(await paymentOf(second.pushId)).toMatchObject({ state: 'paid', receipt: null });
    expect(await stored(db, second.order.id)).toMatchObject({ payment: { receipt: null } });
    expect(await receipts()).toEqual({ [receipt]: first.order.id });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('receipt came again'),
      expect.objectContaining({ checkoutRequestId: second.pushId, receipt }),
    );
  });

  it('the same receipt on two pushes settled at once is kept by one of them', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const first = await prompted('paid');
    const second = await prompted('paid', [otherJeans]);
    shop.answerPrompts();
    await Promise.all([
      post(successCallback(first.pushId, first.order.total, 'TXTWICE001')),
      post(successCallback(second.pushId, second.order.total, 'TXTWICE001')),
    ]);
    const settled = await Promise.all(
      [first, second].map(async ({ order, pushId }) => ({
        orderId: order.id,
        receipt: (await paymentOf(pushId))?.receipt as string | null,
      })),
    );
    const keepers = settled.filter(({ receipt }) => receipt === 'TXTWICE001');
    expect(keepers).toHaveLength(1);
    expect(await receipts()).toEqual({ TXTWICE001: keepers[0]?.orderId });
  });

  it('a receipt arriving after the query settled the push is still kept', async () => {
    const { order, pushId } = await prompted('paid');
    // The callback is late: the sweep's query settles the push first, without a receipt.
    const late = answeredCallback();
    shop.advance(queryAfterMs);
    expect((await sweep(shop.context())).queried).toEqual({ recorded: 1 });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'paid',
      payment: { receipt: null },
    });

    const receipt = receiptIn(late) ?? '';
    expect(await post(late)).toBe('recorded');
    expect(await paymentOf(pushId)).toMatchObject({ state: 'paid', receipt });
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid', payment: { receipt } });
    expect(await receipts()).toEqual({ [receipt]: order.id });
  });
});

describe('money an order can no longer take is flagged refund-due, never dropped', () => {
  it('a wrong amount told by a callback after the query paid the order is refund-due', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { order, pushId } = await prompted('paid');
    answeredCallback();
    shop.advance(queryAfterMs);
    expect((await sweep(shop.context())).queried).toEqual({ recorded: 1 });
    const short = successCallback(pushId, order.total - 500, 'TXLATE0001');
    expect(await post(short)).toBe('refund-due');
    expect(await paymentOf(pushId)).toMatchObject({
      state: 'paid',
      receipt: 'TXLATE0001',
      refundDue: true,
      refundReason: expect.stringContaining(`KES ${order.total - 500}`),
    });
    // The order was paid on M-Pesa's word: it stays paid; staff settle the difference.
    expect((await stored(db, order.id)).status).toBe('paid');
  });

  it('a wrong amount is refund-due and fails the order with amount-mismatch; no Try again', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { order, pushId } = await prompted('paid');
    answeredCallback();
    const short = successCallback(pushId, order.total - 1000, 'TXSHORT001');
    expect(await post(short)).toBe('refund-due');
    expect(await paymentOf(pushId)).toMatchObject({
      state: 'paid',
      receipt: 'TXSHORT001',
      refundDue: true,
      refundReason: expect.stringContaining(`KES ${order.total - 1000}`),
    });
    const failed = await stored(db, order.id);
    expect(failed).toMatchObject({
      status: 'payment-failed',
      payment: { failure: 'amount-mismatch', receipt: null },
      stockHeld: false,
    });
    expect(failed.expiresAt).toBeUndefined();
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
    for (const phone of ['0722 000 111', 'cash']) {
      await expect(tryAgain(shop, order.id, phone)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining('different amount'),
      });
    }
    expect(shop.standIn.control.pushes()).toHaveLength(1);
  });

  it('a late success after expiry is refund-due; the order stays expired', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { order, pushId } = await prompted('paid');
    shop.advance(holdMs);
    expect((await sweep(shop.context())).expired).toBe(1);

    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['refund-due']);
    expect(await paymentOf(pushId)).toMatchObject({
      state: 'paid',
      refundDue: true,
      refundReason: expect.stringContaining('expired'),
      receipt: expect.any(String),
    });
    expect(await stored(db, order.id)).toMatchObject({ status: 'expired', stockHeld: false });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
  });

  it('a late success after cancelling is refund-due; the order stays cancelled', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { order, pushId } = await prompted('paid');
    await cancelOrder(shop.context(), order.id, {
      reason: 'Asked by phone',
      by: baraka,
    });

    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['refund-due']);
    expect(await paymentOf(pushId)).toMatchObject({ state: 'paid', refundDue: true });
    expect(await stored(db, order.id)).toMatchObject({ status: 'cancelled', stockHeld: false });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
  });

  it('a late success of an earlier push after a switch to cash is refund-due; the order stays cash, flagged', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    // The prompt timed out (1037), so the query failed it; the shopper chose cash on delivery.
    const { order, pushId } = await prompted('unreachable');
    shop.answerPrompts();
    await shop.deliverCallbacks();
    await tryAgain(shop, order.id, 'cash');
    const cash = await stored(db, order.id);

    // The PIN went through after all, and M-Pesa's query now says so.
    const late = successCallback(pushId, order.total, 'TXLATE0001');
    expect(await post(late, true, shop.context({ daraja: queryNowSaysPaid(pushId) }))).toBe(
      'refund-due',
    );
    expect(await paymentOf(pushId)).toMatchObject({
      state: 'paid',
      receipt: 'TXLATE0001',
      refundDue: true,
    });
    const { refundDue, ...unchanged } = await flagged(order.id);
    expect(unchanged).toEqual({ ...cash, updatedAt: unchanged.updatedAt });
    expect(refundDue).toEqual({ type: 'refund-due', status: 'pending', fulfilment: 'unfulfilled' });
    expect(await receipts()).toEqual({ TXLATE0001: order.id });
  });

  it('a late success of an earlier push, for an order a later push paid, is refund-due and flags the order', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { order, pushId } = await prompted('unreachable');
    shop.answerPrompts();
    await shop.deliverCallbacks();
    shop.mpesa('paid');
    await tryAgain(shop, order.id);
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    const paid = await stored(db, order.id);
    expect(paid).toMatchObject({ status: 'paid' });

    const late = successCallback(pushId, order.total, 'TXLATE0002');
    expect(await post(late, true, shop.context({ daraja: queryNowSaysPaid(pushId) }))).toBe(
      'refund-due',
    );
    expect(await paymentOf(pushId)).toMatchObject({ state: 'paid', refundDue: true });
    const { refundDue, ...unchanged } = await flagged(order.id);
    expect(unchanged).toEqual({ ...paid, updatedAt: unchanged.updatedAt });
    expect(refundDue).toEqual({ type: 'refund-due', status: 'paid', fulfilment: 'unfulfilled' });
    expect(await paymentsOf(db, order.id)).toHaveLength(2);
  });
});
