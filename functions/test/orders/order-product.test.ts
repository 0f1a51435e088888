/** A products document as order placement reads it (functions/src/orders/order-product.ts). */
import { describe, expect, it } from 'vitest';
import { readOrderProduct } from '../../src/orders/order-product';
import { jeans } from './order-fixtures';

describe('a product as an order reads it', () => {
  it('is what prices and stocks a line', () => {
    expect(readOrderProduct({ ...jeans, description: 'Stretch denim.' })).toEqual(jeans);
  });

  it('cannot be sold without a name or a price', () => {
    expect(readOrderProduct({ ...jeans, productName: '  ' })).toBeNull();
    expect(readOrderProduct({ ...jeans, price: 'ask us' })).toBeNull();
    expect(readOrderProduct(undefined)).toBeNull();
  });

  it('cannot be sold once staff hid it from the shop: it reads as gone', () => {
    expect(readOrderProduct({ ...jeans, hidden: true })).toBeNull();
    // Only `hidden: true` hides, as the catalog's cards read it (model/catalog/card-documents.ts).
    expect(readOrderProduct({ ...jeans, hidden: false })).toEqual(jeans);
  });
});
