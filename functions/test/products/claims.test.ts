/**
 * Who the product callables answer: as every back-office callable (functions/test/staff/claims.test.ts),
 * a caller with the `role` claim staff or owner AND a team record. Anyone else is refused
 * `permission-denied` before anything is written, whatever they send.
 */
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Call } from '../../src/callables';
import { staffOnly } from '../../src/staff/staff-member';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop } from '../mpesa/harness';
import { asOwner, asStaff, callAs, seedTeam } from '../staff/staff-fixtures';
import { dress, dressId, footprint, productCalls } from './product-fixtures';

const db = emulatorFirestore('demo-functions-product-claims');
const shop = createShop(db);
const { save, setHidden } = productCalls(() => ({ db, now: shop.now }));

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await save(dress, 'SeededDress000000001');
});

type Caller = (data: unknown) => Call;

/** Each callable with a request it would otherwise act on. */
const callables: Array<[string, (as: Caller) => Promise<unknown>]> = [
  ['saveProduct creating', (as) => save(dress, dressId, as)],
  ['saveProduct changing', (as) => save({ ...dress, price: '1' }, 'SeededDress000000001', as)],
  ['setProductHidden', (as) => setHidden(true, 'SeededDress000000001', as)],
];

async function expectRefused(run: (as: Caller) => Promise<unknown>, as: Caller) {
  const before = await footprint(db);
  const refusal = await run(as).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(HttpsError);
  expect(refusal).toMatchObject({ code: 'permission-denied', message: staffOnly });
  expect(await footprint(db)).toEqual(before);
}

describe('the product callables refuse anyone but staff on the team', () => {
  it.each(callables)('%s refuses a caller who is not signed in', async (_name, run) => {
    await expectRefused(run, (data) => ({ data }));
  });

  it.each(callables)('%s refuses a signed-in shopper', async (_name, run) => {
    await expectRefused(run, (data) => callAs('shopper-uid', {}, data));
  });

  it.each(callables)(
    '%s refuses a role claim that is not staff or owner, even with a team record',
    async (_name, run) => {
      await db.collection('staffMembers').doc('mallory-uid').set({ name: 'M', role: 'owner' });
      for (const role of ['admin', 'Owner', 'STAFF', ['staff'], true]) {
        await expectRefused(run, (data) => callAs('mallory-uid', { role }, data));
      }
    },
  );

  it.each(callables)(
    '%s refuses a shopper whose Users and team records say owner, without the claim',
    async (_name, run) => {
      await db.collection('Users').doc('shopper-uid').update({ role: 'owner' });
      await db.collection('staffMembers').doc('shopper-uid').set({ name: 'W', role: 'owner' });
      await expectRefused(run, (data) => callAs('shopper-uid', { admin: true }, data));
    },
  );

  it.each(callables)(
    '%s refuses staff and an owner whose team record is gone',
    async (_name, run) => {
      await db.collection('staffMembers').doc('staff-uid').delete();
      await db.collection('staffMembers').doc('owner-uid').delete();
      await expectRefused(run, asStaff);
      await expectRefused(run, asOwner);
    },
  );

  it.each(callables)('%s answers staff and the owner on the team', async (_name, run) => {
    await expect(run(asStaff)).resolves.toBeDefined();
    await expect(run(asOwner)).resolves.toBeDefined();
  });
});
