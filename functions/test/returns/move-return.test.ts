/**
 * `moveReturn` (functions/src/returns/move-return.ts) on the Firestore emulator: staff approve or
 * refuse a return, then receive it, each returned unit back on sale or written off through the
 * stock ledger exactly once, every step in the order's History with who took it; only the team
 * may.
 */
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { baraka } from '@testing/fixtures/staff';
import { moveReturnCall, requestReturnCall } from '../../src/returns/return-callables';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, eventsOf, stored, unitsOf } from '../mpesa/harness';
import { accessToken, jeans } from '../orders/order-fixtures';
import { deliveredOrder } from './return-fixtures';
import {
  asStaff,
  itRefusesAnyoneButTheTeam,
  seedTeam,
  type Caller,
  type StaffCallable,
} from '../staff/staff-fixtures';

const db = emulatorFirestore('demo-functions-return-moves');
const shop = createShop(db);
const returnId = 'ReturnOfTwoJeans0001';

/** Two pairs of jeans in waist 32, delivered yesterday, both asked back for the wrong size. */
async function returnAsked(): Promise<string> {
  const orderId = await deliveredOrder(shop, db);
  await requestReturnCall(shop.context(), {
    data: {
      orderId,
      accessToken,
      returnId,
      wish: 'refund',
      lines: [{ line: 0, quantity: 2, reason: 'wrong-size' }],
    },
  });
  return orderId;
}

const move = (data: object, as: Caller = asStaff) =>
  moveReturnCall(shop.context(), as({ returnId, ...data }));

async function refusal(run: Promise<unknown>) {
  const error = await run.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

async function ledgerOf(orderId: string) {
  const found = await db.collection('stockMovements').where('orderId', '==', orderId).get();
  return found.docs
    .map((doc) => doc.data())
    .filter(({ reason }) => String(reason).startsWith('return-'))
    .map(({ reason, variant, change, writtenOff, by }) => ({
      reason,
      variant,
      change,
      writtenOff,
      by: by?.name,
    }));
}

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db.collection('products').doc('jeans').set(jeans);
});

describe('a return’s steps', () => {
  it('approved, then received: a resellable unit back on sale and a damaged one written off, once', async () => {
    const orderId = await returnAsked();
    const before = await unitsOf(db, 'jeans');
    await expect(move({ orderId, move: 'approve' })).resolves.toMatchObject({ step: 'approved' });
    const received = { orderId, move: 'receive', lines: [{ line: 0, resellable: 1, damaged: 1 }] };
    await expect(move(received)).resolves.toMatchObject({ step: 'received' });
    expect(await unitsOf(db, 'jeans')).toEqual({
      ...before,
      stock: before.stock + 1,
      variantStock: { ...before.variantStock, '32|Black': before.variantStock!['32|Black']! + 1 },
    });
    expect(await ledgerOf(orderId)).toEqual(
      expect.arrayContaining([
        {
          reason: 'return-resellable',
          variant: '32|Black',
          change: 1,
          writtenOff: undefined,
          by: baraka.name,
        },
        {
          reason: 'return-damaged',
          variant: '32|Black',
          change: 0,
          writtenOff: 1,
          by: baraka.name,
        },
      ]),
    );

    const again = await refusal(move(received));
    expect(again).toMatchObject({
      code: 'failed-precondition',
      message: 'This return cannot be marked as received now: it is at Return received.',
    });
    expect((await unitsOf(db, 'jeans')).stock).toBe(before.stock + 1);
    const history = (await eventsOf(db, orderId)).slice(-3);
    expect(history.map(({ type, by }) => [type, by?.name ?? null])).toEqual([
      ['return-requested', null],
      ['return-approved', baraka.name],
      ['return-received', baraka.name],
    ]);
  });

  it('refused with a reason: the return is over and no unit moves', async () => {
    const orderId = await returnAsked();
    await expect(
      move({ orderId, move: 'refuse', reason: 'The tags were removed.' }),
    ).resolves.toMatchObject({ step: 'refused' });
    expect(await stored(db, orderId)).toMatchObject({ returnsOpen: 0 });
    const stepped = await refusal(move({ orderId, move: 'approve' }));
    expect(stepped.message).toBe('This return cannot be approved now: it is at Return refused.');
    expect(await ledgerOf(orderId)).toEqual([]);
    expect((await eventsOf(db, orderId)).at(-1)).toMatchObject({
      type: 'return-refused',
      details: { return: returnId, reason: 'The tags were removed.' },
    });
  });

  it('is received only once approved, and only with every returned unit accounted for', async () => {
    const orderId = await returnAsked();
    const early = await refusal(
      move({ orderId, move: 'receive', lines: [{ line: 0, resellable: 2, damaged: 0 }] }),
    );
    expect(early.code).toBe('failed-precondition');
    await move({ orderId, move: 'approve' });
    const short = await refusal(
      move({ orderId, move: 'receive', lines: [{ line: 0, resellable: 1, damaged: 0 }] }),
    );
    expect(short).toMatchObject({
      code: 'invalid-argument',
      message: 'Say of each of the 2 returned Slim Fit Jeans whether it is resellable or damaged.',
    });
    const refusedReason = await refusal(move({ orderId, move: 'refuse', reason: ' ' }));
    expect(refusedReason.code).toBe('invalid-argument');
  });

  it('answers a return that is not there as not found', async () => {
    const orderId = await returnAsked();
    const missing = await refusal(
      moveReturnCall(
        shop.context(),
        asStaff({ orderId, returnId: 'NoSuchReturn00000001', move: 'approve' }),
      ),
    );
    expect(missing.code).toBe('not-found');
  });
});

describe('only the team moves returns', () => {
  const callables: StaffCallable[] = [
    [
      'moveReturn',
      (as) =>
        moveReturnCall(
          shop.context(),
          as({ orderId: 'AnyOrder000000000001', returnId, move: 'approve' }),
        ),
    ],
  ];
  itRefusesAnyoneButTheTeam(db, callables, async (run, as) => {
    const error = await run(as).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('permission-denied');
  });
});
