/**
 * Callback and status query disagreeing (functions/src/mpesa/settle.ts) on the Firestore emulator:
 * a keyed success callback, with its receipt, that the query answers as failed is `disputed`,
 * asked again three times over 30 minutes, then owed back with its receipt; never failed in
 * silence. A query that agrees at last pays the order.
 */
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DarajaClient } from '../../src/mpesa/daraja';
import { disputeQueryEveryMs } from '../../src/mpesa/payment-record';
import { sweep } from '../../src/mpesa/sweep';
import { emulatorFirestore } from '../emulator-firestore';
import { jeans, line } from '../orders/order-fixtures';
import {
  createShop,
  eventTypesOf,
  paymentsOf,
  placed,
  pushIdOf,
  stored,
  successCallback,
  unitsOf,
} from './harness';

const db = emulatorFirestore('demo-functions-mpesa-dispute');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
  vi.spyOn(logger, 'error').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });
const unitsLeft = async () => (await unitsOf(db, 'jeans')).variantStock['32|Black'];

/** An order whose shopper cancelled the prompt, and a callback that says it was paid. */
async function disputedOrder() {
  shop.mpesa('cancelled');
  const order = placed(await shop.place([twoJeans]));
  const pushId = await pushIdOf(db, order.id);
  shop.answerPrompts();
  shop.callbacks.splice(0);
  const claim = successCallback(pushId, order.total, 'TXDISPUTE1');
  expect(await shop.post(claim)).toBe('awaiting-query');
  return { order, pushId };
}

const paymentOf = async (pushId: string) =>
  (await db.collection('payments').doc(pushId).get()).data();

describe('a success callback the status query contradicts', () => {
  it('is disputed, not failed: the order keeps waiting with its units, the receipt kept', async () => {
    const { order, pushId } = await disputedOrder();
    expect(await paymentOf(pushId)).toMatchObject({
      state: 'disputed',
      resultCode: 1032,
      disputeQueries: 0,
      callback: { resultCode: 0, receipt: 'TXDISPUTE1' },
      refundDue: false,
      listed: true,
    });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'awaiting-payment',
      stockHeld: true,
    });
    expect(await unitsLeft()).toBe(1);
  });

  it('is asked again three times over 30 minutes, then owed back with its receipt', async () => {
    const { order, pushId } = await disputedOrder();
    for (const asked of [1, 2]) {
      shop.advance(disputeQueryEveryMs);
      expect((await sweep(shop.context())).queried).toEqual({ disputed: 1 });
      expect(await paymentOf(pushId)).toMatchObject({ state: 'disputed', disputeQueries: asked });
    }
    // The hold (30 minutes) ends as the dispute does: the order expires first, its units back.
    shop.advance(disputeQueryEveryMs);
    expect(await sweep(shop.context())).toMatchObject({ expired: 1, queried: { 'refund-due': 1 } });
    expect(await paymentOf(pushId)).toMatchObject({
      state: 'disputed',
      receipt: 'TXDISPUTE1',
      refundDue: true,
      refundState: 'due',
      taken: order.total,
      due: order.total,
    });
    expect(await paymentOf(pushId)).not.toHaveProperty('nextQueryAt');
    expect((await db.collection('refunds').doc(pushId).get()).data()).toMatchObject({
      orderId: order.id,
      amount: order.total,
      receipt: 'TXDISPUTE1',
      state: 'due',
      reason: expect.stringContaining('receipt TXDISPUTE1'),
    });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'expired',
      stockHeld: false,
      payment: { refundDue: true },
      refund: { due: order.total },
    });
    expect(await unitsLeft()).toBe(3);
    expect((await eventTypesOf(db, order.id)).slice(-2)).toEqual(['expired', 'refund-due']);
    // Nothing more is asked.
    shop.advance(disputeQueryEveryMs);
    expect((await sweep(shop.context())).queried).toEqual({});
  });

  it('pays the order when a later query agrees with the callback', async () => {
    const { order, pushId } = await disputedOrder();
    const stand = shop.client();
    const agrees: DarajaClient = {
      ...stand,
      stkQuery: async () => ({
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
      }),
    };
    shop.advance(disputeQueryEveryMs);
    expect((await sweep(shop.context({ daraja: agrees }))).queried).toEqual({ recorded: 1 });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'paid',
      payment: { receipt: 'TXDISPUTE1' },
    });
    expect(await paymentsOf(db, order.id)).toMatchObject([
      { id: pushId, state: 'paid', refundDue: false },
    ]);
  });

  it('counts a query that cannot be answered as one that did not agree', async () => {
    const { pushId } = await disputedOrder();
    const stand = shop.client();
    const down: DarajaClient = {
      ...stand,
      stkQuery: () => stand.stkQuery('no-such-push'),
    };
    for (let asked = 1; asked <= 2; asked++) {
      shop.advance(disputeQueryEveryMs);
      await sweep(shop.context({ daraja: down }));
    }
    shop.advance(disputeQueryEveryMs);
    await sweep(shop.context({ daraja: down }));
    expect(await paymentOf(pushId)).toMatchObject({ state: 'disputed', refundState: 'due' });
  });
});
