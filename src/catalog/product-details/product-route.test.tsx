import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDocument, products } from '../../../mocks/backend/fixtures/products';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { productPath } from '../paths';
import type { Product } from '@model/catalog/product';
import { renderRoute } from '@testing/helpers/render-route';

const seeded = products().find((product) => product.stock > 0 && product.image.length > 1);
if (!seeded) throw new Error('The fixtures hold no product in stock with two images');

/** A product stored for one test: the emulator answers it like any other. */
async function store(product: Product) {
  const { id, data } = productDocument(product);
  await testBackend.store.put('products', id, data);
  return product;
}

describe('the product details route', () => {
  it('shows a product whose name looks percent-encoded, without moving', async () => {
    const product = await store({ ...seeded, id: 'p-encoded-name', productName: 'Tee %41 cotton' });
    const app = renderRoute(productPath(product));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tee %41 cotton' }),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe(productPath(product));
  });

  it('shows a product whose name holds an encoded slash, without moving', async () => {
    const product = await store({ ...seeded, id: 'p-encoded-slash', productName: 'Tee 50%2F50' });
    const app = renderRoute(productPath(product));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tee 50%2F50' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('heading', { level: 1, name: 'Tee 50%2F50' })).toBeInTheDocument();
    expect(app.currentPath()).toBe(productPath(product));
  });

  it('shows a product whose image address is malformed', async () => {
    const [first, ...others] = seeded.image;
    const product = await store({
      ...seeded,
      id: 'p-malformed-image',
      image: [{ ...first!, downloadURL: 'https://[not-an-address' }, ...others],
    });
    renderRoute(productPath(product));
    expect(
      await screen.findByRole('heading', { level: 1, name: product.productName }),
    ).toBeInTheDocument();
  });
});
