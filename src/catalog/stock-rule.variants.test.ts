import { describe, expect, it } from 'vitest';
import { availableVariants, matchingVariants, unitsInStock, variantKey } from './stock-rule';

const jeans = {
  sizes: ['30', '32', '34'],
  unavailableSizes: ['34'],
  colours: ['Black', 'Navy'],
  unavailableColours: [],
  stock: 9,
  variantStock: { '30|Black': 4, '30|Navy': 0, '32|Black': 2, '32|Navy': 3, '34|Black': 0 },
};

describe('variant keys', () => {
  it('join size and colour with a bar, an empty side for none', () => {
    expect(variantKey('M', 'Black')).toBe('M|Black');
    expect(variantKey(null, 'Red')).toBe('|Red');
    expect(variantKey('One size', undefined)).toBe('One size|');
    expect(variantKey(null, null)).toBe('|');
  });

  it('list what can be bought, sold-out sizes and colours left out', () => {
    expect(availableVariants(jeans)).toEqual(['30|Black', '30|Navy', '32|Black', '32|Navy']);
    expect(
      availableVariants({ sizes: [], unavailableSizes: [], colours: [], unavailableColours: [] }),
    ).toEqual(['|']);
  });

  it('match a line without a choice to every available variant', () => {
    expect(matchingVariants(jeans, null, 'Navy')).toEqual(['30|Navy', '32|Navy']);
    expect(matchingVariants(jeans, '34', 'Black')).toEqual([]);
    expect(matchingVariants(jeans, 'XL', null)).toEqual([]);
  });
});

describe('units in stock', () => {
  it('count the chosen variant, or every matching one', () => {
    expect(unitsInStock(jeans, '30', 'Black')).toBe(4);
    expect(unitsInStock(jeans, '30', 'Navy')).toBe(0);
    expect(unitsInStock(jeans, null, 'Navy')).toBe(3);
    expect(unitsInStock(jeans, null, null)).toBe(9);
  });

  it('are none in a sold-out size, or a size the product is not sold in', () => {
    expect(unitsInStock(jeans, '34', 'Black')).toBe(0);
    expect(unitsInStock(jeans, '36', 'Black')).toBe(0);
  });

  it('never exceed the product total, and fall back to it without variant stock', () => {
    expect(unitsInStock({ ...jeans, stock: 3 }, null, null)).toBe(3);
    const older = { ...jeans, variantStock: undefined };
    expect(unitsInStock(older, '30', 'Navy')).toBe(9);
    expect(unitsInStock(older, '34', 'Navy')).toBe(0);
  });
});
