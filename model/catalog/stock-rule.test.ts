import { describe, expect, it } from 'vitest';
import { aProduct } from '@testing/fixtures/products';
import {
  asksForChoice,
  availableVariants,
  canBeBought,
  clampQuantity,
  colourOptions,
  coversWholesaleMinimum,
  lineCanBeBought,
  matchingVariants,
  quantityRange,
  sizeOptions,
  stockState,
  unitsBuyable,
  unitsInStock,
  variantKey,
} from './stock-rule';

/** Jeans in three waists (34 listed sold out), two colours; 30 in Navy has run out. */
const jeans = aProduct({
  sizes: ['30', '32', '34'],
  unavailableSizes: ['34'],
  colours: ['Black', 'Navy'],
  unavailableColours: [],
  stock: 9,
  variantStock: { '30|Black': 4, '30|Navy': 0, '32|Black': 2, '32|Navy': 3, '34|Black': 0 },
});

describe('the stock rule: can it be bought, and how many', () => {
  it('counts the units of a size and colour, or of every variant a choice left open matches', () => {
    expect(unitsBuyable(jeans, { size: '30', colour: 'Black' })).toBe(4);
    expect(unitsBuyable(jeans, { size: '30', colour: 'Navy' })).toBe(0);
    expect(unitsBuyable(jeans, { colour: 'Navy' })).toBe(3);
    expect(unitsBuyable(jeans)).toBe(9);
    expect(canBeBought(jeans, { size: '34' })).toBe(false);
  });

  it('reads a missing stock as 0: a product the catalog has not counted is sold out', () => {
    // product-fields' `units` reads an absent or malformed `stock` as 0, browser and server.
    const uncounted = { ...jeans, stock: 0 };
    expect(canBeBought(uncounted)).toBe(false);
    expect(stockState(uncounted)).toEqual({ kind: 'out', reason: 'This product is sold out.' });
  });

  it('is in stock from 5, low below 5 ("Only N left"), out at 0', () => {
    expect(stockState(aProduct({ stock: 5 }))).toEqual({ kind: 'inStock' });
    expect(stockState(aProduct({ stock: 4 }))).toEqual({ kind: 'low', left: 4 });
    expect(stockState(aProduct({ stock: 0 })).kind).toBe('out');
  });

  it('counts what the variants hold, not only the total: no variant left is out', () => {
    const emptyVariants = { ...jeans, variantStock: { '30|Black': 0, '32|Navy': 0 } };
    expect(stockState(emptyVariants)).toEqual({ kind: 'out', reason: 'Every size is sold out.' });
    expect(stockState({ ...jeans, variantStock: { '32|Navy': 3 } })).toEqual({
      kind: 'low',
      left: 3,
    });
  });

  it('is out when every size or every colour is sold out', () => {
    expect(stockState(aProduct({ sizes: ['M'], unavailableSizes: ['M'] }))).toEqual({
      kind: 'out',
      reason: 'Every size is sold out.',
    });
    expect(stockState(aProduct({ colours: ['Tan'], unavailableColours: ['Tan'] }))).toEqual({
      kind: 'out',
      reason: 'Every colour is sold out.',
    });
  });

  it('offers every size and colour, sold out where it has no units, a colour in the size chosen', () => {
    expect(sizeOptions(jeans)).toEqual([
      { value: '30', soldOut: false },
      { value: '32', soldOut: false },
      { value: '34', soldOut: true },
    ]);
    expect(colourOptions(jeans, null)).toEqual([
      { value: 'Black', soldOut: false },
      { value: 'Navy', soldOut: false },
    ]);
    expect(colourOptions(jeans, '30')).toEqual([
      { value: 'Black', soldOut: false },
      { value: 'Navy', soldOut: true },
    ]);
  });

  it('asks for a choice of a product sold in sizes or colours, and of no other', () => {
    expect(asksForChoice(jeans)).toBe(true);
    expect(asksForChoice(aProduct({ sizes: [], colours: ['Tan'] }))).toBe(true);
    expect(asksForChoice(aProduct({ sizes: [], colours: [] }))).toBe(false);
  });

  it('sells at wholesale terms only while the units cover the minimum', () => {
    const terms = { unitPrice: '380', minQty: 12 };
    expect(coversWholesaleMinimum(aProduct({ stock: 12, wholesale: terms }))).toBe(true);
    expect(coversWholesaleMinimum(aProduct({ stock: 11, wholesale: terms }))).toBe(false);
    expect(coversWholesaleMinimum(aProduct({ stock: 50 }))).toBe(false);
  });
});

describe('the stock rule for list lines', () => {
  it('lets a line with units in, and one with none out; a line with no count is not known here', () => {
    expect(lineCanBeBought({ stock: 2 })).toBe(true);
    expect(lineCanBeBought({ stock: 0 })).toBe(false);
    expect(lineCanBeBought({})).toBe(true);
  });

  it('allows 1 up to the line’s units, or up to 99 when none are known here', () => {
    expect(quantityRange({ stock: 7 })).toEqual({ min: 1, max: 7 });
    expect(quantityRange({})).toEqual({ min: 1, max: 99 });
  });

  it('lets a sold-out line grow no further: stock 0 is none, not unknown', () => {
    expect(quantityRange({ stock: 0 })).toEqual({ min: 1, max: 1 });
    expect(clampQuantity({ stock: 0 }, 5)).toBe(1);
  });

  it('starts a wholesale line at its minimum quantity, which wins over a smaller stock', () => {
    const terms = { unitPrice: '380', minQty: 12 };
    expect(quantityRange({ stock: 40, wholesale: terms })).toEqual({ min: 12, max: 40 });
    expect(quantityRange({ stock: 5, wholesale: terms })).toEqual({ min: 12, max: 12 });
  });

  it('clamps a quantity into that range', () => {
    expect(clampQuantity({ stock: 7 }, 0)).toBe(1);
    expect(clampQuantity({ stock: 7 }, 5)).toBe(5);
    expect(clampQuantity({ stock: 7 }, 8)).toBe(7);
  });
});

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
