import { describe, expect, it } from 'vitest';
import type { StockProduct } from './types';
import { isVariantOf, variantLabel, variantRows } from './variants';

const jeans: StockProduct = {
  id: 'p-0001',
  productName: 'High Waist Skinny Jeans',
  sizes: ['30', '32'],
  unavailableSizes: ['32'],
  colours: ['White'],
  unavailableColours: [],
  stock: 7,
  variantStock: { '30|White': 7, '32|White': 0, '28|White': 0 },
};

describe('a product’s sizes and colours on its stock page', () => {
  it('lists each size with each colour, then any other the document still counts', () => {
    expect(variantRows(jeans)).toEqual([
      { variant: '30|White', label: '30 / White', units: 7, sold: true },
      { variant: '32|White', label: '32 / White', units: 0, sold: false },
      { variant: '28|White', label: '28 / White', units: 0, sold: false },
    ]);
  });

  it('lists one line of all units for a product sold without sizes or colours', () => {
    const bag = { ...jeans, sizes: [], colours: [], variantStock: { '|': 7 } };
    expect(variantRows(bag)).toEqual([{ variant: null, label: 'All units', units: 7, sold: true }]);
    expect(isVariantOf(bag, null)).toBe(true);
    expect(isVariantOf(bag, '|')).toBe(false);
  });

  it('says a document counting the whole product only does not count each size', () => {
    const older = { ...jeans, variantStock: undefined };
    expect(variantRows(older).map((row) => row.units)).toEqual([null, null]);
  });

  it('names sizes alone and colours alone', () => {
    expect(variantLabel('M|')).toBe('M');
    expect(variantLabel('|Red')).toBe('Red');
  });

  it('takes a change only for a size and colour of the product', () => {
    expect(isVariantOf(jeans, '30|White')).toBe(true);
    expect(isVariantOf(jeans, '30|Black')).toBe(false);
    expect(isVariantOf(jeans, null)).toBe(false);
  });
});
