import type { Product } from '@model/catalog/product';
import type { CartItem } from './types';

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

/** The cart line `aProduct()` makes: its line fields only, quantity 1, its stock copied. */
export const dressLine: CartItem = {
  id: 'ankara-maxi-dress',
  productName: 'Ankara Print Maxi Dress',
  price: '3500',
  quantity: 1,
  image: [{ downloadURL: '/products/ankara-maxi-dress.svg', name: 'ankara-maxi-dress.svg' }],
  stock: 12,
};
