/**
 * Order numbers the shop issues (functions/src/orders/order-number.ts) on the Firestore emulator:
 * one per order, never two alike, kept by a retried placement, and the only id a shopper reads in
 * a text or on an M-Pesa prompt; a line naming anything but a product is refused before any read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { orderNumberPattern } from '@model/order/number';
import { claimOrderNumber, unusedOrderNumber } from '../../src/orders/order-number';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, placed, stored } from '../mpesa/harness';
import { cashDetails, jeans, line, newCheckoutId, request } from './order-fixtures';
import { placeOrderCall } from '../../src/orders/order-callables';

const db = emulatorFirestore('demo-functions-order-number');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, stock: 100, variantStock: { '32|Black': 100 } });
});

const oneJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 1 });

describe('order numbers', () => {
  it('are issued one per order, never two alike, and kept on the order and its claim', async () => {
    const numbers = new Set<string>();
    for (let n = 0; n < 12; n++) {
      const order = placed(
        await shop.place([oneJeans], { ...cashDetails, phone: `0711 000 ${100 + n}` }),
      );
      expect(order.number).toMatch(orderNumberPattern);
      expect((await stored(db, order.id)).number).toBe(order.number);
      const claim = await db.collection('orderNumbers').doc(order.number).get();
      expect(claim.get('orderId')).toBe(order.id);
      numbers.add(order.number);
    }
    expect(numbers.size).toBe(12);
  });

  it('stay the same when a placement is sent again', async () => {
    const checkoutId = newCheckoutId();
    const first = placed(await shop.place([oneJeans], cashDetails, checkoutId));
    const again = placed(await shop.place([oneJeans], cashDetails, checkoutId));
    expect(again.number).toBe(first.number);
    expect((await db.collection('orderNumbers').get()).size).toBe(1);
  });

  it('are drawn again when one drawn is taken', async () => {
    await db.collection('orderNumbers').doc('MT-222222').set({ orderId: 'an-earlier-order' });
    let draws = 0;
    // The first draw gives a taken number, the next a free one.
    const random = (length: number) => new Uint8Array(length).fill(draws++ === 0 ? 0 : 1);
    const number = await db.runTransaction(async (transaction) => {
      const free = await unusedOrderNumber(transaction, db, random);
      claimOrderNumber(transaction, db, free, 'this-order');
      return free;
    });
    expect(number).toBe('MT-333333');
  });

  it('are the only id in a text or an M-Pesa prompt: never the device’s checkout id', async () => {
    const cash = placed(await shop.place([oneJeans], cashDetails));
    const paid = placed(await shop.place([oneJeans]));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    const [push] = shop.standIn.control.pushes();
    expect(push?.accountReference).toBe(paid.number);
    const texts = shop.texts().map((text) => text.message);
    expect(texts).toEqual([
      expect.stringContaining(cash.number),
      expect.stringContaining(paid.number),
    ]);
    for (const text of texts) {
      expect(text).not.toContain(cash.id);
      expect(text).not.toContain(paid.id);
    }
  });
});

describe('a line that names no product', () => {
  it.each(['a/b', '../orders/x', '', 'x'.repeat(129)])(
    'is refused invalid-argument before anything is read: %s',
    async (id) => {
      await expect(
        placeOrderCall(shop.context(), { data: request([line({ id })], cashDetails) }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
      expect((await db.collection('orders').get()).size).toBe(0);
    },
  );
});
