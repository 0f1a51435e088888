import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorFirestore } from '../emulator-firestore';
import { placeOrderCall } from '../../src/orders/order-callables';
import { createShop, unitsOf } from '../mpesa/harness';
import { guestDetails, jeans, line, request } from '../orders/order-fixtures';

const db = emulatorFirestore('demo-functions-money-concurrency');
const shop = createShop(db);

const checkouts = 20;
const unitsLeft = 4;

beforeEach(async () => {
  shop.reset();
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, stock: unitsLeft, variantStock: { '30|Black': 0, '32|Black': unitsLeft } });
});

/**
 * A shopper of their own: a phone each, so the per-phone limit plays no part; calling from an
 * address of their own, or all behind one (a mobile network's shared address), under a rate limit
 * they stay within.
 */
function shopperPlaces(index: number, sharedAddress: boolean) {
  const number = String(index).padStart(3, '0');
  const details = {
    ...guestDetails,
    phone: `0711 000 ${number}`,
    mpesaPhone: `0722 000 ${number}`,
  };
  const pair = line({ id: 'jeans', size: '32', colour: 'Black' });
  return placeOrderCall(shop.context({ callsPerMinute: checkouts }), {
    rawRequest: { ip: sharedAddress ? '197.232.1.10' : `10.0.0.${index}` },
    data: request([pair], details),
  });
}

describe('a rush for the last units', () => {
  it.each([
    ['from an address each', false],
    ['behind one shared address', true],
  ])(
    `sells exactly the ${unitsLeft} there are to ${checkouts} checkouts placed at once %s, and tells the rest`,
    async (_, sharedAddress) => {
      const answers = await Promise.allSettled(
        Array.from({ length: checkouts }, (_, index) => shopperPlaces(index, sharedAddress)),
      );

      // A contended transaction that gave up would show here as a rejection (`unavailable`).
      const refused = answers.filter((answer) => answer.status === 'rejected');
      expect(refused.map((answer) => String(answer.reason))).toEqual([]);
      const outcomes = answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? [answer.value] : [],
      );
      const placedIds = outcomes.flatMap((outcome) =>
        outcome.outcome === 'placed' ? [outcome.order.id] : [],
      );
      const told = outcomes.filter((outcome) => outcome.outcome === 'changed');
      expect(placedIds).toHaveLength(unitsLeft);
      expect(told).toHaveLength(checkouts - unitsLeft);
      for (const answer of told) {
        expect(answer).toEqual({
          outcome: 'changed',
          changes: [
            expect.objectContaining({ kind: 'stock', size: '32', quantity: 1, available: 0 }),
          ],
        });
      }

      expect(await unitsOf(db, 'jeans')).toEqual({
        stock: 0,
        variantStock: { '30|Black': 0, '32|Black': 0 },
      });
      expect((await db.collection('orders').count().get()).data().count).toBe(unitsLeft);
      const movements = (await db.collection('stockMovements').get()).docs.map((doc) => doc.data());
      expect(movements).toHaveLength(unitsLeft);
      for (const movement of movements) {
        expect(movement).toMatchObject({
          productId: 'jeans',
          variant: '32|Black',
          change: -1,
          reason: 'order-placed',
        });
      }
      const ordersMoved = movements.map((movement) => movement.orderId as string);
      expect(ordersMoved.sort()).toEqual(placedIds.sort());
      // Only the orders placed were prompted.
      expect(shop.standIn.control.pushes()).toHaveLength(unitsLeft);
    },
    120_000,
  );
});
