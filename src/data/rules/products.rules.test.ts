import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogSeed } from '../../../mocks/backend/fixtures/products';
import { SEGMENT_CAP, searchIndexDocuments } from '@model/catalog/search-terms';
import { everyone, rulesSuite } from './personas';

const suite = rulesSuite();
const seed = catalogSeed();
const [seeded] = seed.products!;
// No seeded term lists more products than its own document holds, so none has older segments:
// these are a catalog's where one product is on sale under more ids than that.
const { searchTermPages } = searchIndexDocuments(
  Array.from({ length: SEGMENT_CAP + 1 }, (_, index) => ({
    id: `p-copy-${index}`,
    data: seeded!.data,
  })),
);
const derivedSeed: typeof seed = { ...seed, searchTermPages };

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

// What listings and search read, derived from products by the server: public, never written by a
// browser, staff included (staff change products; the cards follow on the server).
describe.each(['productCards', 'productFacetCards', 'searchTerms', 'searchTermPages'])(
  '%s',
  (collectionId) => {
    const [derived] = derivedSeed[collectionId]!;

    beforeEach(async () => {
      await suite.seed(`${collectionId}/${derived!.id}`, derived!.data);
    });

    it.each(everyone)('%s reads one by its id', async (_who, persona) => {
      const snapshot = await assertSucceeds(
        getDoc(doc(suite.as(persona), collectionId, derived!.id)),
      );
      expect(snapshot.exists()).toBe(true);
    });

    it.each(everyone)('%s queries them by id, as listings and search do', async (_who, persona) => {
      const named = query(
        collection(suite.as(persona), collectionId),
        where(documentId(), 'in', [derived!.id, 'not-there']),
      );
      expect((await assertSucceeds(getDocs(named))).size).toBe(1);
    });

    it.each(everyone)('%s cannot add one', async (_who, persona) => {
      await assertFails(setDoc(doc(suite.as(persona), collectionId, 'made-up'), derived!.data));
    });

    it.each(everyone)('%s cannot change one', async (_who, persona) => {
      const written = doc(suite.as(persona), collectionId, derived!.id);
      await assertFails(updateDoc(written, { changed: true }));
    });

    it.each(everyone)('%s cannot remove one', async (_who, persona) => {
      await assertFails(deleteDoc(doc(suite.as(persona), collectionId, derived!.id)));
    });
  },
);
