import { beforeEach, describe, expect, it } from 'vitest';
import { DarajaError, type DarajaClient } from '../../src/mpesa/daraja';
import { PaymentError, startPayment } from '../../src/mpesa/payments';
import {
  createDarajaHarness,
  orderDocument,
  orderId,
  paymentContext,
  readStored,
  startOfTest,
} from './harness';
import { emulatorFirestore } from '../emulator-firestore';

const db = emulatorFirestore('demo-functions-mpesa-push');
const daraja = createDarajaHarness();
const context = paymentContext(db, daraja.client(), daraja.now);

beforeEach(() => {
  daraja.reset();
});

const seed = (overrides: Parameters<typeof orderDocument>[0] = {}) =>
  db.collection('orders').doc(orderId).set(orderDocument(overrides));

describe('startPayment', () => {
  it('prompts the order phone for the total in whole shillings and keeps the checkout request', async () => {
    await seed({ total: 2299.5, payment: { phone: '254712345678' } });
    expect(await startPayment(context, orderId)).toEqual({
      status: 'awaiting-payment',
      failure: null,
    });
    const stored = await readStored(db);
    expect(stored.status).toBe('awaiting-payment');
    expect(stored.payment.checkoutRequestId).toMatch(/^ws_CO_\d{20}$/);
    expect(stored.payment.requestedAt?.toDate()).toEqual(startOfTest);

    daraja.answerPrompts();
    const [callback] = daraja.callbacks as {
      Body: { stkCallback: { CheckoutRequestID: string; CallbackMetadata: { Item: object[] } } };
    }[];
    expect(callback?.Body.stkCallback.CheckoutRequestID).toBe(stored.payment.checkoutRequestId);
    expect(callback?.Body.stkCallback.CallbackMetadata.Item).toEqual(
      expect.arrayContaining([
        { Name: 'Amount', Value: 2300 },
        { Name: 'PhoneNumber', Value: 254712345678 },
      ]),
    );
  });

  it('accepts the phone as the checkout form stores it (+254…)', async () => {
    await seed({ payment: { phone: '+254110123456' } });
    await startPayment(context, orderId);
    daraja.answerPrompts();
    expect(JSON.stringify(daraja.callbacks[0])).toContain('"Value":254110123456');
  });

  it('never prompts twice for the same order', async () => {
    await seed();
    await startPayment(context, orderId);
    const first = (await readStored(db)).payment.checkoutRequestId;
    await expect(startPayment(context, orderId)).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    daraja.answerPrompts();
    expect(daraja.callbacks).toHaveLength(1);
    expect((await readStored(db)).payment.checkoutRequestId).toBe(first);
  });

  it.each([
    ['a cash order', { status: 'pending', payment: { method: 'cash-on-delivery', phone: null } }],
    ['a paid order', { status: 'paid' }],
    ['an order without a phone', { payment: { phone: null } }],
  ])('refuses %s', async (_what, overrides) => {
    await seed(overrides);
    const refusal = await startPayment(context, orderId).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentError);
    expect(refusal).toMatchObject({ code: 'failed-precondition' });
    expect((await readStored(db)).payment.checkoutRequestId).toBeNull();
  });

  it('answers not-found for a missing order', async () => {
    await expect(startPayment(context, orderId)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('fails the order when Daraja refuses the push', async () => {
    await seed();
    const wrongPasskey = paymentContext(
      db,
      daraja.client({ passkey: 'not-the-passkey' }),
      daraja.now,
    );
    expect(await startPayment(wrongPasskey, orderId)).toEqual({
      status: 'payment-failed',
      failure: 'failed',
    });
    const stored = await readStored(db);
    expect(stored.status).toBe('payment-failed');
    expect(stored.payment.failure).toBe('failed');
    expect(stored.payment.checkoutRequestId).toBeNull();
  });

  it('fails the order when Daraja cannot be reached', async () => {
    await seed();
    const offline = daraja.client({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const result = await startPayment(paymentContext(db, offline, daraja.now), orderId);
    expect(result).toEqual({ status: 'payment-failed', failure: 'failed' });
  });

  it("says unreachable when Daraja says the shopper's phone cannot be reached", async () => {
    await seed();
    const unreachable: DarajaClient = {
      stkPush: () =>
        Promise.reject(new DarajaError('DS timeout user cannot be reached', '500.001.1001', 500)),
      stkQuery: () => Promise.reject(new Error('not asked')),
    };
    const result = await startPayment(paymentContext(db, unreachable, daraja.now), orderId);
    expect(result).toEqual({ status: 'payment-failed', failure: 'unreachable' });
    expect((await readStored(db)).payment.failure).toBe('unreachable');
  });
});
