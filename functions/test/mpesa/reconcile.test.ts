import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MpesaOutcome } from '../../../mocks/backend/daraja/outcomes';
import { noAnswerAfterMs, reconcile, recordCallback, startPayment } from '../../src/mpesa/payments';
import {
  createDarajaHarness,
  orderDocument,
  orderId,
  paymentContext,
  readStored,
  startOfTest,
} from './harness';
import { emulatorFirestore } from '../emulator-firestore';

const db = emulatorFirestore('demo-functions-mpesa-reconcile');
const daraja = createDarajaHarness();
const client = daraja.client();
let queries = 0;
const context = paymentContext(
  db,
  {
    stkPush: (request) => client.stkPush(request),
    stkQuery: (id) => {
      queries += 1;
      return client.stkQuery(id);
    },
  },
  daraja.now,
);

beforeEach(() => {
  daraja.reset();
  queries = 0;
});

async function prompted(outcome: MpesaOutcome, overrides = {}) {
  daraja.standIn.control.set(outcome);
  await db.collection('orders').doc(orderId).set(orderDocument(overrides));
  await startPayment(context, orderId);
}

describe('reconcile', () => {
  it('leaves a push younger than the timeout alone, without asking Daraja', async () => {
    await prompted('no-callback');
    daraja.answerPrompts();
    daraja.advance(59_000);
    expect(await reconcile(context, orderId)).toEqual({
      status: 'awaiting-payment',
      changed: false,
    });
    expect(queries).toBe(0);
  });

  it('settles a lost callback as paid, once (the query tells no receipt)', async () => {
    await prompted('no-callback');
    daraja.answerPrompts();
    expect(daraja.callbacks).toEqual([]);
    daraja.advance(61_000);
    expect(await reconcile(context, orderId)).toEqual({ status: 'paid', changed: true });
    const stored = await readStored(db);
    expect(stored.status).toBe('paid');
    expect(stored.payment.receipt).toBeNull();
    expect(await reconcile(context, orderId)).toEqual({ status: 'paid', changed: false });
  });

  it('settles a lost failure with its reason', async () => {
    await prompted('insufficient-funds');
    daraja.answerPrompts();
    daraja.callbacks.length = 0;
    daraja.advance(61_000);
    expect(await reconcile(context, orderId, 60_000)).toEqual({
      status: 'payment-failed',
      changed: true,
    });
    expect((await readStored(db)).payment.failure).toBe('insufficient-funds');
  });

  it('honours the timeout it is given', async () => {
    await prompted('cancelled');
    daraja.answerPrompts();
    daraja.advance(20_000);
    expect((await reconcile(context, orderId, 60_000)).changed).toBe(false);
    expect((await reconcile(context, orderId, 15_000)).status).toBe('payment-failed');
  });

  it('waits while the shopper has not answered, then gives up after two minutes', async () => {
    await prompted('paid');
    daraja.advance(90_000);
    expect(await reconcile(context, orderId)).toEqual({
      status: 'awaiting-payment',
      changed: false,
    });
    expect(queries).toBe(1);
    daraja.advance(noAnswerAfterMs - 90_000);
    expect(await reconcile(context, orderId)).toEqual({
      status: 'payment-failed',
      changed: true,
    });
    expect((await readStored(db)).payment.failure).toBe('no-answer');
  });

  it('records a payment confirmed after it gave up: the money was taken', async () => {
    await prompted('paid');
    daraja.advance(noAnswerAfterMs);
    await reconcile(context, orderId);
    expect((await readStored(db)).payment.failure).toBe('no-answer');
    daraja.answerPrompts();
    expect(await recordCallback(context, daraja.callbacks[0])).toBe('recorded');
    const stored = await readStored(db);
    expect(stored.status).toBe('paid');
    expect(stored.payment.receipt).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('gives up on a push whose answer never got recorded', async () => {
    const requestedAt = Timestamp.fromDate(startOfTest);
    await db
      .collection('orders')
      .doc(orderId)
      .set(orderDocument({ payment: { requestedAt } }));
    daraja.advance(61_000);
    expect((await reconcile(context, orderId)).changed).toBe(false);
    daraja.advance(noAnswerAfterMs);
    expect(await reconcile(context, orderId)).toEqual({
      status: 'payment-failed',
      changed: true,
    });
    expect(queries).toBe(0);
  });

  it.each([
    [
      'a paid order',
      { status: 'paid', payment: { checkoutRequestId: 'ws_CO_1', receipt: 'TX12345678' } },
    ],
    ['a cash order', { status: 'pending', payment: { method: 'cash-on-delivery', phone: null } }],
  ])('leaves %s alone', async (_what, overrides) => {
    await db.collection('orders').doc(orderId).set(orderDocument(overrides));
    const before = await readStored(db);
    daraja.advance(noAnswerAfterMs * 2);
    expect((await reconcile(context, orderId)).changed).toBe(false);
    expect(await readStored(db)).toEqual(before);
    expect(queries).toBe(0);
  });

  it('answers not-found for a missing order', async () => {
    await expect(reconcile(context, orderId)).rejects.toMatchObject({ code: 'not-found' });
  });
});
