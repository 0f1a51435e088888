import { beforeEach, describe, expect, it } from 'vitest';
import type { MpesaOutcome } from '../../../mocks/backend/daraja/outcomes';
import { callbackAnswer, recordCallback, startPayment } from '../../src/mpesa/payments';
import {
  createDarajaHarness,
  failureCallback,
  orderDocument,
  orderId,
  paymentContext,
  readStored,
  successCallback,
} from './harness';
import { emulatorFirestore } from '../emulator-firestore';

const db = emulatorFirestore('demo-functions-mpesa-callback');
const daraja = createDarajaHarness();
const context = paymentContext(db, daraja.client(), daraja.now);

beforeEach(() => {
  daraja.reset();
});

/** An order placed with M-Pesa and prompted; the stand-in will answer `outcome`. */
async function prompted(outcome: MpesaOutcome = 'paid', overrides = {}) {
  daraja.standIn.control.set(outcome);
  await db.collection('orders').doc(orderId).set(orderDocument(overrides));
  await startPayment(context, orderId);
  const checkoutRequestId = (await readStored(db)).payment.checkoutRequestId;
  if (!checkoutRequestId) throw new Error('The prompt was not sent');
  return checkoutRequestId;
}

/** The shopper answers; the callback Safaricom posts is returned, not yet delivered. */
function answered(): unknown {
  daraja.answerPrompts();
  const callback = daraja.callbacks.at(-1);
  if (!callback) throw new Error('No callback was posted');
  return callback;
}

const receiptOf = (callback: unknown) =>
  JSON.stringify(callback).match(/"MpesaReceiptNumber","Value":"(\w+)"/)?.[1];

describe('recordCallback', () => {
  it('marks the order paid with the M-Pesa receipt', async () => {
    await prompted('paid');
    const callback = answered();
    expect(await recordCallback(context, callback)).toBe('recorded');
    const stored = await readStored(db);
    expect(stored.status).toBe('paid');
    expect(stored.payment.receipt).toBe(receiptOf(callback));
    expect(stored.payment.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(stored.payment.failure).toBeNull();
  });

  it.each([
    ['insufficient-funds', 'insufficient-funds'],
    ['cancelled', 'cancelled'],
    ['unreachable', 'unreachable'],
    ['wrong-pin', 'wrong-pin'],
  ] as const)('fails the order when the shopper ends in %s', async (outcome, failure) => {
    await prompted(outcome);
    expect(await recordCallback(context, answered())).toBe('recorded');
    const stored = await readStored(db);
    expect(stored.status).toBe('payment-failed');
    expect(stored.payment.failure).toBe(failure);
    expect(stored.payment.receipt).toBeNull();
  });

  it.each([1019, 1025, 9999])('fails the order as failed for ResultCode %i', async (code) => {
    const checkoutRequestId = await prompted();
    expect(await recordCallback(context, failureCallback(checkoutRequestId, code))).toBe(
      'recorded',
    );
    expect((await readStored(db)).payment.failure).toBe('failed');
  });

  it('fails the order when the amount paid is not its total, keeping the receipt', async () => {
    const checkoutRequestId = await prompted('paid', { total: 2300 });
    daraja.answerPrompts();
    const short = successCallback(checkoutRequestId, 230, 'TXSHORT001');
    expect(await recordCallback(context, short)).toBe('recorded');
    const stored = await readStored(db);
    expect(stored.status).toBe('payment-failed');
    expect(stored.payment.failure).toBe('amount-mismatch');
    expect(stored.payment.receipt).toBe('TXSHORT001');
  });

  it('compares the amount with the total rounded up to whole shillings', async () => {
    const checkoutRequestId = await prompted('paid', { total: 2299.5 });
    daraja.answerPrompts();
    await recordCallback(context, successCallback(checkoutRequestId, 2300));
    expect((await readStored(db)).status).toBe('paid');
  });

  it('records a repeated callback once', async () => {
    await prompted('paid');
    const callback = answered();
    await recordCallback(context, callback);
    const first = await readStored(db);
    expect(await recordCallback(context, callback)).toBe('duplicate');
    expect(await readStored(db)).toEqual(first);
  });

  it('records a repeated failure once', async () => {
    await prompted('cancelled');
    const callback = answered();
    await recordCallback(context, callback);
    const first = await readStored(db);
    expect(await recordCallback(context, callback)).toBe('duplicate');
    expect(await readStored(db)).toEqual(first);
  });

  it('ignores a callback for a checkout request no order has', async () => {
    await prompted('paid');
    const before = await readStored(db);
    const forged = successCallback('ws_CO_010320250900001234567', 2300);
    expect(await recordCallback(context, forged)).toBe('unknown');
    expect(await readStored(db)).toEqual(before);
  });

  it('ignores a success Daraja does not confirm: the shopper has not answered yet', async () => {
    const checkoutRequestId = await prompted('paid');
    const before = await readStored(db);
    expect(await recordCallback(context, successCallback(checkoutRequestId, 2300))).toBe(
      'unconfirmed',
    );
    expect(await readStored(db)).toEqual(before);
  });

  it('ignores a success Daraja does not confirm: the shopper cancelled', async () => {
    const checkoutRequestId = await prompted('cancelled');
    daraja.answerPrompts();
    const forged = successCallback(checkoutRequestId, 2300);
    expect(await recordCallback(context, forged)).toBe('unconfirmed');
    expect((await readStored(db)).status).toBe('awaiting-payment');
  });

  it('lets a confirmed payment win over a failure posted for the same push', async () => {
    const checkoutRequestId = await prompted('paid');
    const real = answered();
    await recordCallback(context, failureCallback(checkoutRequestId, 1032));
    expect((await readStored(db)).status).toBe('payment-failed');
    expect(await recordCallback(context, real)).toBe('recorded');
    const stored = await readStored(db);
    expect(stored.status).toBe('paid');
    expect(stored.payment.failure).toBeNull();
    expect(stored.payment.receipt).toBe(receiptOf(real));
  });

  it('finds an order whose checkout request id is written just after the callback arrives', async () => {
    await db.collection('orders').doc(orderId).set(orderDocument());
    const checkoutRequestId = 'ws_CO_010320250900009876543';
    let waits = 0;
    const racing = {
      ...context,
      daraja: { ...context.daraja, stkQuery: async () => ({ resultCode: 0, resultDesc: 'OK' }) },
      wait: async () => {
        waits += 1;
        await db.collection('orders').doc(orderId).update({
          'payment.checkoutRequestId': checkoutRequestId,
        });
      },
    };
    expect(await recordCallback(racing, successCallback(checkoutRequestId, 2300))).toBe('recorded');
    expect(waits).toBe(1);
    expect((await readStored(db)).status).toBe('paid');
  });

  it.each([
    ['no body', undefined],
    ['not an STK callback', { hello: 'world' }],
    [
      'a success without a receipt',
      {
        Body: {
          stkCallback: {
            ...successCallback('ws_CO_1', 1).Body.stkCallback,
            CallbackMetadata: { Item: [{ Name: 'Amount', Value: 1 }] },
          },
        },
      },
    ],
    [
      'a ResultCode that is not a number',
      {
        Body: {
          stkCallback: { ...failureCallback('ws_CO_1', 1).Body.stkCallback, ResultCode: 'one' },
        },
      },
    ],
  ])('rejects %s', async (_what, body) => {
    await prompted('paid');
    const before = await readStored(db);
    expect(await recordCallback(context, body)).toBe('rejected');
    expect(await readStored(db)).toEqual(before);
  });
});

describe('callbackAnswer', () => {
  it('tells Safaricom Accepted for every well-formed callback, 400 for a malformed one', () => {
    for (const effect of ['recorded', 'duplicate', 'unknown', 'unconfirmed'] as const) {
      expect(callbackAnswer(effect)).toEqual({
        httpStatus: 200,
        body: { ResultCode: 0, ResultDesc: 'Accepted' },
      });
    }
    expect(callbackAnswer('rejected').httpStatus).toBe(400);
  });
});
