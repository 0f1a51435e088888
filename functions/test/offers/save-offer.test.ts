/**
 * `saveOffer` (functions/src/offers/save-offer.ts) on the Firestore emulator: an offer created or
 * changed from the offers form with its code's claim and its History entry in one transaction;
 * refused, with nothing written, as the form's schema refuses, for a code another offer holds, and
 * for anyone but staff on the team.
 */
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOffer } from '@model/offer/stored-offer';
import { priceOffers } from '@model/offer/pricing';
import { saveOfferCall } from '../../src/offers/offer-callables';
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
import { blackFriday, blackFridayDraft } from '@testing/fixtures/offers';
import { amina, baraka } from '@testing/fixtures/staff';

const db = emulatorFirestore('demo-functions-save-offer');
const shop = createShop(db);

const fridayId = 'BlackFriday000000001';
const friday = blackFridayDraft;

const save = (draft: unknown, offerId = fridayId, as: Caller = asStaff) => {
  shop.advance(60_000);
  return saveOfferCall({ db, now: shop.now }, as({ offerId, draft }));
};

const offerOf = async (id = fridayId) => (await db.collection('offers').doc(id).get()).data();
const codeOf = async (code: string) => (await db.collection('offerCodes').doc(code).get()).data();
const eventsOf = async (id = fridayId) =>
  (await db.collection('offers').doc(id).collection('events').orderBy('at').get()).docs.map(
    (event) => event.data(),
  );

/** Every offer, code claim and History entry: what a refused call must leave as it was. */
async function footprint() {
  const [offers, codes] = await Promise.all([
    db.collection('offers').get(),
    db.collection('offerCodes').get(),
  ]);
  const events = await Promise.all(offers.docs.map((offer) => eventsOf(offer.id)));
  return {
    offers: offers.docs.map((offer) => [offer.id, offer.data()]),
    codes: codes.docs.map((code) => [code.id, code.data()]),
    events,
  };
}

async function expectRefused(run: () => Promise<unknown>, code: string, message: string) {
  const before = await footprint();
  const refusal = await run().catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(HttpsError);
  expect(refusal).toMatchObject({ code, message });
  expect(await footprint()).toEqual(before);
}

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
});

describe('an offer saved from the form', () => {
  it('is created with its code in capitals, claimed, none used, and the History saying who', async () => {
    await expect(save(friday)).resolves.toEqual({ offerId: fridayId });
    const stored = await offerOf();
    expect(readOffer(fridayId, stored)).toEqual({
      offer: { id: fridayId, ...blackFriday },
      uses: 0,
    });
    expect(await codeOf('FRIDAY20')).toEqual({ offerId: fridayId });
    expect(await eventsOf()).toEqual([
      expect.objectContaining({ kind: 'created', by: baraka, changes: {} }),
    ]);
  });

  it('is changed with each field’s before and after recorded, its uses kept, and a save of nothing recording nothing', async () => {
    await save(friday);
    await db.collection('offers').doc(fridayId).update({ uses: 7 });
    await save({ ...friday, value: '25', paused: true }, fridayId, asOwner);
    await save({ ...friday, value: '25', paused: true }, fridayId, asOwner);
    const events = await eventsOf();
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      kind: 'updated',
      by: amina,
      changes: { value: { from: 20, to: 25 }, paused: { from: false, to: true } },
    });
    expect(readOffer(fridayId, await offerOf())).toMatchObject({
      offer: { value: 25, paused: true },
      uses: 7,
    });
  });

  it('moves its claim when its code changes, and frees the old code for another offer', async () => {
    await save(friday);
    await save({ ...friday, code: 'BF2026' });
    expect(await codeOf('FRIDAY20')).toBeUndefined();
    expect(await codeOf('BF2026')).toEqual({ offerId: fridayId });
    await save({ ...friday, name: 'Another' }, 'AnotherOffer00000001');
    expect(await codeOf('FRIDAY20')).toEqual({ offerId: 'AnotherOffer00000001' });
  });

  it('refuses a code another offer holds, whatever its case, writing nothing', async () => {
    await save(friday);
    await expectRefused(
      () => save({ ...friday, code: 'Friday 20' }, 'AnotherOffer00000001'),
      'failed-precondition',
      'The code FRIDAY20 is another offer’s already: choose another code.',
    );
  });

  it('refuses what the form refuses, naming each field by its label, writing nothing', async () => {
    await expectRefused(
      () => save({ ...friday, name: '', value: '95', endsAt: '2026-11-01T00:00' }),
      'invalid-argument',
      'Name: Enter the offer’s name, as shoppers will read it. Percentage: Enter the percentage off as a whole number from 1 to 90. Ends: The end must be after the start.',
    );
    await expectRefused(
      () => save({ ...friday, kind: 'half off' }),
      'invalid-argument',
      'Kind: Choose what the offer gives.',
    );
    await expectRefused(
      () => save(friday, '../offers'),
      'invalid-argument',
      'The offer’s id is letters, digits, - and _, 6 to 40 of them.',
    );
  });

  it('gives the discount the form said, once read back for an order', async () => {
    await save({ ...friday, kind: 'amount', value: '500', minimumSubtotal: '2000' });
    const offer = readOffer(fridayId, await offerOf())!;
    const pricing = priceOffers({
      lines: [{ id: 'p-1', category: 'Ladies', unitPrice: '2500', quantity: 1, wholesale: false }],
      deliveryFee: 300,
      code: 'friday20',
      offers: [offer],
      now: '2026-11-28T10:00:00.000Z',
    });
    expect(pricing.discountTotal).toBe(500);
  });
});

describe('saveOffer refuses anyone but staff on the team', () => {
  const callables: StaffCallable[] = [['saveOffer creating', (as) => save(friday, fridayId, as)]];
  itRefusesAnyoneButTheTeam(db, callables, async (run, as, message = staffOnly) =>
    expectRefused(() => run(as), 'permission-denied', message),
  );
});
