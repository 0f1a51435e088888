import { describe, expect, it } from 'vitest';
import { unitsFor } from '@model/catalog/stock-rule';
import { toCartItem, toWishlistItem, withOptions } from '@model/cart/lines';
import { aProduct, dressLine } from '@testing/fixtures/products';

describe('list lines', () => {
  it('builds a cart line from a product with its line fields only, quantity 1', () => {
    expect(toCartItem(aProduct({ wholesale: { unitPrice: '3000', minQty: 10 } }))).toEqual(
      dressLine,
    );
  });

  it('puts the chosen size and colour on a cart line, and only those chosen', () => {
    expect(withOptions(toCartItem(aProduct()), { size: 'M', colour: 'Orange' })).toMatchObject({
      size: 'M',
      colour: 'Orange',
    });
    const sizeOnly = withOptions(toCartItem(aProduct()), { size: 'L' });
    expect(sizeOnly.size).toBe('L');
    expect(sizeOnly).not.toHaveProperty('colour');
  });

  it('builds a wishlist line without a quantity, and copies the images rather than sharing them', () => {
    const product = aProduct();
    const item = toWishlistItem(product);
    expect(item).toEqual({
      id: 'ankara-maxi-dress',
      productName: 'Ankara Print Maxi Dress',
      price: '3500',
      image: [{ downloadURL: '/products/ankara-maxi-dress.svg', name: 'ankara-maxi-dress.svg' }],
      stock: 12,
    });
    expect(item.image).not.toBe(product.image);
  });

  it('copies onto a line what the stock rule allows in the size and colour chosen', () => {
    const jeans = aProduct({
      sizes: ['30', '32'],
      colours: ['Black', 'Navy'],
      stock: 9,
      variantStock: { '30|Black': 4, '30|Navy': 0, '32|Black': 2, '32|Navy': 3 },
    });
    expect(toCartItem(jeans, { size: '30', colour: 'Black' }).stock).toBe(4);
    expect(toCartItem(jeans, { size: '32' }).stock).toBe(5);
    expect(toWishlistItem(jeans).stock).toBe(9);
  });

  it('counts a catalog product by the rule, and a line by the count it carries, if any', () => {
    expect(unitsFor(aProduct({ stock: 0 }))).toBe(0);
    expect(unitsFor(toWishlistItem(aProduct({ stock: 3 })))).toBe(3);
    const specShaped = { id: 'p-1', productName: 'Scarf', price: '800', image: [] };
    expect(unitsFor(specShaped)).toBeNull();
    expect(toCartItem(specShaped)).not.toHaveProperty('stock');
  });
});
