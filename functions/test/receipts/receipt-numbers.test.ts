/**
 * Receipt numbers (functions/src/receipts/receipt-sequence.ts) on the Firestore emulator: one
 * sequence for the shop, taken in the transaction that pays the order, so payments settling at
 * once never share a number or leave a gap; a failed payment takes none; a cash order takes the
 * next when staff mark it delivered.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  confirmOrderCall,
  deliverOrderCall,
  dispatchOrderCall,
  packOrderCall,
} from '../../src/staff/order-steps';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, placed, stored } from '../mpesa/harness';
import { cashDetails, guestDetails, jeans, line } from '../orders/order-fixtures';
import { asStaff, seedTeam } from '../staff/staff-fixtures';

const db = emulatorFirestore('demo-functions-receipts');
const shop = createShop(db);
const oneJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 1 });

/** Another shopper each time: the per-phone limits never stand in the way. */
const shopper = (n: number) => {
  const phone = `0722 ${String(100_000 + n).slice(-6)}`;
  return { ...guestDetails, phone, mpesaPhone: phone };
};

const receiptOf = async (orderId: string) =>
  (await stored(db, orderId)).receiptNumber as string | undefined;

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db.collection('counters').doc('receipts').delete();
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, stock: 100, variantStock: { '32|Black': 100 } });
});

describe('receipt numbers', () => {
  it('are one sequence without gaps or repeats under 20 payments settling at once', async () => {
    const orders = [];
    for (let n = 1; n <= 20; n++) orders.push(placed(await shop.place([oneJeans], shopper(n))));
    shop.answerPrompts();
    const callbacks = shop.pendingCallbacks();
    expect(callbacks).toHaveLength(20);
    await Promise.all(callbacks.map((body) => shop.post(body)));

    const numbers = await Promise.all(orders.map(({ id }) => receiptOf(id)));
    expect(numbers.toSorted()).toEqual(
      Array.from({ length: 20 }, (_, index) => `R${String(index + 1).padStart(6, '0')}`),
    );
    expect((await db.collection('counters').doc('receipts').get()).data()).toEqual({ last: 20 });
  });

  it('are taken by nothing but a payment: a failed one takes none, a cash order the next at the door', async () => {
    shop.mpesa('cancelled');
    const failed = placed(await shop.place([oneJeans], shopper(1)));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    expect(await stored(db, failed.id)).toMatchObject({ status: 'payment-failed' });
    expect(await receiptOf(failed.id)).toBeUndefined();

    shop.mpesa('paid');
    const paid = placed(await shop.place([oneJeans], shopper(2)));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    expect(await receiptOf(paid.id)).toBe('R000001');

    const cash = placed(await shop.place([oneJeans], cashDetails));
    const step = (call: typeof packOrderCall, data: object) =>
      call(shop.context(), asStaff({ orderId: cash.id, ...data }));
    await step(confirmOrderCall, { action: 'confirm' });
    await step(packOrderCall, { action: 'pack' });
    await step(dispatchOrderCall, { action: 'dispatch', courier: 'Rider Otieno' });
    expect(await receiptOf(cash.id)).toBeUndefined();
    await step(deliverOrderCall, { action: 'deliver' });
    expect(await stored(db, cash.id)).toMatchObject({ status: 'paid', receiptNumber: 'R000002' });
  });
});
