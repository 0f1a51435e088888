/**
 * Limits per phone number (functions/src/limits/phone-limits.ts) on the Firestore emulator: at most
 * three M-Pesa prompts to one number in ten minutes, across orders, delivery phones and Try again,
 * a refused placement holding nothing; at most ten texts to one number a day.
 */
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promptLimitMessage } from '@model/order/refusals';
import { maxTextsPerPhonePerDay, promptWindowMs } from '@model/limits';
import { overDailyLimit, queueText, sendTextNow } from '../../src/sms/outbox';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, placed, tryAgain, unitsOf } from '../mpesa/harness';
import { guestDetails, jeans, line } from '../orders/order-fixtures';

const db = emulatorFirestore('demo-functions-phone-limits');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, stock: 40, variantStock: { '32|Black': 40 } });
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const oneJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 1 });
const stranger = '0799 123 456';
/** An order whose delivery phone is its own, prompting `mpesaPhone`. */
const from = (n: number, mpesaPhone = stranger) => ({
  ...guestDetails,
  phone: `0711 000 ${100 + n}`,
  mpesaPhone,
});

describe('prompts to one M-Pesa number', () => {
  it('are three in ten minutes, whatever the orders and delivery phones; a fourth holds nothing', async () => {
    for (let n = 0; n < 3; n++) placed(await shop.place([oneJeans], from(n)));
    const before = await unitsOf(db, 'jeans');
    const orders = (await db.collection('orders').get()).size;
    await expect(shop.place([oneJeans], from(3))).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: promptLimitMessage,
    });
    expect((await db.collection('orders').get()).size).toBe(orders);
    expect(await unitsOf(db, 'jeans')).toEqual(before);
    expect(shop.standIn.control.pushes()).toHaveLength(3);
    // The same number typed another way is the same number.
    await expect(shop.place([oneJeans], from(4, '+254 799 123 456'))).rejects.toMatchObject({
      message: promptLimitMessage,
    });
    // Another number is not held back by this one's prompts.
    placed(await shop.place([oneJeans], from(5, '0799 000 111')));

    shop.advance(promptWindowMs);
    placed(await shop.place([oneJeans], from(6)));
  });

  it('count Try again too: a fourth prompt by Try again is refused, the order as it was', async () => {
    shop.mpesa('cancelled');
    const order = placed(await shop.place([oneJeans], from(0)));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    await tryAgain(shop, order.id, stranger);
    shop.answerPrompts();
    await shop.deliverCallbacks();
    await tryAgain(shop, order.id, stranger);
    shop.answerPrompts();
    await shop.deliverCallbacks();
    const units = await unitsOf(db, 'jeans');
    await expect(tryAgain(shop, order.id, stranger)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: promptLimitMessage,
    });
    expect((await db.collection('orders').doc(order.id).get()).get('status')).toBe(
      'payment-failed',
    );
    expect(await unitsOf(db, 'jeans')).toEqual(units);
    expect(shop.standIn.control.pushes()).toHaveLength(3);
  });
});

describe('texts to one number', () => {
  const text = (n: number) => ({
    orderId: `LimitTestOrder${String(n).padStart(6, '0')}`,
    event: 'paid' as const,
    to: '+254712345678',
    message: `Text ${n}`,
    at: shop.now(),
  });

  async function queueAndSend(n: number) {
    const id = await db.runTransaction(async (transaction) => queueText(transaction, db, text(n)));
    return sendTextNow(shop.context(), id);
  }

  it('are ten a day: the eleventh is not sent, and says why', async () => {
    for (let n = 0; n < maxTextsPerPhonePerDay; n++) expect(await queueAndSend(n)).toBe('sent');
    expect(await queueAndSend(10)).toBe('failed');
    expect(shop.texts()).toHaveLength(maxTextsPerPhonePerDay);
    const refused = await db
      .collection('notifications')
      .doc(`${text(10).orderId}-paid`)
      .get();
    expect(refused.data()).toMatchObject({ state: 'failed', lastError: overDailyLimit });
    // A new day in Nairobi, a new allowance.
    shop.advance(24 * 60 * 60_000);
    expect(await queueAndSend(11)).toBe('sent');
  });
});
