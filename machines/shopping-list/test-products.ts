import type { Product } from '../../src/catalog/product';

/** A whole catalog product for tests, with overrides: lists must keep only their own fields. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 'ankara-maxi-dress';
  return {
    id,
    productName: 'Ankara Print Maxi Dress',
    price: '3500',
    priceValue: 3500,
    image: [{ downloadURL: `/products/${id}.svg`, name: `${id}.svg` }],
    category: 'Ladies',
    subCategory: 'Dresses',
    brand: 'Mtindo',
    description: 'A flowing maxi dress in a bold Ankara print.',
    sizes: ['S', 'M', 'L'],
    unavailableSizes: [],
    colours: ['Orange'],
    unavailableColours: [],
    tags: ['dress'],
    stock: 12,
    createdAt: '2024-05-01T08:00:00.000Z',
    featured: false,
    topSeller: true,
    ...overrides,
  };
}
