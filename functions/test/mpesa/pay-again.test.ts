/**
 * Try again after a failed M-Pesa payment (functions/src/mpesa/pay-again.ts) on the Firestore
 * emulator, through the Daraja stand-in: a new prompt or cash on delivery takes the order's units
 * again or says what is gone; neither while the last prompt is open, nor once the hold is over.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MpesaOutcome } from '../../../mocks/backend/daraja/outcomes';
import { earlierPromptOpen } from '@model/order/refusals';
import { sweep } from '../../src/mpesa/sweep';
import { emulatorFirestore } from '../emulator-firestore';
import { cashDetails, jeans, line } from '../orders/order-fixtures';
import {
  createShop,
  holdMs,
  movementsOf,
  paymentsOf,
  placed,
  queryAfterMs,
  secretsOf,
  stored,
  tryAgain,
  unitsOf,
} from './harness';

const db = emulatorFirestore('demo-functions-mpesa-pay-again');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
});

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });

/** An order whose payment finally failed (the query agreeing), its units given back. */
async function failedOrder(outcome: MpesaOutcome = 'wrong-pin') {
  shop.mpesa(outcome);
  const order = placed(await shop.place([twoJeans]));
  shop.answerPrompts();
  expect(await shop.deliverCallbacks()).toEqual(['recorded']);
  expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
  shop.mpesa('paid');
  return order;
}

describe('Try again takes the units again, or says what is gone', () => {
  it('a new prompt takes the units again and gets a push record of its own', async () => {
    const order = await failedOrder();
    shop.advance(5 * 60_000);
    expect(await tryAgain(shop, order.id, '0733 000 222')).toMatchObject({
      status: 'awaiting-payment',
      payment: { method: 'mpesa', failure: null },
    });
    const retried = await stored(db, order.id);
    expect(retried).toMatchObject({ stockHeld: true, payment: { phone: '254733000222' } });
    // A whole hold from the new prompt.
    expect(retried.expiresAt.toMillis()).toBe(shop.now().getTime() + holdMs);
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(1);
    expect(await movementsOf(db, order.id)).toEqual([
      ['order-placed', -2],
      ['payment-failed', 2],
      ['payment-retried', -2],
    ]);
    const payments = await paymentsOf(db, order.id);
    expect(payments).toHaveLength(2);
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ state: 'failed', phone: '254722000111' }),
        expect.objectContaining({
          id: (await secretsOf(db, order.id)).push.checkoutRequestId,
          state: 'pending',
          phone: '254733000222',
        }),
      ]),
    );

    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
  });

  it('says what is gone when the units were sold meanwhile, and prompts nobody', async () => {
    const order = await failedOrder();
    placed(
      await shop.place(
        [line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 })],
        cashDetails,
      ),
    );
    const secretsBefore = await secretsOf(db, order.id);

    for (const choice of ['0733 000 222', 'cash']) {
      await expect(tryAgain(shop, order.id, choice)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining('Slim Fit Jeans (32, Black): 1 left of the 2 ordered'),
      });
    }
    expect(await stored(db, order.id)).toMatchObject({
      status: 'payment-failed',
      stockHeld: false,
    });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(1);
    expect(shop.standIn.control.pushes()).toHaveLength(1);
    // No claim is left behind to block the next Try again.
    expect(await secretsOf(db, order.id)).toEqual(secretsBefore);
  });

  it('a switch to cash on delivery after a failure takes the units again', async () => {
    const order = await failedOrder('insufficient-funds');
    expect(await tryAgain(shop, order.id, 'cash')).toMatchObject({
      status: 'pending',
      payment: { method: 'cash-on-delivery', phone: null, failure: null },
    });
    const cash = await stored(db, order.id);
    expect(cash).toMatchObject({ stockHeld: true, unpaidHoldPhone: expect.any(String) });
    // Held as any cash order is, until staff confirm it by phone.
    expect((cash.expiresAt as Timestamp).toMillis()).toBe(shop.now().getTime() + 48 * 60 * 60_000);
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(1);
    expect(await movementsOf(db, order.id)).toEqual([
      ['order-placed', -2],
      ['payment-failed', 2],
      ['payment-retried', -2],
    ]);
    expect((await secretsOf(db, order.id)).push).toEqual({
      checkoutRequestId: null,
      requestedAt: null,
      attempt: 1,
    });
    expect(shop.standIn.control.pushes()).toHaveLength(1);

    // Cash is not on a hold: the sweep leaves it be.
    shop.advance(holdMs);
    expect((await sweep(shop.context())).expired).toBe(0);
    expect(await stored(db, order.id)).toMatchObject({ status: 'pending', stockHeld: true });
  });
});

describe('no Try again while the last prompt is not final by the status query', () => {
  it('is refused while an order’s last push is open, and allowed once the query ends it', async () => {
    shop.mpesa('cancelled');
    const order = placed(await shop.place([twoJeans]));
    // An order failed before unanswered prompts were left unknown (the model keeps `no-answer`
    // for those): its units are back, but the push it waited on may still be answered.
    await db.collection('orders').doc(order.id).update({
      status: 'payment-failed',
      'payment.failure': 'no-answer',
      stockHeld: false,
      unpaidHoldPhone: null,
    });
    await db.collection('products').doc('jeans').set(jeans);

    shop.advance(queryAfterMs);
    expect((await sweep(shop.context())).queried).toEqual({ pending: 1 });
    for (const choice of ['0733 000 222', 'cash']) {
      await expect(tryAgain(shop, order.id, choice)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: earlierPromptOpen,
      });
    }
    expect(shop.standIn.control.pushes()).toHaveLength(1);

    shop.answerPrompts();
    shop.advance(15_000);
    expect((await sweep(shop.context())).queried).toEqual({ recorded: 1 });
    expect(await tryAgain(shop, order.id)).toMatchObject({ status: 'awaiting-payment' });
    expect(shop.standIn.control.pushes()).toHaveLength(2);
  });

  it('is refused while the order still awaits its prompt, saying the prompt is open', async () => {
    const order = placed(await shop.place([twoJeans]));
    await expect(tryAgain(shop, order.id)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: earlierPromptOpen,
    });
    expect(shop.standIn.control.pushes()).toHaveLength(1);
  });

  it('two Try agains at once send one prompt and take the units once', async () => {
    const order = await failedOrder();
    const tries = await Promise.allSettled([
      tryAgain(shop, order.id),
      tryAgain(shop, order.id, '0744 000 333'),
    ]);
    expect(tries.map((attempt) => attempt.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(tries.find((attempt) => attempt.status === 'rejected')).toMatchObject({
      reason: { code: 'failed-precondition' },
    });
    expect(shop.standIn.control.pushes()).toHaveLength(2);
    expect(await paymentsOf(db, order.id)).toHaveLength(2);
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(1);
  });

  it('is refused once the hold ran out, even before the sweep ends the order', async () => {
    const order = await failedOrder();
    shop.advance(holdMs);
    for (const phone of ['0722 000 111', 'cash']) {
      await expect(tryAgain(shop, order.id, phone)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining('not paid in time'),
      });
    }
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
    expect(shop.standIn.control.pushes()).toHaveLength(1);
  });

  it('is refused once the order expired', async () => {
    const order = await failedOrder();
    shop.advance(holdMs);
    expect((await sweep(shop.context())).expired).toBe(1);
    await expect(tryAgain(shop, order.id, 'cash')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('not paid in time'),
    });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
  });
});
