import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { baraka } from '@testing/fixtures/staff';
import { customers, everyone, hoursAgo, rulesSuite, shopStaff } from './personas';

const suite = rulesSuite();

const offerId = 'BlackFriday000000001';
/** An offer as saveOffer stores it (model/offer/stored-offer.ts). */
const friday = {
  name: 'Black Friday',
  kind: 'percent',
  value: 20,
  appliesTo: { scope: 'order' },
  minimumSubtotal: 0,
  startsAt: hoursAgo(24),
  endsAt: null,
  code: 'FRIDAY20',
  usageLimit: 500,
  perPhoneLimit: 1,
  combinesWithCode: false,
  paused: false,
  uses: 3,
};

beforeEach(async () => {
  await suite.seed(`offers/${offerId}`, friday);
  await suite.seed(`offers/${offerId}/events/created`, {
    kind: 'created',
    at: hoursAgo(24),
    by: baraka,
    changes: {},
  });
});

describe('offers and their History (offers, offers/{id}/events)', () => {
  it.each(shopStaff)('%s reads and lists offers and an offer’s History', async (_who, persona) => {
    const firestore = suite.as(persona);
    const offer = await assertSucceeds(getDoc(doc(firestore, 'offers', offerId)));
    expect(offer.get('code')).toBe('FRIDAY20');
    await assertSucceeds(getDocs(collection(firestore, 'offers')));
    await assertSucceeds(getDocs(collection(firestore, 'offers', offerId, 'events')));
  });

  it.each(customers)(
    '%s cannot read or list them: a code is for those it was shared with',
    async (_who, persona) => {
      const firestore = suite.as(persona);
      await assertFails(getDoc(doc(firestore, 'offers', offerId)));
      await assertFails(getDocs(collection(firestore, 'offers')));
      await assertFails(getDoc(doc(firestore, 'offers', offerId, 'events', 'created')));
    },
  );

  it.each(everyone)('%s cannot create, change or remove an offer', async (_who, persona) => {
    const firestore = suite.as(persona);
    await assertFails(setDoc(doc(firestore, 'offers', 'forged00000000000001'), friday));
    await assertFails(updateDoc(doc(firestore, 'offers', offerId), { value: 90, uses: 0 }));
    await assertFails(deleteDoc(doc(firestore, 'offers', offerId)));
  });

  it.each(shopStaff)(
    '%s cannot change an offer and record it from a browser: only saveOffer does, recording who',
    async (_who, persona) => {
      const firestore = suite.as(persona);
      const batch = writeBatch(firestore);
      batch.update(doc(firestore, 'offers', offerId), { paused: true });
      batch.set(doc(firestore, 'offers', offerId, 'events', 'forged'), {
        kind: 'updated',
        at: serverTimestamp(),
        by: baraka,
        changes: { paused: { from: false, to: true } },
      });
      await assertFails(batch.commit());
    },
  );
});

describe('each phone’s uses of a code (offers/{id}/phones) and the code claims', () => {
  it.each(everyone)(
    '%s can neither read nor write them: phone numbers are the server’s to count',
    async (_who, persona) => {
      await suite.seed(`offers/${offerId}/phones/+254712345678`, { uses: 1 });
      await suite.seed('offerCodes/FRIDAY20', { offerId });
      const firestore = suite.as(persona);
      await assertFails(getDoc(doc(firestore, 'offers', offerId, 'phones', '+254712345678')));
      await assertFails(getDocs(collection(firestore, 'offers', offerId, 'phones')));
      await assertFails(
        setDoc(doc(firestore, 'offers', offerId, 'phones', '+254712345678'), { uses: 0 }),
      );
      await assertFails(getDoc(doc(firestore, 'offerCodes', 'FRIDAY20')));
    },
  );
});
