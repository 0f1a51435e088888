import { describe, expect, it } from 'vitest';
import { unpackCard } from '@model/catalog/card-documents';
import { catalogDocuments } from '@model/catalog/catalog-documents';
import { decodeEntries } from '@model/catalog/search-index';
import { SEGMENT_CAP, decodeHead, segmentId } from '@model/catalog/search-terms';
import { emulatorFirestore } from '../emulator-firestore';
import { catalogWrites, syncCatalog, writeCatalog } from '../../src/catalog/sync-catalog';

const db = emulatorFirestore('demo-functions-catalog');

const kanga = {
  productName: 'Zebra Print Kanga',
  price: '1200',
  category: 'Ladies',
  subCategory: 'Wraps',
  brand: 'Katush',
  colours: ['Black', 'White'],
  unavailableColours: [],
  sizes: ['One size'],
  unavailableSizes: [],
  stock: 6,
  variantStock: { 'One size|Black': 4, 'One size|White': 2 },
  createdAt: new Date('2026-10-01T08:00:00Z'),
};

/** Writes the product as staff would, then runs the trigger as a write to it would. */
async function write(id: string, data: Record<string, unknown> | null) {
  const ref = db.collection('products').doc(id);
  const before = (await ref.get()).data();
  if (data) await ref.set(data);
  else await ref.delete();
  await syncCatalog(db, id, before);
}

/** The products a term lists: its document's own, then each of its segments'. */
async function listedUnder(term: string): Promise<string[]> {
  const head = decodeHead((await db.collection('searchTerms').doc(term).get()).data());
  const segments = await Promise.all(
    head.segments.map(async ({ key, count }) => {
      const stored = await db.collection('searchTermPages').doc(segmentId(term, key)).get();
      const entries = decodeEntries(stored.get('products'));
      expect(entries).toHaveLength(count);
      return entries;
    }),
  );
  return [...head.entries, ...segments.flat()].map((entry) => entry.id);
}

describe('the catalog trigger', () => {
  it('makes a new product’s cards and lists it under each of its keywords', async () => {
    await db.collection('searchTerms').doc('zebra').set({ products: 'p-0001:mg00000' });
    await write('p-9001', kanga);
    const card = (await db.collection('productCards').doc('p-9001').get()).data();
    expect(card).toMatchObject({ productName: 'Zebra Print Kanga', priceValue: 1200 });
    expect(unpackCard(card?.card)).toMatchObject({ stock: 6, imageURL: '' });
    const facetCard = await db.collection('productFacetCards').doc('p-9001').get();
    expect(facetCard.get('facets')).toContain('size:One size|colour:Black');
    expect(await listedUnder('zebra')).toEqual(['p-9001', 'p-0001']);
    expect(await listedUnder('kanga')).toEqual(['p-9001']);
  });

  it('moves a renamed product to its new keywords and out of its old ones', async () => {
    await write('p-9001', kanga);
    await write('p-9001', { ...kanga, productName: 'Striped Kikoy', price: '900' });
    expect(await listedUnder('kikoy')).toEqual(['p-9001']);
    expect(await listedUnder('zebra')).toEqual([]);
    expect((await db.collection('searchTerms').doc('kanga').get()).exists).toBe(false);
    expect(await listedUnder('katush')).toEqual(['p-9001']);
    const card = await db.collection('productCards').doc('p-9001').get();
    expect(card.get('productName')).toBe('Striped Kikoy');
    expect(card.get('priceValue')).toBe(900);
  });

  it('takes a removed product, or one that can no longer be sold, out of listings and search', async () => {
    await write('p-9001', kanga);
    await write('p-9002', { ...kanga, productName: 'Zebra Print Scarf' });
    await write('p-9001', { ...kanga, price: 'ask us' });
    expect((await db.collection('productCards').doc('p-9001').get()).exists).toBe(false);
    expect(await listedUnder('zebra')).toEqual(['p-9002']);
    await write('p-9001', kanga);
    expect(await listedUnder('zebra')).toEqual(['p-9002', 'p-9001']);
    await write('p-9001', null);
    expect((await db.collection('productFacetCards').doc('p-9001').get()).exists).toBe(false);
    expect(await listedUnder('zebra')).toEqual(['p-9002']);
  });

  it('takes a product hidden by other means out of listings and search, and back', async () => {
    await write('p-9001', kanga);
    await write('p-9001', { ...kanga, hidden: true });
    expect((await db.collection('productCards').doc('p-9001').get()).exists).toBe(false);
    expect((await db.collection('productFacetCards').doc('p-9001').get()).exists).toBe(false);
    expect(await listedUnder('zebra')).toEqual([]);
    await write('p-9001', kanga);
    expect(await listedUnder('zebra')).toEqual(['p-9001']);
  });

  it('changes nothing more when a write is delivered twice', async () => {
    await write('p-9001', kanga);
    await syncCatalog(db, 'p-9001', undefined);
    expect(await listedUnder('zebra')).toEqual(['p-9001']);
  });

  it('splits a term grown past one document, and keeps its segments as products change', async () => {
    // A term of as many products as one document holds, a minute apart, seeded as the shop is.
    const zebras = Array.from({ length: SEGMENT_CAP }, (_, index) => ({
      id: `p-${String(index).padStart(4, '0')}`,
      data: {
        ...kanga,
        productName: `Zebra Kikoy ${index}`,
        createdAt: new Date(Date.parse('2026-09-01T08:00:00Z') + index * 60_000),
      },
    }));
    const seeded = db.batch();
    for (const [collection, documents] of Object.entries(catalogDocuments(zebras))) {
      for (const { id, data } of documents) seeded.set(db.collection(collection).doc(id), data);
    }
    await seeded.commit();
    const newestFirst = zebras.map(({ id }) => id).reverse();
    expect(await listedUnder('zebra')).toEqual(newestFirst);
    expect((await db.collection('searchTermPages').get()).size).toBe(0);

    await write('p-9001', kanga);
    expect(await listedUnder('zebra')).toEqual(['p-9001', ...newestFirst]);
    expect(
      decodeHead((await db.collection('searchTerms').doc('zebra').get()).data()).segments,
    ).toHaveLength(1);

    // The oldest is removed and another renamed out of the term, both in its segment.
    await write('p-0000', null);
    await write('p-0001', { ...zebras[1]!.data, productName: 'Plain Kikoy' });
    expect(await listedUnder('zebra')).toEqual(['p-9001', ...newestFirst.slice(0, -2)]);
    expect(await listedUnder('kikoy')).toEqual(newestFirst.slice(0, -1));
  });
});

describe('the catalog in a caller’s transaction', () => {
  const ref = db.collection('products').doc('p-9001');

  /** Writes the product and its catalog documents in one transaction, as the product callables do. */
  const writeWithCatalog = (product: Record<string, unknown>, thenFail = false) =>
    db.runTransaction(async (transaction) => {
      const before = (await transaction.get(ref)).data() ?? null;
      const writes = await catalogWrites(transaction, db, 'p-9001', before, product);
      transaction.set(ref, product);
      writeCatalog(transaction, db, writes);
      if (thenFail) throw new Error('The caller changed its mind');
    });

  it('is written with the product, or not at all', async () => {
    await expect(writeWithCatalog(kanga, true)).rejects.toThrow('changed its mind');
    expect((await ref.get()).exists).toBe(false);
    expect((await db.collection('productCards').doc('p-9001').get()).exists).toBe(false);
    expect(await listedUnder('zebra')).toEqual([]);

    await writeWithCatalog(kanga);
    expect((await db.collection('productCards').doc('p-9001').get()).get('productName')).toBe(
      'Zebra Print Kanga',
    );
    expect(await listedUnder('zebra')).toEqual(['p-9001']);
    await writeWithCatalog({ ...kanga, productName: 'Striped Kikoy' });
    expect(await listedUnder('zebra')).toEqual([]);
    expect(await listedUnder('kikoy')).toEqual(['p-9001']);
  });

  it('leaves nothing for the trigger that follows to change', async () => {
    await writeWithCatalog(kanga);
    const written = async () =>
      Promise.all(
        ['productCards', 'productFacetCards', 'searchTerms'].map(async (collection) =>
          (await db.collection(collection).get()).docs.map((doc) => [doc.id, doc.data()]),
        ),
      );
    const before = await written();
    await syncCatalog(db, 'p-9001', undefined);
    expect(await written()).toEqual(before);
  });
});
