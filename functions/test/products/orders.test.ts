/**
 * What the back office's product changes mean to orders, on the Firestore emulator: the server
 * prices every order from the product as it is (functions/src/orders/price-order.ts), so a new
 * price holds for the next order and a cart at the old one is told; a hidden product cannot be
 * bought (functions/src/orders/order-product.ts): placeOrder tells it is gone, Try again that it
 * is no longer sold.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { adjustStockCall } from '../../src/staff/staff-callables';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, placed, stored, tryAgain, unitsOf } from '../mpesa/harness';
import { cashDetails, line } from '../orders/order-fixtures';
import { asStaff, seedTeam } from '../staff/staff-fixtures';
import { dress, dressId, productCalls } from './product-fixtures';

const db = emulatorFirestore('demo-functions-product-orders');
const shop = createShop(db);
const { save, setHidden } = productCalls(() => ({ db, now: shop.now }));

/** Two of the dress in M, red, at the price the cart showed. */
const twoDresses = (unitPrice: string) =>
  line({
    id: dressId,
    size: 'M',
    colour: 'Red',
    quantity: 2,
    unitPrice,
    productName: 'Ankara Wrap Dress',
  });

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await save(dress);
  await adjustStockCall(
    { db, now: shop.now },
    asStaff({ productId: dressId, variant: 'M|Red', change: 4, reason: 'Delivery' }),
  );
});

describe('a new price', () => {
  it('is what the next order is priced at: a cart at the old one is told, nothing written', async () => {
    await save({ ...dress, price: '2700' });
    await expect(shop.place([twoDresses('2500')], cashDetails)).resolves.toEqual({
      outcome: 'changed',
      changes: [
        { kind: 'price', id: dressId, productName: 'Ankara Wrap Dress', from: '2500', to: '2700' },
      ],
    });
    expect((await db.collection('orders').count().get()).data().count).toBe(0);

    const order = placed(await shop.place([twoDresses('2700')], cashDetails));
    expect(order.lines).toMatchObject([{ id: dressId, unitPrice: '2700', quantity: 2 }]);
    expect(order.subtotal).toBe(5400);
  });

  it('leaves an order placed before it at the price it was placed at', async () => {
    const order = placed(await shop.place([twoDresses('2500')], cashDetails));
    await save({ ...dress, price: '2700' });
    expect((await stored(db, order.id)).lines).toMatchObject([{ unitPrice: '2500' }]);
  });
});

describe('a hidden product', () => {
  it('is gone to an order: placeOrder tells it, and takes nothing', async () => {
    await setHidden(true);
    await expect(shop.place([twoDresses('2500')], cashDetails)).resolves.toEqual({
      outcome: 'changed',
      changes: [{ kind: 'gone', id: dressId, productName: 'Ankara Wrap Dress' }],
    });
    expect((await unitsOf(db, dressId)).variantStock['M|Red']).toBe(4);

    await setHidden(false);
    placed(await shop.place([twoDresses('2500')], cashDetails));
    expect((await unitsOf(db, dressId)).variantStock['M|Red']).toBe(2);
  });

  it('is no longer sold to a failed payment’s Try again, by M-Pesa or cash', async () => {
    shop.mpesa('wrong-pin');
    const order = placed(await shop.place([twoDresses('2500')]));
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    shop.mpesa('paid');
    await setHidden(true);
    for (const choice of ['0733 000 222', 'cash']) {
      await expect(tryAgain(shop, order.id, choice)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining('Ankara Wrap Dress is no longer sold'),
      });
    }
    expect(await stored(db, order.id)).toMatchObject({
      status: 'payment-failed',
      stockHeld: false,
    });
    expect((await unitsOf(db, dressId)).variantStock['M|Red']).toBe(4);
  });
});
