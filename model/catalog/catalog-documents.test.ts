import { describe, expect, it } from 'vitest';
import { cardDocument, facetCardDocument, hasCard } from './card-documents';
import { cardDocuments, catalogDocuments } from './catalog-documents';
import { indexChanges, indexing } from './search-index';
import { searchIndexDocuments } from './search-terms';

/** A products document as stored: enough for a card and a search entry. */
const shirt = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  productName: 'Linen Shirt',
  price: '1800',
  category: 'Men',
  subCategory: 'Shirts',
  brand: 'Mtindo',
  tags: ['summer'],
  sizes: ['M', 'L'],
  unavailableSizes: [],
  colours: ['White'],
  unavailableColours: [],
  stock: 4,
  image: [{ downloadURL: '/products/shirt.svg', name: 'Linen Shirt' }],
  createdAt: new Date('2026-01-05T08:00:00Z'),
  ...fields,
});

const hidden = shirt({ hidden: true });

describe('a product hidden by staff', () => {
  it('has no card, with or without facets', () => {
    expect(hasCard(shirt())).toBe(true);
    expect(hasCard(hidden)).toBe(false);
    expect(cardDocument(hidden)).toBeNull();
    expect(facetCardDocument(hidden)).toBeNull();
    expect(cardDocuments(hidden)).toEqual({ productCards: null, productFacetCards: null });
  });

  it('is shown again once it is no longer hidden: only `hidden: true` hides it', () => {
    expect(cardDocument(shirt({ hidden: false }))).toEqual(cardDocument(shirt()));
    expect(cardDocument(shirt({ hidden: 'yes' }))).toEqual(cardDocument(shirt()));
  });

  it('has no search entries', () => {
    expect(indexing('p-shirt', shirt())?.terms).toContain('linen');
    expect(indexing('p-shirt', hidden)).toBeNull();
  });

  it('leaves every term it was listed under when hidden, and is put back when shown', () => {
    const terms = indexing('p-shirt', shirt())!.terms;
    const entry = indexing('p-shirt', shirt())!.entry;
    const hiding = indexChanges('p-shirt', shirt(), hidden);
    expect(hiding.map(({ term }) => term).sort()).toEqual([...terms].sort());
    expect(hiding.every(({ change }) => change.removed !== null && change.added === null)).toBe(
      true,
    );
    const showing = indexChanges('p-shirt', hidden, shirt());
    expect(showing.map(({ term }) => term).sort()).toEqual([...terms].sort());
    expect(showing.every(({ change }) => change.removed === null)).toBe(true);
    expect(showing.every(({ change }) => change.added?.id === entry.id)).toBe(true);
    expect(indexChanges('p-shirt', hidden, shirt({ hidden: true, price: '1900' }))).toEqual([]);
  });

  it('is stored in a seeded catalog, but in none of its cards or its search index', () => {
    const documents = catalogDocuments([
      { id: 'p-shown', data: shirt() },
      { id: 'p-hidden', data: hidden },
    ]);
    expect(documents.products.map(({ id }) => id)).toEqual(['p-shown', 'p-hidden']);
    expect(documents.productCards.map(({ id }) => id)).toEqual(['p-shown']);
    expect(documents.productFacetCards.map(({ id }) => id)).toEqual(['p-shown']);
    const listed = [...documents.searchTerms, ...documents.searchTermPages].map(({ data }) =>
      String(data.products),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((products) => products.includes('p-hidden'))).toBe(false);
    expect(searchIndexDocuments([{ id: 'p-hidden', data: hidden }])).toEqual({
      searchTerms: [],
      searchTermPages: [],
    });
  });
});
