import { describe, expect, it } from 'vitest';
import { aProduct } from '../shopping-list/test-products';
import { availableColours, availableSizes, coversWholesaleMinimum, stockState } from './choices';

describe('product choices and stock', () => {
  it('offers the sizes and colours not sold out, in their order', () => {
    const shirt = aProduct({
      sizes: ['S', 'M', 'L'],
      unavailableSizes: ['M'],
      colours: ['Navy', 'White'],
      unavailableColours: ['Navy'],
    });
    expect(availableSizes(shirt)).toEqual(['S', 'L']);
    expect(availableColours(shirt)).toEqual(['White']);
  });

  it('is in stock from 5, low below 5 ("Only N left"), out at 0', () => {
    expect(stockState(aProduct({ stock: 5 }))).toEqual({ kind: 'inStock' });
    expect(stockState(aProduct({ stock: 4 }))).toEqual({ kind: 'low', left: 4 });
    expect(stockState(aProduct({ stock: 0 })).kind).toBe('out');
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

  it('sells at wholesale terms only while the stock covers the minimum', () => {
    const terms = { unitPrice: '380', minQty: 12 };
    expect(coversWholesaleMinimum(aProduct({ stock: 12, wholesale: terms }))).toBe(true);
    expect(coversWholesaleMinimum(aProduct({ stock: 11, wholesale: terms }))).toBe(false);
    expect(coversWholesaleMinimum(aProduct({ stock: 50 }))).toBe(false);
  });
});
