import { describe, expect, it } from 'vitest';
import { lowestUnits } from './lowest-units';

describe('the fewest units a product has left', () => {
  it('is the fewest over the sizes and colours it sells', () => {
    const jeans = { stock: 9, variantStock: { '30|Black': 2, '32|Black': 7 } };
    expect(lowestUnits(jeans)).toBe(2);
  });

  it('leaves out sizes and colours no longer sold, which hold 0 by design', () => {
    const jeans = {
      stock: 9,
      variantStock: { '30|Black': 6, '32|Black': 3, '34|Black': 0 },
      unavailableSizes: ['34'],
    };
    expect(lowestUnits(jeans)).toBe(3);
  });

  it('is the stock of a product without sizes or colours', () => {
    expect(lowestUnits({ stock: 4 })).toBe(4);
    expect(lowestUnits({})).toBe(0);
  });
});
