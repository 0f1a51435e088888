import { describe, expect, it } from 'vitest';
import { matchCategory, safeDecode } from './category-match';

describe('matchCategory', () => {
  it.each([
    ['ladies', undefined, { category: 'Ladies' }],
    ['Ladies', 'Cargo pants', { category: 'Ladies', subCategory: 'Cargo pants' }],
    ['ladies', 'Cargo%20pants', { category: 'Ladies', subCategory: 'Cargo pants' }],
    ['LADIES', 'cargo-pants', { category: 'Ladies', subCategory: 'Cargo pants' }],
    ['men', 't-shirts', { category: 'Men', subCategory: 'T-Shirts' }],
    ['men', 'T-Shirts', { category: 'Men', subCategory: 'T-Shirts' }],
    ['kids', 'boys-jeans', { category: 'Kids', subCategory: 'Boys jeans' }],
    ['sportswear', 'Sports%20bras', { category: 'Sportswear', subCategory: 'Sports bras' }],
    ['outerwear', 'rain_jackets', { category: 'Outerwear', subCategory: 'Rain jackets' }],
    ['shoes', '', { category: 'Shoes' }],
  ])('reads /product-category/%s/%s', (category, sub, expected) => {
    expect(matchCategory(category, sub)).toEqual(expected);
  });

  it.each([
    ['electronics', undefined],
    ['men', 'dresses'],
    ['%E0%A4%A', undefined],
    ['ladies', '%ZZ'],
    ['', undefined],
  ])('finds nothing for /product-category/%s/%s', (category, sub) => {
    expect(matchCategory(category, sub)).toBeNull();
  });
});

describe('safeDecode', () => {
  it('decodes what is well encoded and keeps what is not', () => {
    expect(safeDecode('sweat%20pants')).toBe('sweat pants');
    expect(safeDecode('100%')).toBe('100%');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
