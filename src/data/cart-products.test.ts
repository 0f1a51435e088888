import { describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/node-setup';
import { products as fixtureProducts } from '../../mocks/fixtures/products';
import { readCartProducts } from './cart-products';

const catalog = fixtureProducts();
const withTerms = catalog.find((product) => product.wholesale)!;
const retail = catalog.find((product) => !product.wholesale)!;

describe('reading the cart’s products again', () => {
  it('answers each product as the catalog holds it now, by id', async () => {
    expect(await readCartProducts([retail.id, withTerms.id])).toEqual({
      [retail.id]: {
        id: retail.id,
        productName: retail.productName,
        price: retail.price,
        stock: retail.stock,
      },
      [withTerms.id]: {
        id: withTerms.id,
        productName: withTerms.productName,
        price: withTerms.price,
        stock: withTerms.stock,
        wholesale: withTerms.wholesale,
      },
    });
  });

  it('sees a price changed in the backend', async () => {
    await testBackend.store.put('products', retail.id, { ...retail, price: '9999' });
    expect((await readCartProducts([retail.id]))[retail.id]?.price).toBe('9999');
  });

  it('answers null for a product gone, or an id that cannot be one', async () => {
    expect(await readCartProducts(['no-such-product', 'not/an id'])).toEqual({
      'no-such-product': null,
      'not/an id': null,
    });
  });

  it('answers nothing for an empty cart, without a read', async () => {
    expect(await readCartProducts([])).toEqual({});
  });

  it('fails with an unavailable DataError when the catalog cannot be read', async () => {
    testBackend.scenario.set('catalog-error');
    await expect(readCartProducts([retail.id])).rejects.toMatchObject({ kind: 'unavailable' });
  }, 15_000);
});
