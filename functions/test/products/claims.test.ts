/**
 * Who the product callables answer: as every back-office callable (functions/test/staff/claims.test.ts),
 * a caller with the `role` claim staff or owner AND a team record. Anyone else is refused
 * `permission-denied` before anything is written, whatever they send.
 */
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffOnly } from '../../src/staff/staff-member';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop } from '../mpesa/harness';
import {
  asOwner,
  asStaff,
  itRefusesAnyoneButTheTeam,
  seedTeam,
  type Caller,
  type StaffCallable,
} from '../staff/staff-fixtures';
import { dress, dressId, footprint, productCalls } from './product-fixtures';

const db = emulatorFirestore('demo-functions-product-claims');
const shop = createShop(db);
const { save, setHidden } = productCalls(() => ({ db, now: shop.now }));

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await save(dress, 'SeededDress000000001');
});

/** Each callable with a request it would otherwise act on. */
const callables: StaffCallable[] = [
  ['saveProduct creating', (as) => save(dress, dressId, as)],
  ['saveProduct changing', (as) => save({ ...dress, price: '1' }, 'SeededDress000000001', as)],
  ['setProductHidden', (as) => setHidden(true, 'SeededDress000000001', as)],
];

async function expectRefused(run: StaffCallable[1], as: Caller, message = staffOnly) {
  const before = await footprint(db);
  const refusal = await run(as).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(HttpsError);
  expect(refusal).toMatchObject({ code: 'permission-denied', message });
  expect(await footprint(db)).toEqual(before);
}

describe('the product callables refuse anyone but staff on the team', () => {
  itRefusesAnyoneButTheTeam(db, callables, expectRefused);

  it.each(callables)('%s answers staff and the owner on the team', async (_name, run) => {
    await expect(run(asStaff)).resolves.toBeDefined();
    await expect(run(asOwner)).resolves.toBeDefined();
  });
});
