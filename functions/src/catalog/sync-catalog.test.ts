import { describe, expect, it } from 'vitest';
import { unpackCard } from '../../../src/catalog/product-card';
import { decodeEntries } from '../../../src/catalog/search-index';
import { emulatorFirestore } from '../orders/emulator-firestore';
import { syncCatalog } from './sync-catalog';

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
  const ref = db().collection('products').doc(id);
  const before = (await ref.get()).data();
  if (data) await ref.set(data);
  else await ref.delete();
  await syncCatalog(db(), id, before);
}

async function listedUnder(term: string): Promise<string[]> {
  const stored = await db().collection('searchTerms').doc(term).get();
  return decodeEntries(stored.get('products')).map((entry) => entry.id);
}

describe('the catalog trigger', () => {
  it('makes a new product’s cards and lists it under each of its keywords', async () => {
    await db().collection('searchTerms').doc('zebra').set({ products: 'p-0001:mg00000' });
    await write('p-9001', kanga);
    const card = (await db().collection('productCards').doc('p-9001').get()).data();
    expect(card).toMatchObject({ productName: 'Zebra Print Kanga', priceValue: 1200 });
    expect(unpackCard(card?.card)).toMatchObject({ stock: 6, imageURL: '' });
    const facetCard = await db().collection('productFacetCards').doc('p-9001').get();
    expect(facetCard.get('facets')).toContain('size:One size|colour:Black');
    expect(await listedUnder('zebra')).toEqual(['p-9001', 'p-0001']);
    expect(await listedUnder('kanga')).toEqual(['p-9001']);
  });

  it('moves a renamed product to its new keywords and out of its old ones', async () => {
    await write('p-9001', kanga);
    await write('p-9001', { ...kanga, productName: 'Striped Kikoy', price: '900' });
    expect(await listedUnder('kikoy')).toEqual(['p-9001']);
    expect(await listedUnder('zebra')).toEqual([]);
    expect((await db().collection('searchTerms').doc('kanga').get()).exists).toBe(false);
    expect(await listedUnder('katush')).toEqual(['p-9001']);
    const card = await db().collection('productCards').doc('p-9001').get();
    expect(card.get('productName')).toBe('Striped Kikoy');
    expect(card.get('priceValue')).toBe(900);
  });

  it('takes a removed product, or one that can no longer be sold, out of listings and search', async () => {
    await write('p-9001', kanga);
    await write('p-9002', { ...kanga, productName: 'Zebra Print Scarf' });
    await write('p-9001', { ...kanga, price: 'ask us' });
    expect((await db().collection('productCards').doc('p-9001').get()).exists).toBe(false);
    expect(await listedUnder('zebra')).toEqual(['p-9002']);
    await write('p-9001', kanga);
    expect(await listedUnder('zebra')).toEqual(['p-9002', 'p-9001']);
    await write('p-9001', null);
    expect((await db().collection('productFacetCards').doc('p-9001').get()).exists).toBe(false);
    expect(await listedUnder('zebra')).toEqual(['p-9002']);
  });

  it('changes nothing more when a write is delivered twice', async () => {
    await write('p-9001', kanga);
    await syncCatalog(db(), 'p-9001', undefined);
    expect(await listedUnder('zebra')).toEqual(['p-9001']);
  });
});
