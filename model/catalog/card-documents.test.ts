import { describe, expect, it } from 'vitest';
import {
  cardDocument,
  packCard,
  reducedFrom,
  unpackCard,
  type CardDetails,
} from './card-documents';

/** A products document as stored: enough for a card. */
const dress = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  productName: 'Ankara Dress',
  price: '1800',
  sizes: ['S', 'M'],
  unavailableSizes: [],
  colours: [],
  unavailableColours: [],
  stock: 3,
  image: [{ downloadURL: '/products/dress.svg', name: 'Ankara Dress' }],
  ...fields,
});

const details: CardDetails = {
  price: '1800',
  imageURL: '/products/dress.svg',
  sizes: ['S', 'M'],
  unavailableSizes: [],
  colours: [],
  unavailableColours: [],
  stock: 3,
};

describe("a card's was price", () => {
  it('reads back with and without wholesale terms, and a card without one ends at its stock', () => {
    for (const card of [
      { ...details, wasPrice: '2400' },
      { ...details, wasPrice: '2400', wholesaleUnitPrice: '1500' },
      { ...details, wholesaleUnitPrice: '1500' },
      details,
    ]) {
      expect(unpackCard(packCard(card))).toEqual(card);
    }
    expect(JSON.parse(packCard(details))).toHaveLength(8);
    expect(JSON.parse(packCard({ ...details, wasPrice: '2400' }))).toEqual([
      ...(JSON.parse(packCard(details)) as unknown[]),
      null,
      '2400',
    ]);
  });

  it('is kept on the card of a product reduced, and left off where it is no reduction', () => {
    const packed = (product: Record<string, unknown>) =>
      unpackCard(cardDocument(product)?.card)?.wasPrice;
    expect(packed(dress({ wasPrice: '2400' }))).toBe('2400');
    expect(packed(dress({ wasPrice: '1800' }))).toBeUndefined();
    expect(packed(dress({ wasPrice: '900' }))).toBeUndefined();
    expect(packed(dress({ wasPrice: 'soon' }))).toBeUndefined();
    expect(packed(dress())).toBeUndefined();
    expect(cardDocument(dress({ wasPrice: '1800' }))).toEqual(cardDocument(dress()));
  });

  it('is read by one rule: above the price by at least a cent', () => {
    expect(reducedFrom('1800.01', '1800')).toBe('1800.01');
    expect(reducedFrom('1800.00', '1800')).toBeNull();
    expect(reducedFrom(2400, '1800')).toBe('2400');
    expect(reducedFrom(undefined, '1800')).toBeNull();
    expect(unpackCard(JSON.stringify([...JSON.parse(packCard(details)), null, '1200']))).toEqual(
      details,
    );
  });
});
