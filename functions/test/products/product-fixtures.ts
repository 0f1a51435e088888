/**
 * What the product tests share: the product form's draft of a dress, the callables as staff call
 * them, and what the shop's listings and search read of a product (its cards, and the search
 * index as src/catalog/data/product-search.ts reads it: every term of the query, then the model's
 * match).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { queryTerms } from '@model/catalog/keywords';
import type { ProductDraft } from '@model/catalog/product-draft';
import { decodeEntries, matchingEntries, type IndexEntry } from '@model/catalog/search-index';
import { decodeHead, segmentId } from '@model/catalog/search-terms';
import type { Call } from '../../src/core/call';
import { saveProductCall, setProductHiddenCall } from '../../src/products/product-callables';
import type { StaffContext } from '../../src/staff/staff-member';
import { asStaff } from '../staff/staff-fixtures';

/** The id the form made for a new product. */
export const dressId = 'NewDress000000000001';

/** A dress in three sizes and two colours, with one photo, as staff type it. */
export const dress: ProductDraft = {
  name: 'Ankara Wrap Dress',
  price: '2500',
  category: 'Ladies',
  subCategory: 'Dresses',
  brand: 'Katush',
  description: 'A bold wax print that ties at the waist.',
  sizes: 'S, M, L',
  colours: 'Red, Blue',
  wholesalePrice: '',
  wholesaleMinimum: '',
  wholesaleMaximum: '',
  images: [
    {
      downloadURL: 'https://storage.test/products/NewDress000000000001/photo1-640.webp',
      // As uploadProductPhoto names it from the camera's file; saving names it after the product.
      name: 'IMG 20261126 101522',
    },
  ],
};

/** The dress's photo as saved: named after the dress, for screen readers. */
export const savedDressPhotos = [{ ...dress.images[0]!, name: 'Ankara Wrap Dress' }];

export function productCalls(context: () => StaffContext) {
  return {
    save: (draft: unknown, productId = dressId, as: (data: unknown) => Call = asStaff) =>
      saveProductCall(context(), as({ productId, draft })),
    setHidden: (hidden: boolean, productId = dressId, as: (data: unknown) => Call = asStaff) =>
      setProductHiddenCall(context(), as({ productId, hidden })),
  };
}

/** Every product a term lists: its document's own entries, then its segments'. */
async function entriesUnder(db: Firestore, term: string): Promise<IndexEntry[]> {
  const head = decodeHead((await db.collection('searchTerms').doc(term).get()).data());
  const segments = await Promise.all(
    head.segments.map(async ({ key }) =>
      decodeEntries(
        (await db.collection('searchTermPages').doc(segmentId(term, key)).get()).get('products'),
      ),
    ),
  );
  return [...head.entries, ...segments.flat()];
}

/** The ids a search of `query` finds, newest first, as the shop's search finds them. */
export async function search(db: Firestore, query: string): Promise<string[]> {
  const terms = queryTerms(query);
  const byTerm = new Map(
    await Promise.all(terms.map(async (term) => [term, await entriesUnder(db, term)] as const)),
  );
  return matchingEntries(query, byTerm).map(({ id }) => id);
}

/** The ids of every product a term's index lists. */
export async function listedUnder(db: Firestore, term: string): Promise<string[]> {
  return (await entriesUnder(db, term)).map(({ id }) => id);
}

/** The product's cards, as listings read them; undefined where it has none. */
export async function cardsOf(db: Firestore, id: string) {
  const [card, facetCard] = await Promise.all(
    ['productCards', 'productFacetCards'].map((collection) =>
      db.collection(collection).doc(id).get(),
    ),
  );
  return { card: card?.data(), facetCard: facetCard?.data() };
}

/** The product's History, oldest first, each entry as stored with `at` as its ISO instant. */
export async function eventsOf(
  db: Firestore,
  id: string,
): Promise<Array<Record<string, unknown> & { at: string }>> {
  const events = await db.collection('products').doc(id).collection('events').orderBy('at').get();
  return events.docs.map((event) => {
    const { at, ...rest } = event.data();
    expect(at).toHaveProperty('toDate');
    return { ...rest, at: (at as { toDate(): Date }).toDate().toISOString() };
  });
}

/** The stored product, or a failed test. */
export async function productOf(db: Firestore, id = dressId) {
  const data = (await db.collection('products').doc(id).get()).data();
  if (!data) throw new Error(`products/${id} is missing`);
  return data;
}

/** Everything a refused call could have written. */
export async function footprint(db: Firestore) {
  const documents = async (collection: string) =>
    (await db.collection(collection).get()).docs.map((doc) => [doc.id, doc.data()]);
  return {
    products: await documents('products'),
    events: (await db.collectionGroup('events').get()).size,
    productCards: await documents('productCards'),
    productFacetCards: await documents('productFacetCards'),
    searchTerms: await documents('searchTerms'),
  };
}
