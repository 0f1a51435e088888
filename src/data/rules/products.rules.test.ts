import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { productDocuments } from '../../../mocks/fixtures/products';
import { everyone, rulesSuite } from './personas';

const suite = rulesSuite();
const [seeded] = productDocuments();

beforeEach(async () => {
  await suite.seed(`products/${seeded!.id}`, seeded!.data);
});

describe('the catalog (products)', () => {
  it.each(everyone)('%s reads a product by its id', async (_who, persona) => {
    const snapshot = await assertSucceeds(getDoc(doc(suite.as(persona), 'products', seeded!.id)));
    expect(snapshot.exists()).toBe(true);
  });

  it.each(everyone)('%s lists the products of a category', async (_who, persona) => {
    const category = query(
      collection(suite.as(persona), 'products'),
      where('category', '==', seeded!.data.category),
    );
    expect((await assertSucceeds(getDocs(category))).size).toBe(1);
  });

  it.each(everyone)('%s cannot add a product', async (_who, persona) => {
    await assertFails(setDoc(doc(suite.as(persona), 'products', 'new-product'), seeded!.data));
  });

  it.each(everyone)('%s cannot change a product’s price', async (_who, persona) => {
    const product = doc(suite.as(persona), 'products', seeded!.id);
    await assertFails(updateDoc(product, { price: '1', priceValue: 1 }));
  });

  it.each(everyone)('%s cannot remove a product', async (_who, persona) => {
    await assertFails(deleteDoc(doc(suite.as(persona), 'products', seeded!.id)));
  });
});
