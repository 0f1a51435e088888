import { describe, expect, it } from 'vitest';
import { images, numericString, units, variantStock, wholesaleTerms } from './product-fields';

describe('product document fields', () => {
  it('read photos with the colour staff marked, leaving out entries without an address', () => {
    expect(
      images([
        { downloadURL: '/a.webp', name: 'Dress', colour: 'Red' },
        { downloadURL: '/b.webp', name: 'Dress, photo 2', colour: '  ' },
        { downloadURL: '/c.webp', colour: 7 },
        { name: 'no address' },
        'text',
      ]),
    ).toEqual([
      { downloadURL: '/a.webp', name: 'Dress', colour: 'Red' },
      { downloadURL: '/b.webp', name: 'Dress, photo 2' },
      { downloadURL: '/c.webp', name: '' },
    ]);
    expect(images('none')).toEqual([]);
  });

  it('read prices as numeric strings', () => {
    expect(numericString(' 1499.50 ')).toBe('1499.50');
    expect(numericString(1500)).toBe('1500');
    expect(numericString('1,500')).toBeNull();
    expect(numericString(undefined)).toBeNull();
  });

  it('read units as whole numbers of at least 0', () => {
    expect(units(12)).toBe(12);
    for (const value of [-1, 2.5, '3', null, Number.NaN]) expect(units(value)).toBe(0);
  });

  it('read wholesale terms only when both parts are usable', () => {
    expect(wholesaleTerms({ unitPrice: '900', minQty: 10 })).toEqual({
      unitPrice: '900',
      minQty: 10,
    });
    expect(wholesaleTerms({ unitPrice: '900', minQty: 0 })).toBeUndefined();
    expect(wholesaleTerms('900')).toBeUndefined();
  });

  it('read a wholesale ceiling of at least the minimum, and none otherwise', () => {
    expect(wholesaleTerms({ unitPrice: '900', minQty: 10, maxQty: 40 })).toEqual({
      unitPrice: '900',
      minQty: 10,
      maxQty: 40,
    });
    for (const maxQty of [9, 12.5, '40', null]) {
      expect(wholesaleTerms({ unitPrice: '900', minQty: 10, maxQty })).toEqual({
        unitPrice: '900',
        minQty: 10,
      });
    }
  });

  it('read stock per size and colour, a malformed count as 0 and a missing map as absent', () => {
    expect(variantStock({ 'M|Black': 3, 'L|Black': -2, 'S|Red': 'many' })).toEqual({
      'M|Black': 3,
      'L|Black': 0,
      'S|Red': 0,
    });
    expect(variantStock(undefined)).toBeUndefined();
    expect(variantStock([3, 4])).toBeUndefined();
  });
});
