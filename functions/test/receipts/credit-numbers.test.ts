/**
 * Credit numbers (functions/src/receipts/receipt-sequence.ts) on the Firestore emulator: a refund
 * takes the next of its own sequence in the transaction that makes it, so refunds made at once
 * never share a number or leave a gap, and a refund not made (still due, or its reversal failed)
 * takes none.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { markRefundedCall, refundByMpesaCall } from '../../src/refunds/refund-callables';
import { cancelOrderCall } from '../../src/staff/order-steps';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, placed, pushIdOf } from '../mpesa/harness';
import { getOrderCall } from '../../src/orders/order-callables';
import { accessToken, guestDetails, jeans, line } from '../orders/order-fixtures';
import { asStaff, seedTeam } from '../staff/staff-fixtures';

const db = emulatorFirestore('demo-functions-credits');
const shop = createShop(db);
const oneJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 1 });

/** Another shopper each time: the per-phone limits never stand in the way. */
const shopper = (n: number) => {
  const phone = `0722 ${String(200_000 + n).slice(-6)}`;
  return { ...guestDetails, phone, mpesaPhone: phone };
};

let orderIds: string[] = [];

const refundOf = async (paymentId: string) =>
  (await db.collection('refunds').doc(paymentId).get()).data();

/** Orders paid by M-Pesa, then cancelled by staff: each payment's refund due, by order. */
async function paidThenCancelled(count: number): Promise<string[]> {
  const orders = [];
  for (let n = 1; n <= count; n++) orders.push(placed(await shop.place([oneJeans], shopper(n))));
  shop.answerPrompts();
  await shop.deliverCallbacks();
  const paymentIds = [];
  for (const order of orders) {
    await cancelOrderCall(
      shop.context(),
      asStaff({ orderId: order.id, action: 'cancel', reason: 'Out of stock' }),
    );
    paymentIds.push(await pushIdOf(db, order.id));
  }
  orderIds = orders.map((order) => order.id);
  return paymentIds;
}

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db.collection('counters').doc('credits').delete();
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, stock: 100, variantStock: { '32|Black': 100 } });
});

describe('credit numbers', () => {
  it('are one sequence without gaps or repeats, one per refund, under 5 refunds made at once', async () => {
    const paymentIds = await paidThenCancelled(5);
    await Promise.all(
      paymentIds.map((paymentId, index) =>
        markRefundedCall(
          shop.context(),
          asStaff({ paymentId, reference: `Sent from the shop phone, ${index}` }),
        ),
      ),
    );

    const refunds = await Promise.all(paymentIds.map(refundOf));
    expect(refunds.map((refund) => refund?.creditNumber).toSorted()).toEqual(
      Array.from({ length: 5 }, (_, index) => `C${String(index + 1).padStart(6, '0')}`),
    );
    expect((await db.collection('counters').doc('credits').get()).data()).toEqual({ last: 5 });

    // The shopper's receipt carries its refund's credit.
    const view = await getOrderCall(shop.context(), {
      data: { orderId: orderIds[0], accessToken },
    });
    expect(view.receipt).toMatchObject({
      number: expect.stringMatching(/^R\d{6}$/),
      credits: [{ number: refunds[0]?.creditNumber, amount: view.total }],
    });
  });

  it('are taken by nothing but a refund made: one due or whose reversal failed takes none', async () => {
    const [stillDue, failing, made] = await paidThenCancelled(3);
    shop.standIn.control.setReversal('fails');
    await refundByMpesaCall(shop.context(), asStaff({ paymentId: failing! }));
    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['failed']);

    shop.standIn.control.setReversal('ok');
    await refundByMpesaCall(shop.context(), asStaff({ paymentId: made! }));
    expect(await refundOf(made!)).toMatchObject({ state: 'pending' });
    expect((await refundOf(made!))?.creditNumber).toBeUndefined();
    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['refunded']);

    expect(await refundOf(stillDue!)).toMatchObject({ state: 'due' });
    expect((await refundOf(stillDue!))?.creditNumber).toBeUndefined();
    expect(await refundOf(failing!)).toMatchObject({ state: 'due' });
    expect((await refundOf(failing!))?.creditNumber).toBeUndefined();
    expect(await refundOf(made!)).toMatchObject({ state: 'refunded', creditNumber: 'C000001' });
  });
});
