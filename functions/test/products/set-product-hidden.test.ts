/**
 * `setProductHidden` (functions/src/products/set-product-hidden.ts) on the Firestore emulator: a
 * hidden product leaves every listing and search in the transaction that hides it, and comes back
 * where it was when shown; its units and fields stay; each change is in its History.
 */
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { adjustStockCall } from '../../src/staff/staff-callables';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop } from '../mpesa/harness';
import { asStaff, seedTeam } from '../staff/staff-fixtures';
import { baraka } from '@testing/fixtures/staff';
import {
  cardsOf,
  dress,
  dressId,
  eventsOf,
  footprint,
  listedUnder,
  productCalls,
  productOf,
  search,
} from './product-fixtures';

const db = emulatorFirestore('demo-functions-product-hidden');
const shop = createShop(db);
const { save, setHidden } = productCalls(() => ({ db, now: shop.now }));

/** Another Ankara product, added later: it stays in the shop throughout. */
const skirtId = 'NewSkirt000000000001';

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await save(dress);
  shop.advance(60_000);
  await save({ ...dress, name: 'Ankara Maxi Skirt', sizes: 'M', colours: '' }, skirtId);
  await adjustStockCall(
    { db, now: shop.now },
    asStaff({ productId: dressId, variant: 'M|Red', change: 4, reason: 'Delivery' }),
  );
  shop.advance(60_000);
});

describe('hiding a product', () => {
  it('takes it out of every listing and search at once, its units kept, and records it', async () => {
    expect(await search(db, 'ankara')).toEqual([skirtId, dressId]);
    await expect(setHidden(true)).resolves.toEqual({ hidden: true });

    expect(await cardsOf(db, dressId)).toEqual({ card: undefined, facetCard: undefined });
    expect(await search(db, 'ankara')).toEqual([skirtId]);
    for (const term of ['wrap', 'red', 'katush', 'dress']) {
      expect(await listedUnder(db, term), term).not.toContain(dressId);
    }
    expect(await productOf(db)).toMatchObject({ hidden: true, stock: 4, price: '2500' });
    expect((await eventsOf(db, dressId)).at(-1)).toEqual({
      kind: 'hidden',
      at: shop.now().toISOString(),
      by: baraka,
      changes: { hidden: { from: false, to: true } },
    });
  });

  it('shown again, brings back its cards and its place in search, and records it', async () => {
    const shown = { cards: await cardsOf(db, dressId), found: await search(db, 'ankara') };
    await setHidden(true);
    shop.advance(60_000);
    await expect(setHidden(false)).resolves.toEqual({ hidden: false });

    expect(await productOf(db)).not.toHaveProperty('hidden');
    expect(await cardsOf(db, dressId)).toEqual(shown.cards);
    expect(await search(db, 'ankara')).toEqual(shown.found);
    expect(await search(db, 'wrap dress red')).toEqual([dressId]);
    const events = await eventsOf(db, dressId);
    expect(events.map(({ kind }) => kind)).toEqual(['created', 'hidden', 'shown']);
    expect(events.at(-1)).toEqual({
      kind: 'shown',
      at: shop.now().toISOString(),
      by: baraka,
      changes: { hidden: { from: true, to: false } },
    });
  });

  it('hidden again, or shown while in the shop, changes and records nothing', async () => {
    await expect(setHidden(false)).resolves.toEqual({ hidden: false });
    await setHidden(true);
    const hidden = await footprint(db);
    await expect(setHidden(true)).resolves.toEqual({ hidden: true });
    expect(await footprint(db)).toEqual(hidden);
    expect((await eventsOf(db, dressId)).map(({ kind }) => kind)).toEqual(['created', 'hidden']);
  });

  it('stays hidden, and out of the shop, when it is changed or its units move', async () => {
    await setHidden(true);
    await save({ ...dress, name: 'Ankara Wrap Dress, lined', price: '2700' });
    expect(await productOf(db)).toMatchObject({ hidden: true, price: '2700', stock: 4 });
    await adjustStockCall(
      { db, now: shop.now },
      asStaff({ productId: dressId, variant: 'S|Blue', change: 3, reason: 'Delivery' }),
    );
    expect(await cardsOf(db, dressId)).toEqual({ card: undefined, facetCard: undefined });
    expect(await search(db, 'lined')).toEqual([]);
    expect(await search(db, 'ankara')).toEqual([skirtId]);
  });

  it('answers not-found for a product that is not there, and writes nothing', async () => {
    const before = await footprint(db);
    const refusal = await setHidden(true, 'NoSuchProduct').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpsError);
    expect(refusal).toMatchObject({
      code: 'not-found',
      message: 'We could not find that product.',
    });
    expect(await footprint(db)).toEqual(before);
  });

  it('refuses a request that says neither hidden nor shown', async () => {
    await expect(setHidden('yes' as never)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await productOf(db)).not.toHaveProperty('hidden');
  });
});
