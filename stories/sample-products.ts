import type { Product } from '@model/catalog/product';
import { products } from '../mocks/backend/fixtures/products';

const catalog = products();

/** Real fixture products, so stories show what the shop shows. */
export const sampleProducts: Product[] = catalog.slice(0, 8);

export const inStock = catalog.find((p) => p.stock > 4 && !p.wholesale) ?? catalog[0]!;
export const outOfStock = catalog.find((p) => p.stock === 0) ?? { ...inStock, stock: 0 };
export const longName: Product = {
  ...inStock,
  id: 'story-long-name',
  productName:
    'Handwoven Kiondo Shoulder Bag with Leather Straps, Beaded Trim and an Inside Zip Pocket for Everyday Use',
};
export const noImage: Product = { ...inStock, id: 'story-no-image', image: [] };
