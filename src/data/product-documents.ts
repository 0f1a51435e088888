import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { Product, ProductImage } from '../catalog/product';
import {
  numericString,
  stringOr,
  strings,
  units,
  variantStock,
  wholesaleTerms,
} from '../catalog/product-fields';

/**
 * Turns a products document into a Product, or null when it is unusable. One bad document in
 * the backend must cost the shopper that product, never the page.
 */
export function toProduct(id: string, data: DocumentData): Product | null {
  const price = numericString(data.price);
  if (price === null || typeof data.productName !== 'string' || !data.productName.trim()) {
    return null;
  }
  const stockBySize = variantStock(data.variantStock);
  const wholesale = wholesaleTerms(data.wholesale);
  return {
    id,
    productName: data.productName.trim(),
    price,
    priceValue: Number(price),
    image: images(data.image),
    category: stringOr(data.category),
    subCategory: stringOr(data.subCategory),
    brand: stringOr(data.brand),
    description: stringOr(data.description),
    sizes: strings(data.sizes),
    unavailableSizes: strings(data.unavailableSizes),
    colours: strings(data.colours),
    unavailableColours: strings(data.unavailableColours),
    tags: strings(data.tags),
    stock: units(data.stock),
    // Older documents keep no stock per size and colour: absent, never an empty record.
    ...(stockBySize ? { variantStock: stockBySize } : {}),
    ...(wholesale ? { wholesale } : {}),
    keywords: strings(data.keywords),
    createdAt: instant(data.createdAt),
    featured: data.featured === true,
    topSeller: data.topSeller === true,
  };
}

function images(value: unknown): ProductImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { downloadURL, name } = entry as Record<string, unknown>;
    return typeof downloadURL === 'string' && downloadURL
      ? [{ downloadURL, name: typeof name === 'string' ? name : '' }]
      : [];
  });
}

function instant(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  return new Date(0).toISOString();
}
