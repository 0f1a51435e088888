import { beforeEach, describe, expect, it } from 'vitest';
import { sweep } from '../../src/mpesa/sweep';
import { cancelOrder } from '../../src/orders/cancel';
import { Refusal } from '../../src/core/refusal';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, paymentsOf, placed, stored, unitsOf } from '../mpesa/harness';
import { cashDetails, jeans, line, scarf } from './order-fixtures';
import { baraka } from '@testing/fixtures/staff';

const db = emulatorFirestore('demo-functions-cancel');
const shop = createShop(db);

beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
  await db.collection('products').doc('scarf').set(scarf);
});

const byStaff = {
  reason: 'The shopper asked on the phone.',
  by: baraka,
};
const cancel = (orderId: string) => cancelOrder(shop.context(), orderId, byStaff);

/** Two pairs of jeans in two waists, and a scarf: units from three variants and a plain stock. */
const mixedLines = [
  line({ id: 'jeans', size: '30', colour: 'Black' }),
  line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 }),
  line({ id: 'scarf', unitPrice: '800' }),
];
const seeded = {
  jeans: { stock: 5, variantStock: jeans.variantStock },
  scarf: { stock: 40, variantStock: undefined },
};

async function movements() {
  const found = await db.collection('stockMovements').get();
  return found.docs.map((doc) => doc.data());
}

async function movementsOf(orderId: string, reason: string) {
  return (await movements())
    .filter((movement) => movement.orderId === orderId && movement.reason === reason)
    .map(({ productId, variant, change }) => ({ productId, variant, change }))
    .sort((a, b) => `${a.productId}${a.variant}`.localeCompare(`${b.productId}${b.variant}`));
}

describe('cancelling an order', () => {
  it('gives its units back through the ledger, each size and colour with reason order-cancelled', async () => {
    const order = placed(await shop.place(mixedLines));
    expect((await unitsOf(db, 'jeans')).stock).toBe(2);
    shop.advance(5 * 60_000);
    await cancel(order.id);

    expect(await unitsOf(db, 'jeans')).toEqual(seeded.jeans);
    expect(await unitsOf(db, 'scarf')).toEqual(seeded.scarf);
    expect(await movementsOf(order.id, 'order-cancelled')).toEqual([
      { productId: 'jeans', variant: '30|Black', change: 1 },
      { productId: 'jeans', variant: '32|Black', change: 2 },
      { productId: 'scarf', variant: null, change: 1 },
    ]);
    const given = (await movements()).filter((m) => m.reason === 'order-cancelled');
    for (const movement of given) {
      expect(movement.at.toDate()).toEqual(shop.now());
    }
    const after = await stored(db, order.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      stockHeld: false,
      unpaidHoldPhone: null,
      cancellation: byStaff,
    });
    expect(after.cancellation.at.toDate()).toEqual(shop.now());
    // A cancelled order has no hold left to end.
    expect(after.expiresAt).toBeUndefined();
  });

  it('gives units back once: a second cancellation is refused and moves nothing', async () => {
    const order = placed(await shop.place(mixedLines, cashDetails));
    await cancel(order.id);
    const movedOnce = (await movements()).length;

    const again = cancel(order.id);
    await expect(again).rejects.toBeInstanceOf(Refusal);
    await expect(cancel(order.id)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/cannot be cancelled now: it is cancelled/),
    });
    expect(await unitsOf(db, 'jeans')).toEqual(seeded.jeans);
    expect(await unitsOf(db, 'scarf')).toEqual(seeded.scarf);
    expect(await movements()).toHaveLength(movedOnce);
  });

  it('gives units back once when two cancellations race', async () => {
    const order = placed(await shop.place(mixedLines, cashDetails));
    const both = await Promise.allSettled([cancel(order.id), cancel(order.id)]);
    expect(both.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = both.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'failed-precondition' });
    expect(await unitsOf(db, 'jeans')).toEqual(seeded.jeans);
    expect(await movementsOf(order.id, 'order-cancelled')).toHaveLength(3);
  }, 60_000);

  it('is refused once the parcel is dispatched, leaving the order and its units', async () => {
    const order = placed(await shop.place(mixedLines, cashDetails));
    await db.collection('orders').doc(order.id).update({ fulfilment: 'dispatched' });

    await expect(cancel(order.id)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This order cannot be cancelled now: it is pending, dispatched.',
    });
    expect(await stored(db, order.id)).toMatchObject({ status: 'pending', stockHeld: true });
    expect((await unitsOf(db, 'jeans')).stock).toBe(2);
    expect(await movementsOf(order.id, 'order-cancelled')).toEqual([]);
  });

  it('is allowed while the parcel is only packed', async () => {
    const order = placed(await shop.place(mixedLines, cashDetails));
    await db.collection('orders').doc(order.id).update({ fulfilment: 'packed' });
    await cancel(order.id);
    expect(await stored(db, order.id)).toMatchObject({ status: 'cancelled', fulfilment: 'packed' });
    expect(await unitsOf(db, 'jeans')).toEqual(seeded.jeans);
  });

  it('flags the payment of a paid order for a refund, and gives its units back', async () => {
    const order = placed(await shop.place(mixedLines));
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid', stockHeld: true });

    await cancel(order.id);
    const [payment] = await paymentsOf(db, order.id);
    expect(payment).toMatchObject({
      state: 'paid',
      refundDue: true,
      refundReason: 'The order was cancelled after it was paid.',
    });
    expect(await stored(db, order.id)).toMatchObject({ status: 'cancelled', stockHeld: false });
    expect(await unitsOf(db, 'jeans')).toEqual(seeded.jeans);
  });

  it('owes nothing for an order never paid', async () => {
    const order = placed(await shop.place(mixedLines));
    await cancel(order.id);
    const [payment] = await paymentsOf(db, order.id);
    expect(payment).toMatchObject({ state: 'pending', refundDue: false });
  });

  it('moves no units for a failed payment, whose units went back already', async () => {
    shop.mpesa('wrong-pin');
    const order = placed(await shop.place(mixedLines));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    expect(await stored(db, order.id)).toMatchObject({
      status: 'payment-failed',
      stockHeld: false,
    });

    await cancel(order.id);
    expect(await stored(db, order.id)).toMatchObject({ status: 'cancelled', stockHeld: false });
    expect(await unitsOf(db, 'jeans')).toEqual(seeded.jeans);
    expect(await movementsOf(order.id, 'order-cancelled')).toEqual([]);
    const [payment] = await paymentsOf(db, order.id);
    expect(payment?.refundDue).toBe(false);
  });

  it('is refused for an order that ended unpaid', async () => {
    shop.mpesa('busy');
    const order = placed(await shop.place(mixedLines));
    shop.advance(31 * 60_000);
    expect((await sweep(shop.context())).expired).toBe(1);
    await expect(cancel(order.id)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/it is expired/),
    });
    expect(await unitsOf(db, 'jeans')).toEqual(seeded.jeans);
  });

  it('answers not-found for an order that does not exist', async () => {
    await expect(cancel('NoSuchOrderAbcdefghi')).rejects.toMatchObject({ code: 'not-found' });
  });
});
