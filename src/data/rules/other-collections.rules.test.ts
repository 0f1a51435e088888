import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { everyone, rulesSuite } from './personas';

const suite = rulesSuite();

// A collection the app never uses: nothing in the rules matches it.
const coupon = { code: 'KARIBU10', percentOff: 10 };

beforeEach(async () => {
  await suite.seed('coupons/karibu', coupon);
});

describe('any other collection (coupons)', () => {
  it.each(everyone)('%s cannot read a document of it', async (_who, persona) => {
    await assertFails(getDoc(doc(suite.as(persona), 'coupons', 'karibu')));
  });

  it.each(everyone)('%s cannot list it', async (_who, persona) => {
    await assertFails(getDocs(collection(suite.as(persona), 'coupons')));
  });

  it.each(everyone)('%s cannot add to it', async (_who, persona) => {
    await assertFails(setDoc(doc(suite.as(persona), 'coupons', 'mine'), coupon));
  });

  it.each(everyone)('%s cannot change a document of it', async (_who, persona) => {
    await assertFails(updateDoc(doc(suite.as(persona), 'coupons', 'karibu'), { percentOff: 90 }));
  });

  it.each(everyone)('%s cannot remove a document of it', async (_who, persona) => {
    await assertFails(deleteDoc(doc(suite.as(persona), 'coupons', 'karibu')));
  });

  it.each(everyone)('%s cannot write a document under a Users record', async (_who, persona) => {
    const nested = doc(suite.as(persona), 'Users', 'shopper-uid', 'notes', 'one');
    await assertFails(setDoc(nested, { text: 'A note' }));
  });
});
