/**
 * `listPayments` (functions/src/mpesa/payments-day.ts): the Payments page's day of M-Pesa
 * payments, newest first, phones masked, in every state staff must see, with the day's totals
 * summed by the server; a day of many payments read a page at a time.
 */
import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelOrderCall } from '../../src/staff/order-steps';
import { listPaymentsCall } from '../../src/mpesa/mpesa-callables';
import { markRefundedCall, refundByMpesaCall } from '../../src/refunds/refund-callables';
import { newPayment, paymentsPageFields } from '../../src/mpesa/payment-record';
import { paymentsPageSize, type PaymentsDay } from '@model/payment/payments-day';
import { emulatorFirestore } from '../emulator-firestore';
import { guestDetails, jeans, line } from '../orders/order-fixtures';
import { asStaff, seedTeam } from '../staff/staff-fixtures';
import { createShop, placed, pushIdOf, successCallback } from './harness';

const db = emulatorFirestore('demo-functions-payments-day');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, variantStock: { '32|Black': 50 }, stock: 50 });
  vi.spyOn(logger, 'error').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const oneJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 1 });
/** 2025-03-01 in Nairobi: the harness's clock starts at 09:00 there. */
const day = '2025-03-01';
const list = async (request: unknown) =>
  (await listPaymentsCall({ db }, asStaff(request))) as PaymentsDay;

// Each prompt to a number of its own: one number takes at most three prompts in ten minutes.
let numbers = 0;
const prompted = () => ({ ...guestDetails, mpesaPhone: `0722 000 ${100 + (++numbers % 800)}` });

/** A paid order, its payment's id. */
async function paidOrder() {
  shop.mpesa('paid');
  const order = placed(await shop.place([oneJeans], prompted()));
  shop.answerPrompts();
  await shop.deliverCallbacks();
  return { order, paymentId: await pushIdOf(db, order.id) };
}

describe('a day of payments', () => {
  it('lists each payment that took money, or may have, in the state staff act on, with the totals', async () => {
    const paid = await paidOrder();
    shop.advance(60_000);
    const refunded = await paidOrder();
    await cancelOrderCall(
      shop.context(),
      asStaff({ orderId: refunded.order.id, action: 'cancel', reason: 'Customer asked' }),
    );
    await markRefundedCall(
      shop.context(),
      asStaff({ paymentId: refunded.paymentId, reference: 'SBX1' }),
    );
    shop.advance(60_000);
    const due = await paidOrder();
    await cancelOrderCall(
      shop.context(),
      asStaff({ orderId: due.order.id, action: 'cancel', reason: 'Out of stock' }),
    );
    shop.advance(60_000);
    // A prompt the shopper cancelled took nothing: not listed.
    shop.mpesa('cancelled');
    placed(await shop.place([oneJeans], prompted()));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    shop.advance(60_000);
    // A disputed one: the callback says paid, the query not.
    const disputedOrder = placed(await shop.place([oneJeans], prompted()));
    const disputedId = await pushIdOf(db, disputedOrder.id);
    shop.answerPrompts();
    shop.callbacks.splice(0);
    await shop.post(successCallback(disputedId, disputedOrder.total, 'TXDISPUTE2'));
    shop.advance(60_000);
    const answer = await list({ day, cursor: null });
    expect(answer.rows.map((row) => [row.orderId, row.state])).toEqual([
      [disputedOrder.id, 'disputed'],
      [due.order.id, 'refund-due'],
      [refunded.order.id, 'refunded'],
      [paid.order.id, 'paid'],
    ]);
    expect(answer.rows.at(-1)).toMatchObject({
      id: paid.paymentId,
      amount: paid.order.total,
      receipt: expect.stringMatching(/^T\w{9}$/),
      phone: expect.stringMatching(/^2547\*{5}\d{3}$/),
      at: expect.stringMatching(/^2025-03-01T06:0/),
    });
    const total = paid.order.total;
    expect(answer.totals).toEqual({ taken: 3 * total, refunded: total, due: total });
    expect(answer.nextCursor).toBeNull();
    expect((await list({ day: '2025-03-02', cursor: null })).rows).toEqual([]);
  });

  it('reads a day of many payments a page at a time, none twice, none left out', async () => {
    const batch = db.batch();
    const count = paymentsPageSize + 3;
    for (let index = 0; index < count; index++) {
      const payment = {
        ...newPayment({
          orderId: `order${String(index).padStart(15, '0')}`,
          attempt: 1,
          phone: '254722000111',
          amount: 100,
          requestedAt: new Date(shop.now().getTime() + (index % 5) * 1000),
          firstQueryAt: shop.now(),
        }),
        state: 'paid' as const,
      };
      delete (payment as { nextQueryAt?: Timestamp }).nextQueryAt;
      batch.set(db.collection('payments').doc(`ws_CO_${index}`), {
        ...payment,
        ...paymentsPageFields(payment),
      });
    }
    await batch.commit();
    const first = await list({ day, cursor: null });
    expect(first.rows).toHaveLength(paymentsPageSize);
    expect(first.totals.taken).toBe(100 * count);
    const second = await list({ day, cursor: first.nextCursor });
    expect(second.rows).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(count);
  });

  it('refuses a day that is not one', async () => {
    for (const bad of ['2025-02-30', 'yesterday', '', null]) {
      await expect(list({ day: bad, cursor: null })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'Choose a day.',
      });
    }
  });
});

describe('the states of a payment', () => {
  it('names money for no order, a refund pending, and a push unsettled', async () => {
    // A genuine payment whose push and order the shop lost: money for no order.
    const stranger = await paidOrder();
    const [body] = await Promise.all([
      (async () => {
        shop.mpesa('paid');
        const order = placed(await shop.place([oneJeans], prompted()));
        shop.answerPrompts();
        const [raw = ''] = shop.callbacks.splice(0);
        const id = await pushIdOf(db, order.id);
        await db.collection('payments').doc(id).delete();
        await db.collection('orders').doc(order.id).delete();
        return raw;
      })(),
    ]);
    expect(await shop.post(body)).toBe('refund-due');
    shop.advance(60_000);
    // A refund sent to M-Pesa, its result not yet in.
    await cancelOrderCall(
      shop.context(),
      asStaff({ orderId: stranger.order.id, action: 'cancel', reason: 'Duplicate order' }),
    );
    await refundByMpesaCall(shop.context(), asStaff({ paymentId: stranger.paymentId }));
    // A push no query could settle.
    const unsettled = {
      ...newPayment({
        orderId: 'orderUnsettled000001',
        attempt: 1,
        phone: '254711000999',
        amount: 750,
        requestedAt: shop.now(),
        firstQueryAt: shop.now(),
      }),
      state: 'unsettled' as const,
    };
    delete (unsettled as { nextQueryAt?: Timestamp }).nextQueryAt;
    await db
      .collection('payments')
      .doc('ws_CO_unsettled')
      .set({ ...unsettled, ...paymentsPageFields(unsettled) });

    const states = (await list({ day, cursor: null })).rows.map((row) => [
      row.orderId === null ? 'no order' : row.orderId === stranger.order.id ? 'cancelled' : 'other',
      row.state,
      row.phone,
    ]);
    expect(states).toEqual(
      expect.arrayContaining([
        ['no order', 'no-order', expect.stringMatching(/^2547\*{5}\d{3}$/)],
        ['cancelled', 'refund-pending', expect.stringMatching(/^2547\*{5}\d{3}$/)],
        ['other', 'unsettled', '2547*****999'],
      ]),
    );
  });
});
