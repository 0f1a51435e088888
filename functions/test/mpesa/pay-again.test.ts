import { beforeEach, describe, expect, it } from 'vitest';
import { payAgain, recordCallback, startPayment } from '../../src/mpesa/payments';
import {
  accessToken,
  createDarajaHarness,
  orderDocument,
  orderId,
  paymentContext,
  readStored,
} from './harness';
import { emulatorFirestore } from '../emulator-firestore';

const db = emulatorFirestore('demo-functions-mpesa-pay-again');
const daraja = createDarajaHarness();
const context = paymentContext(db, daraja.client(), daraja.now);

beforeEach(() => {
  daraja.reset();
});

/** An order whose first prompt the shopper cancelled; its callback is recorded. */
async function failedOrder(overrides: Parameters<typeof orderDocument>[0] = {}) {
  daraja.standIn.control.set('cancelled');
  await db.collection('orders').doc(orderId).set(orderDocument(overrides));
  await startPayment(context, orderId);
  daraja.answerPrompts();
  await recordCallback(context, daraja.callbacks.at(-1));
  daraja.callbacks.length = 0;
  daraja.standIn.control.set('paid');
  return readStored(db);
}

const mpesa = (phone = '0722 000 111') => ({ orderId, accessToken, method: 'mpesa', phone });
const cash = { orderId, accessToken, method: 'cash-on-delivery' };

describe('payAgain with M-Pesa', () => {
  it('prompts again for the same order, to the new number', async () => {
    const failed = await failedOrder();
    expect(failed.payment.failure).toBe('cancelled');
    expect(await payAgain(context, mpesa(), null)).toEqual({
      orderId,
      status: 'awaiting-payment',
      failure: null,
    });
    const stored = await readStored(db);
    expect(stored.status).toBe('awaiting-payment');
    expect(stored.payment.phone).toBe('254722000111');
    expect(stored.payment.failure).toBeNull();
    expect(stored.payment.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(stored.payment.checkoutRequestId).not.toBe(failed.payment.checkoutRequestId);

    daraja.answerPrompts();
    expect(await recordCallback(context, daraja.callbacks[0])).toBe('recorded');
    expect((await readStored(db)).status).toBe('paid');
    expect((await db.collection('orders').get()).size).toBe(1);
  });

  it('no longer counts the earlier push once prompted again', async () => {
    await failedOrder();
    const cancelled = failureFor(await readStored(db));
    await payAgain(context, mpesa(), null);
    expect(await recordCallback(context, cancelled)).toBe('unknown');
    expect((await readStored(db)).status).toBe('awaiting-payment');
  });

  it('lets the signed-in owner in without the right token', async () => {
    await failedOrder({ ownerUid: 'wanjiku-uid' });
    const request = { ...mpesa(), accessToken: 'x'.repeat(40) };
    expect((await payAgain(context, request, 'wanjiku-uid')).status).toBe('awaiting-payment');
  });

  it.each([
    ['a wrong token', { ...mpesa(), accessToken: 'x'.repeat(40) }, null],
    ['a wrong token and another account', { ...mpesa(), accessToken: 'x'.repeat(40) }, 'other'],
    ['another order id', { ...mpesa(), orderId: 'SomeoneElsesOrder001' }, null],
  ])('answers not-found for %s', async (_what, request, uid) => {
    const before = await failedOrder({ ownerUid: 'wanjiku-uid' });
    await expect(payAgain(context, request, uid)).rejects.toMatchObject({ code: 'not-found' });
    expect(await readStored(db)).toEqual(before);
  });

  it.each([
    ['paid', 'This order is paid already.'],
    ['awaiting-payment', 'This order is not waiting for a new payment.'],
    ['pending', 'This order is not waiting for a new payment.'],
  ])('refuses an order that is %s', async (status, message) => {
    await db.collection('orders').doc(orderId).set(orderDocument({ status }));
    await expect(payAgain(context, mpesa(), null)).rejects.toMatchObject({
      code: 'failed-precondition',
      message,
    });
    daraja.answerPrompts();
    expect(daraja.callbacks).toEqual([]);
  });

  it.each([
    ['a number that is not Kenyan', mpesa('+1 202 555 0100')],
    ['a request without a method', { orderId, accessToken, phone: '0712345678' }],
    ['a malformed order id', { ...mpesa(), orderId: 'short' }],
  ])('refuses %s as invalid', async (_what, request) => {
    const before = await failedOrder();
    await expect(payAgain(context, request, null)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await readStored(db)).toEqual(before);
  });

  it('fails the order again when Daraja refuses the new push', async () => {
    await failedOrder();
    const refused = paymentContext(db, daraja.client({ passkey: 'wrong' }), daraja.now);
    expect(await payAgain(refused, mpesa(), null)).toEqual({
      orderId,
      status: 'payment-failed',
      failure: 'failed',
    });
  });
});

describe('payAgain with cash on delivery', () => {
  it('switches an order whose delivery takes cash to pending', async () => {
    await failedOrder({ deliveryOption: 'pickup-cbd' });
    expect(await payAgain(context, cash, null)).toEqual({
      orderId,
      status: 'pending',
      failure: null,
    });
    const stored = await readStored(db);
    expect(stored.status).toBe('pending');
    expect(stored.payment).toMatchObject({
      method: 'cash-on-delivery',
      phone: null,
      checkoutRequestId: null,
      failure: null,
    });
  });

  it('refuses cash for a courier delivery', async () => {
    const before = await failedOrder({ deliveryOption: 'courier-countrywide' });
    await expect(payAgain(context, cash, null)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('Cash on delivery is not available'),
    });
    expect(await readStored(db)).toEqual(before);
  });
});

function failureFor(order: Awaited<ReturnType<typeof readStored>>) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '1-2-1',
        CheckoutRequestID: order.payment.checkoutRequestId,
        ResultCode: 1032,
        ResultDesc: 'Request cancelled by user',
      },
    },
  };
}
