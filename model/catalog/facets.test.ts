import { describe, expect, it } from 'vitest';
import { facetFor, productFacets } from './facets';

const jeans = {
  sizes: ['30', '32', '34'],
  unavailableSizes: ['34'],
  colours: ['Navy', 'Black', 'Red'],
  unavailableColours: ['Red'],
};

describe('productFacets', () => {
  it('lists each available size, colour family and size-and-colour pair', () => {
    expect(productFacets(jeans)).toEqual([
      'size:30',
      'size:32',
      'colour:Blue',
      'colour:Black',
      'size:30|colour:Blue',
      'size:30|colour:Black',
      'size:32|colour:Blue',
      'size:32|colour:Black',
    ]);
  });

  it('leaves out sizes and colours that cannot be bought', () => {
    const facets = productFacets(jeans);
    expect(facets.some((facet) => facet.includes('size:34'))).toBe(false);
    expect(facets.some((facet) => facet.includes('colour:Red'))).toBe(false);
  });

  it('names two shades of one family once', () => {
    const facets = productFacets({
      sizes: ['M'],
      unavailableSizes: [],
      colours: ['Navy', 'Light Blue'],
      unavailableColours: [],
    });
    expect(facets).toEqual(['size:M', 'colour:Blue', 'size:M|colour:Blue']);
  });

  it('gives a shade of no family no colour facet, and a product with nothing to buy none', () => {
    expect(
      productFacets({
        sizes: ['M'],
        unavailableSizes: [],
        colours: ['Ultraviolet'],
        unavailableColours: [],
      }),
    ).toEqual(['size:M']);
    expect(
      productFacets({
        sizes: ['M'],
        unavailableSizes: ['M'],
        colours: ['Black'],
        unavailableColours: ['Black'],
      }),
    ).toEqual([]);
  });
});

describe('facetFor', () => {
  it.each([
    ['M', 'Blue', 'size:M|colour:Blue'],
    ['M', undefined, 'size:M'],
    [undefined, 'Blue', 'colour:Blue'],
    [undefined, undefined, undefined],
  ])('asks for one facet for size %s and colour %s', (size, colour, facet) => {
    expect(facetFor(size, colour)).toBe(facet);
  });

  it('asks for a facet every matching product carries', () => {
    const facets = productFacets(jeans);
    expect(facets).toContain(facetFor('32', 'Black'));
    expect(facets).toContain(facetFor('30', undefined));
    expect(facets).not.toContain(facetFor('34', 'Black'));
  });
});
