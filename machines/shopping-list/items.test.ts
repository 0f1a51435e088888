import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityRange, toCartItem, toWishlistItem, withOptions } from './items';
import { aProduct } from './test-products';

describe('list lines', () => {
  it('builds a cart line from a product with its line fields only, quantity 1', () => {
    expect(toCartItem(aProduct({ wholesale: { unitPrice: '3000', minQty: 10 } }))).toEqual({
      id: 'ankara-maxi-dress',
      productName: 'Ankara Print Maxi Dress',
      price: '3500',
      quantity: 1,
      image: [{ downloadURL: '/products/ankara-maxi-dress.svg', name: 'ankara-maxi-dress.svg' }],
      stock: 12,
    });
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

  it('allows 1 up to the stock, or up to 99 when the stock is unknown or not positive', () => {
    expect(quantityRange({ stock: 7 })).toEqual({ min: 1, max: 7 });
    expect(quantityRange({})).toEqual({ min: 1, max: 99 });
    expect(quantityRange({ stock: 0 })).toEqual({ min: 1, max: 99 });
  });

  it('starts a wholesale line at its minimum quantity, which wins over a smaller stock', () => {
    expect(quantityRange({ stock: 40, wholesale: { unitPrice: '380', minQty: 12 } })).toEqual({
      min: 12,
      max: 40,
    });
    expect(quantityRange({ stock: 5, wholesale: { unitPrice: '380', minQty: 12 } })).toEqual({
      min: 12,
      max: 12,
    });
  });

  it('clamps a quantity into that range', () => {
    expect(clampQuantity({ stock: 7 }, 0)).toBe(1);
    expect(clampQuantity({ stock: 7 }, 5)).toBe(5);
    expect(clampQuantity({ stock: 7 }, 8)).toBe(7);
  });
});
