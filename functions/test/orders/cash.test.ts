/**
 * Cash on delivery within bounds (functions/src/orders, functions/src/staff/order-steps.ts,
 * functions/src/mpesa/sweep.ts) on the Firestore emulator: a cash order waits To confirm, holding
 * its units for the cash hold; staff confirm it by phone and it holds until delivered or
 * cancelled; unconfirmed past its hold it expires, its units back and the shopper texted; made-up
 * phones cannot hold more than their caps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions';
import { maxCashUnitsPerVariant, maxUnpaidHoldsPerPhone } from '@model/limits';
import { confirmOrderCall } from '../../src/staff/order-steps';
import { cashHold } from '../../src/core/context';
import { sweep } from '../../src/mpesa/sweep';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, eventTypesOf, movementsOf, placed, stored, unitsOf } from '../mpesa/harness';
import { asStaff, seedTeam } from '../staff/staff-fixtures';
import { cashDetails, jeans, line } from './order-fixtures';
import { baraka } from '@testing/fixtures/staff';

const db = emulatorFirestore('demo-functions-cash');
const shop = createShop(db);
// The shop's own hold for cash not yet confirmed, as the harness places orders with it.
const cashHoldMs = cashHold({});
const context = () => shop.context();
beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, stock: 1000, variantStock: { '30|Black': 500, '32|Black': 500 } });
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const jeansLine = (quantity: number, size = '32') =>
  line({ id: 'jeans', size, colour: 'Black', quantity });
const placeCash = (quantity = 2, phone = '0712 345 678') =>
  shop.place([jeansLine(quantity)], { ...cashDetails, phone });
const confirm = (orderId: string) =>
  confirmOrderCall(context(), asStaff({ orderId, action: 'confirm' }));

describe('a cash order', () => {
  it('waits To confirm, holding its units for the cash hold', async () => {
    const order = placed(await shop.place([jeansLine(2)], cashDetails));
    expect(await stored(db, order.id)).toMatchObject({ status: 'pending', queue: 'to-confirm' });
    expect(order).toMatchObject({ status: 'pending' });
  });

  it('confirmed by staff, is To pack and holds its units until delivered or cancelled', async () => {
    const { id } = placed(await placeCash());
    const placedOrder = await stored(db, id);
    expect(placedOrder.expiresAt).toBeDefined();
    await confirm(id);
    const confirmed = await stored(db, id);
    expect(confirmed).toMatchObject({
      status: 'pending',
      queue: 'to-pack',
      confirmation: { by: baraka },
    });
    expect(confirmed.expiresAt).toBeUndefined();
    expect(await eventTypesOf(db, id)).toEqual(['placed', 'confirmed']);
    shop.advance(48 * 60 * 60_000);
    expect((await sweep(context())).expired).toBe(0);
    expect(await stored(db, id)).toMatchObject({ status: 'pending', stockHeld: true });
    await expect(confirm(id)).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('unconfirmed past its hold, expires: its units back through the ledger, the shopper texted', async () => {
    const order = placed(await placeCash(3));
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(497);
    shop.advance(cashHoldMs + 1000);
    // Not yet ended by the sweep, it is ended when the shopper looks.
    expect((await sweep(context())).expired).toBe(1);
    expect(await stored(db, order.id)).toMatchObject({
      status: 'expired',
      queue: 'closed',
      stockHeld: false,
      unpaidHoldPhone: null,
    });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(500);
    expect(await movementsOf(db, order.id)).toEqual([
      ['order-expired', 3],
      ['order-placed', -3],
    ]);
    expect(shop.texts().at(-1)).toMatchObject({
      to: '+254712345678',
      message: expect.stringContaining(`order ${order.number} has expired`),
    });
  });
});

describe('made-up phones', () => {
  it('cannot hold more than their caps: three orders each, ten units of a size each, KES 50,000', async () => {
    const phones = ['0711 000 001', '0711 000 002', '0711 000 003', '0711 000 004'];
    await expect(placeCash(maxCashUnitsPerVariant + 1, phones[0])).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    let placedOrders = 0;
    for (const phone of phones) {
      for (let attempt = 0; attempt < maxUnpaidHoldsPerPhone + 2; attempt++) {
        const answer = await placeCash(maxCashUnitsPerVariant, phone).catch(
          (error: unknown) => error,
        );
        if ((answer as { outcome?: string }).outcome === 'placed') placedOrders += 1;
        else expect(answer).toMatchObject({ code: 'resource-exhausted' });
      }
    }
    expect(placedOrders).toBe(phones.length * maxUnpaidHoldsPerPhone);
    const held = 500 - ((await unitsOf(db, 'jeans')).variantStock['32|Black'] ?? 0);
    expect(held).toBe(phones.length * maxUnpaidHoldsPerPhone * maxCashUnitsPerVariant);
    // And all of it comes back unless staff confirm the orders by phone.
    shop.advance(cashHoldMs + 1000);
    await sweep(context());
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(500);
  });
});
