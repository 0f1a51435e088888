/**
 * `adjustStock` (functions/src/staff/adjust-stock.ts) on the Firestore emulator: units received
 * and removed through the stock ledger, recorded with the member and their reason; never below
 * 0; only sizes and colours the product has; the cards and `lowestUnits` following; and a race
 * with a shopper for the last unit settled once.
 */
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { unpackCard } from '@model/catalog/card-documents';
import { adjustStockCall } from '../../src/staff/staff-callables';
import { placeOrderCall } from '../../src/orders/order-callables';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, unitsOf } from '../mpesa/harness';
import { cashDetails, jeans, line, loafers, request, scarf } from '../orders/order-fixtures';
import { asStaff, seedTeam } from './staff-fixtures';
import { baraka } from '@testing/fixtures/staff';

const db = emulatorFirestore('demo-functions-staff-stock');
const shop = createShop(db);

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  for (const [id, product] of Object.entries({ jeans, loafers, scarf })) {
    await db.collection('products').doc(id).set(product);
  }
});

const adjust = (productId: string, variant: string | null, change: number, reason = 'Count') =>
  adjustStockCall({ db, now: shop.now }, asStaff({ productId, variant, change, reason }));

async function movements() {
  const found = await db.collection('stockMovements').get();
  return found.docs.map((doc) => doc.data());
}

async function product(id: string) {
  return (await db.collection('products').doc(id).get()).data() ?? {};
}

/** The units a product's card shows (model/catalog/card-documents.ts). */
async function cardUnits(id: string) {
  const card = unpackCard((await db.collection('productCards').doc(id).get()).get('card'));
  return card && { stock: card.stock, variantStock: card.variantStock };
}

/** Expects the call refused with `code` and `message`, and no unit or movement changed. */
async function expectRefused(call: () => Promise<unknown>, code: string, message: string | RegExp) {
  const before = { jeans: await product('jeans'), scarf: await product('scarf') };
  const refusal = await call().catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(HttpsError);
  expect(refusal).toMatchObject({ code, message: expect.stringMatching(message) });
  expect({ jeans: await product('jeans'), scarf: await product('scarf') }).toEqual(before);
  expect(await movements()).toEqual([]);
}

describe('units received and removed by staff', () => {
  it('adds units received to a size and colour, recorded as stock-received with who and why', async () => {
    const answer = await adjust('jeans', '30|Black', 5, 'Delivery from Gikomba');
    const units = { stock: 10, variantStock: { '30|Black': 7, '32|Black': 3, '34|Black': 0 } };
    expect(answer).toEqual(units);
    expect(await unitsOf(db, 'jeans')).toEqual(units);
    expect(await movements()).toEqual([
      {
        productId: 'jeans',
        variant: '30|Black',
        size: '30',
        colour: 'Black',
        change: 5,
        reason: 'stock-received',
        orderId: null,
        at: expect.objectContaining({ seconds: shop.now().getTime() / 1000 }),
        by: baraka,
        note: 'Delivery from Gikomba',
      },
    ]);
    expect(await cardUnits('jeans')).toEqual(units);
    // 34 is not sold: its 0 is not running low (model/catalog/lowest-units.ts).
    expect((await product('jeans')).lowestUnits).toBe(3);
  });

  it('removes units as stock-adjusted, and the product’s lowest units follow', async () => {
    const answer = await adjust('jeans', '32|Black', -2, 'Damaged in the shop');
    expect(answer).toEqual({
      stock: 3,
      variantStock: { '30|Black': 2, '32|Black': 1, '34|Black': 0 },
    });
    expect(await movements()).toMatchObject([
      { variant: '32|Black', change: -2, reason: 'stock-adjusted', note: 'Damaged in the shop' },
    ]);
    expect((await product('jeans')).lowestUnits).toBe(1);
  });

  it('changes a product sold without sizes or colours by its stock alone', async () => {
    expect(await adjust('scarf', null, 10)).toEqual({ stock: 50 });
    expect(await adjust('scarf', null, -50)).toEqual({ stock: 0 });
    expect(await movements()).toHaveLength(2);
    expect((await product('scarf')).lowestUnits).toBe(0);
  });

  it('changes an older product kept under the one key of no size and no colour, given none', async () => {
    await db
      .collection('products')
      .doc('kikoy')
      .set({ ...scarf, stock: 4, variantStock: { '|': 4 } });
    expect(await adjust('kikoy', null, 3)).toEqual({ stock: 7, variantStock: { '|': 7 } });
    expect((await movements()).map((movement) => movement.variant)).toEqual(['|']);
  });

  it('refuses to remove more units than a size and colour has, saying how many there are', async () => {
    await expectRefused(
      () => adjust('jeans', '32|Black', -4),
      'failed-precondition',
      'There are only 3 units of 32, Black to remove, not 4.',
    );
    await expectRefused(
      () => adjust('jeans', '34|Black', -1),
      'failed-precondition',
      'There are no units of 34, Black to remove.',
    );
  });

  it('never takes a product below 0 in all, whatever a size and colour says', async () => {
    await db.collection('products').doc('jeans').update({ stock: 1 });
    await expectRefused(
      () => adjust('jeans', '32|Black', -2),
      'failed-precondition',
      /^There is only 1 unit of 32, Black to remove/,
    );
    await expectRefused(() => adjust('scarf', null, -41), 'failed-precondition', /only 40 units/);
  });

  it('refuses a size and colour the product does not have', async () => {
    await expectRefused(
      () => adjust('jeans', '36|Black', 4),
      'invalid-argument',
      'This product has no 36, Black.',
    );
    await expectRefused(() => adjust('jeans', '__proto__', 4), 'invalid-argument', /has no/);
    await expectRefused(
      () => adjust('jeans', null, 4),
      'invalid-argument',
      /Choose the size and colour/,
    );
    await expectRefused(
      () => adjust('scarf', 'M|Red', 4),
      'invalid-argument',
      /has no sizes or colours/,
    );
  });

  it('refuses a change the form would refuse, and a product that does not exist', async () => {
    await expectRefused(
      () => adjust('jeans', '30|Black', 0),
      'invalid-argument',
      /Enter units received/,
    );
    await expectRefused(() => adjust('jeans', '30|Black', 1, ' '), 'invalid-argument', /Say why/);
    await expectRefused(() => adjust('no-such-product', null, 1), 'not-found', /could not find/);
  });

  it('sells the last unit once when staff remove it as a shopper orders it', async () => {
    const last = line({ id: 'loafers', size: 'UK 7.5', colour: 'Tan', unitPrice: '4999.50' });
    for (let round = 0; round < 4; round++) {
      await db.collection('products').doc('loafers').set(loafers);
      const [order, removal] = await Promise.allSettled([
        placeOrderCall(shop.context(), { data: request([last], cashDetails) }),
        adjust('loafers', 'UK 7.5|Tan', -1, 'Display pair'),
      ]);
      const placedIt = order.status === 'fulfilled' && order.value.outcome === 'placed';
      const removedIt = removal.status === 'fulfilled';
      expect(placedIt !== removedIt, `round ${round}: exactly one took it`).toBe(true);
      if (!removedIt) {
        expect(removal.reason).toMatchObject({ code: 'failed-precondition' });
      }
      expect((await unitsOf(db, 'loafers')).variantStock['UK 7.5|Tan']).toBe(0);
      await db.recursiveDelete(db.collection('orders'));
    }
  }, 60_000);
});
