/**
 * Giving money back (functions/src/refunds) on the Firestore emulator, through the Daraja
 * stand-in's Transaction Reversal: `Refund by M-Pesa` once per payment, pending until M-Pesa's
 * result, refunded for staff and shopper with a text, or due again with M-Pesa's reason;
 * `Mark as refunded` for a refund made outside the shop; money that matches no order; and the
 * refusals that keep a payment from going back twice or from under the order it pays.
 */
import { logger } from 'firebase-functions';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refundRefusals } from '@model/payment/refunds';
import { cancelOrderCall } from '../../src/staff/order-steps';
import { getOrderCall } from '../../src/orders/order-callables';
import { markRefundedCall, refundByMpesaCall } from '../../src/refunds/refund-callables';
import { sweep } from '../../src/mpesa/sweep';
import { recordReversalResult } from '../../src/refunds/reversal-result';
import { emulatorFirestore } from '../emulator-firestore';
import {
  createShop,
  eventsOf,
  holdMs,
  placed,
  pushIdOf,
  reversalResultUrl,
  stored,
  successCallback,
} from '../mpesa/harness';
import { accessToken, jeans, line } from '../orders/order-fixtures';
import { asStaff, seedTeam } from '../staff/staff-fixtures';
import { baraka } from '@testing/fixtures/staff';

const db = emulatorFirestore('demo-functions-refunds');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db.collection('products').doc('jeans').set(jeans);
  vi.spyOn(logger, 'error').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });

/** An order paid after its hold ended: expired, its money due back. */
async function paidLate() {
  const order = placed(await shop.place([twoJeans]));
  const paymentId = await pushIdOf(db, order.id);
  shop.advance(holdMs);
  expect((await sweep(shop.context())).expired).toBe(1);
  shop.answerPrompts();
  expect(await shop.deliverCallbacks()).toEqual(['refund-due']);
  const refund = await refundOf(paymentId);
  return { order, paymentId, receipt: refund?.receipt as string };
}

const refundOf = async (paymentId: string) =>
  (await db.collection('refunds').doc(paymentId).get()).data();
const paymentOf = async (paymentId: string) =>
  (await db.collection('payments').doc(paymentId).get()).data();
const refundByMpesa = (paymentId: string, context = shop.context()) =>
  refundByMpesaCall(context, asStaff({ paymentId }));
const markRefunded = (paymentId: string, reference: string) =>
  markRefundedCall(shop.context(), asStaff({ paymentId, reference }));
/** Daraja as the stand-in, but its reversal request answered by `reversal`. */
const reversalAnswered = (reversal: () => Promise<Response>) =>
  shop.client({
    fetch: async (input, init) => {
      const sent = new Request(input, init);
      if (sent.url.includes('/reversal/')) return reversal();
      return (
        (await getResponse(shop.standIn.handlers, sent)) ?? new Response(null, { status: 404 })
      );
    },
  });
const shopperView = (orderId: string) =>
  getOrderCall(shop.context(), { data: { orderId, accessToken } });

describe('money due back', () => {
  it('is a refund, due, with the amount, receipt, payer phone and why, for the Refunds tab', async () => {
    const { order, paymentId, receipt } = await paidLate();
    expect(receipt).toMatch(/^T\w{9}$/);
    expect(await refundOf(paymentId)).toMatchObject({
      paymentId,
      orderId: order.id,
      amount: order.total,
      payerPhone: '254722000111',
      reason: 'The payment came when the order was expired, its units given back.',
      state: 'due',
      open: true,
      reversal: null,
      refunded: null,
    });
    expect(await shopperView(order.id)).toMatchObject({
      status: 'expired',
      refund: { due: order.total, refunded: 0, refundedAt: null },
    });
  });
});

describe('Refund by M-Pesa', () => {
  it('sends one reversal; pending until its result, then refunded for staff and shopper, with a text', async () => {
    const { order, paymentId, receipt } = await paidLate();
    const pending = await refundByMpesa(paymentId);
    expect(pending).toMatchObject({
      state: 'pending',
      reversal: { requestedAt: shop.now().toISOString(), timedOut: false },
      failure: null,
    });
    expect(shop.standIn.control.reversals()).toEqual([
      expect.objectContaining({ transactionId: receipt, amount: order.total, result: 'ok' }),
    ]);
    await expect(refundByMpesa(paymentId)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: refundRefusals.pending,
    });

    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['refunded']);
    expect(await refundOf(paymentId)).toMatchObject({
      state: 'refunded',
      open: false,
      refunded: {
        method: 'mpesa-reversal',
        reference: expect.stringMatching(/^S\w{9}$/),
        by: baraka,
      },
    });
    expect(await paymentOf(paymentId)).toMatchObject({
      refundDue: false,
      refundState: 'refunded',
      taken: order.total,
      refunded: order.total,
      due: 0,
    });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'refunded',
      queue: 'closed',
      payment: { refundDue: false },
      refund: { due: 0, refunded: order.total },
    });
    const events = await eventsOf(db, order.id);
    expect(events.slice(-2)).toMatchObject([
      { type: 'refund-requested', by: baraka, status: 'expired' },
      {
        type: 'refunded',
        by: baraka,
        status: 'refunded',
        details: { amount: `KES ${order.total}` },
      },
    ]);
    expect(await shopperView(order.id)).toMatchObject({
      status: 'refunded',
      refund: { due: 0, refunded: order.total, refundedAt: shop.now().toISOString() },
    });
    expect(shop.texts().at(-1)).toMatchObject({
      to: '+254712345678',
      message: expect.stringContaining(
        `we have refunded KES ${order.total.toLocaleString('en-KE')}`,
      ),
    });

    // One refund per payment.
    await expect(refundByMpesa(paymentId)).rejects.toMatchObject({
      message: refundRefusals.refunded,
    });
    await expect(markRefunded(paymentId, 'SBX0000001')).rejects.toMatchObject({
      message: refundRefusals.refunded,
    });
    expect(shop.standIn.control.reversals()).toHaveLength(1);
  });

  it('sends one reversal when two are asked at once', async () => {
    const { paymentId } = await paidLate();
    const both = await Promise.allSettled([refundByMpesa(paymentId), refundByMpesa(paymentId)]);
    expect(both.map((one) => one.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(shop.standIn.control.reversals()).toHaveLength(1);
  });

  it('a reversal that fails says why and stays due; sent again, it refunds', async () => {
    const { order, paymentId } = await paidLate();
    shop.standIn.control.setReversal('fails');
    await refundByMpesa(paymentId);
    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['failed']);
    expect(await refundOf(paymentId)).toMatchObject({
      state: 'due',
      open: true,
      failure: 'The balance is insufficient for the transaction.',
      reversal: null,
    });
    expect(await paymentOf(paymentId)).toMatchObject({ refundState: 'due', due: order.total });
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
      type: 'refund-failed',
      details: { reason: 'The balance is insufficient for the transaction.' },
    });
    expect(await stored(db, order.id)).toMatchObject({ status: 'expired' });

    shop.standIn.control.setReversal('ok');
    expect(await refundByMpesa(paymentId)).toMatchObject({ state: 'pending', failure: null });
    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['refunded']);
    expect(await stored(db, order.id)).toMatchObject({ status: 'refunded' });
  });

  it('a reversal Daraja refuses at once is due again with its reason', async () => {
    const { paymentId } = await paidLate();
    const refusing = reversalAnswered(async () =>
      Response.json(
        { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Initiator' },
        { status: 400 },
      ),
    );
    const refused = await refundByMpesa(paymentId, shop.context({ daraja: refusing }));
    expect(refused).toMatchObject({
      state: 'due',
      failure: 'Bad Request - Invalid Initiator',
      reversal: null,
    });
  });

  it('times out to pending: its answer lost, or M-Pesa timing it out, opens it again safely', async () => {
    const { order, paymentId } = await paidLate();
    const lost = reversalAnswered(() =>
      Promise.reject(
        Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } }),
      ),
    );
    expect(await refundByMpesa(paymentId, shop.context({ daraja: lost }))).toMatchObject({
      state: 'pending',
    });
    await expect(refundByMpesa(paymentId)).rejects.toMatchObject({
      message: refundRefusals.pending,
    });
    // Ten minutes without a result: it may be sent again.
    shop.advance(10 * 60_000);
    await refundByMpesa(paymentId);
    // M-Pesa queued it and gave up: the timeout notice.
    shop.answerPrompts();
    const [result] = shop.reversalResults.splice(0);
    const timeoutUrl = new URL(result?.url ?? reversalResultUrl);
    timeoutUrl.searchParams.set('kind', 'timeout');
    const query = Object.fromEntries(timeoutUrl.searchParams);
    expect(
      await recordReversalResult(shop.context(), '{}', {
        keyValid: true,
        paymentId: query.refund ?? null,
        attempt: Number(query.attempt),
        kind: 'timeout',
      }),
    ).toBe('timed-out');
    expect(await refundOf(paymentId)).toMatchObject({
      state: 'pending',
      reversal: { timedOut: true },
    });
    // Sent again at once: M-Pesa says it reversed the payment already, so it is refunded.
    await refundByMpesa(paymentId);
    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['refunded']);
    expect(shop.standIn.control.reversals().map((reversal) => reversal.result)).toEqual([
      'ok',
      'failed',
    ]);
    expect(await stored(db, order.id)).toMatchObject({ status: 'refunded' });
  });

  it('is refused where reversals are not set up, or for a payment without a receipt', async () => {
    const { paymentId } = await paidLate();
    const plain = shop.client({ reversal: undefined });
    await expect(refundByMpesa(paymentId, shop.context({ daraja: plain }))).rejects.toMatchObject({
      message: refundRefusals.notSetUp,
    });

    // Paid by the status query alone (no callback, so no receipt), then cancelled.
    shop.mpesa('no-callback');
    const order = placed(await shop.place([twoJeans]));
    shop.answerPrompts();
    shop.advance(60_000);
    await sweep(shop.context());
    await cancelOrderCall(
      shop.context(),
      asStaff({ orderId: order.id, action: 'cancel', reason: 'Out of stock' }),
    );
    const unreceipted = await pushIdOf(db, order.id);
    await expect(refundByMpesa(unreceipted)).rejects.toMatchObject({
      message: refundRefusals.noReceipt,
    });
    expect(await markRefunded(unreceipted, 'Sent KES 5,300 from the shop phone')).toMatchObject({
      state: 'refunded',
      refunded: { method: 'by-hand', reference: 'Sent KES 5,300 from the shop phone' },
    });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'refunded',
      fulfilment: 'unfulfilled',
    });
  });

  it('refuses a payment that pays for its order: the order is cancelled first', async () => {
    shop.mpesa('no-callback');
    const order = placed(await shop.place([twoJeans]));
    const paymentId = await pushIdOf(db, order.id);
    shop.answerPrompts();
    shop.advance(60_000);
    await sweep(shop.context());
    // Its receipt comes late, for more than the order asked: that money is due back.
    expect(await shop.post(successCallback(paymentId, order.total + 1, 'TXLATE0002'))).toBe(
      'refund-due',
    );
    await expect(markRefunded(paymentId, 'SBX0000002')).rejects.toMatchObject({
      message: refundRefusals.paysTheOrder,
    });
    await cancelOrderCall(
      shop.context(),
      asStaff({ orderId: order.id, action: 'cancel', reason: 'Wrong amount' }),
    );
    expect(await markRefunded(paymentId, 'SBX0000002')).toMatchObject({ state: 'refunded' });
  });

  it('refuses a payment that owes nothing', async () => {
    await expect(refundByMpesa('ws_CO_NOTHING')).rejects.toMatchObject({
      code: 'not-found',
      message: refundRefusals.notFound,
    });
    await expect(markRefunded('ws_CO_NOTHING', 'x')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('Mark as refunded', () => {
  it('records a refund made outside the shop with its code: refunded, with who and a text', async () => {
    const { order, paymentId } = await paidLate();
    await expect(markRefunded(paymentId, '  ')).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Enter the M-Pesa code of the refund, or a note saying how it was made.',
    });
    expect(await markRefunded(paymentId, 'SBX12ABC34')).toMatchObject({
      state: 'refunded',
      refunded: {
        method: 'by-hand',
        reference: 'SBX12ABC34',
        by: baraka,
        at: shop.now().toISOString(),
      },
    });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'refunded',
      refund: { due: 0, refunded: order.total },
    });
    expect((await eventsOf(db, order.id)).at(-1)).toMatchObject({
      type: 'refunded',
      by: baraka,
      details: { method: 'by hand', reference: 'SBX12ABC34' },
    });
    expect(shop.texts().at(-1)?.message).toContain('we have refunded');
    expect(shop.standIn.control.reversals()).toEqual([]);
  });
});

describe('money that matches no order', () => {
  it('is refunded by M-Pesa like any other, with no order to move or text', async () => {
    // A genuine payment of the stand-in's whose push the shop never heard of.
    const order = placed(await shop.place([twoJeans]));
    const paymentId = await pushIdOf(db, order.id);
    shop.answerPrompts();
    const [body = ''] = shop.callbacks.splice(0);
    await db.collection('payments').doc(paymentId).delete();
    await db.collection('orders').doc(order.id).delete();
    expect(await shop.post(body)).toBe('refund-due');
    expect(await refundOf(paymentId)).toMatchObject({ orderId: null, state: 'due' });
    const textsBefore = shop.texts().length;
    await refundByMpesa(paymentId);
    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['refunded']);
    expect(await refundOf(paymentId)).toMatchObject({ orderId: null, state: 'refunded' });
    expect(await paymentOf(paymentId)).toMatchObject({ orderId: null, refundState: 'refunded' });
    expect(shop.texts()).toHaveLength(textsBefore);
  });
});

describe('the result URL', () => {
  it('writes nothing for a result without the key, or over 4 KB, or for another attempt', async () => {
    const { paymentId } = await paidLate();
    await refundByMpesa(paymentId);
    shop.answerPrompts();
    const [result] = shop.reversalResults;
    const query = Object.fromEntries(new URL(result?.url ?? '').searchParams);
    const address = {
      paymentId: query.refund ?? null,
      attempt: Number(query.attempt),
      kind: 'result' as const,
    };
    expect(
      await recordReversalResult(shop.context(), result?.body ?? '', {
        ...address,
        keyValid: false,
      }),
    ).toBe('ignored');
    expect(
      await recordReversalResult(shop.context(), 'x'.repeat(5000), { ...address, keyValid: true }),
    ).toBe('too-large');
    expect(
      await recordReversalResult(shop.context(), result?.body ?? '', {
        ...address,
        attempt: address.attempt + 1,
        keyValid: true,
      }),
    ).toBe('stale');
    expect(await refundOf(paymentId)).toMatchObject({ state: 'pending' });
    expect(await shop.deliverReversalResults()).toEqual(['refunded']);
  });
});
