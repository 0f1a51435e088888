import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { Product, ProductImage, WholesaleTerms } from '../catalog/product';

/**
 * Turns a products document into a Product, or null when it is unusable. One bad document in
 * the backend must cost the shopper that product, never the page.
 */
export function toProduct(id: string, data: DocumentData): Product | null {
  const price = numericString(data.price);
  if (price === null || typeof data.productName !== 'string' || !data.productName.trim()) {
    return null;
  }
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
    stock: Number.isInteger(data.stock) && data.stock > 0 ? (data.stock as number) : 0,
    ...wholesale(data.wholesale),
    keywords: strings(data.keywords),
    createdAt: instant(data.createdAt),
    featured: data.featured === true,
    topSeller: data.topSeller === true,
  };
}

function numericString(value: unknown): string | null {
  const textValue = typeof value === 'number' ? String(value) : value;
  if (typeof textValue !== 'string' || !/^\d+(\.\d{1,2})?$/.test(textValue.trim())) return null;
  return textValue.trim();
}

function stringOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
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

function wholesale(value: unknown): { wholesale?: WholesaleTerms } {
  if (typeof value !== 'object' || value === null) return {};
  const { unitPrice, minQty } = value as Record<string, unknown>;
  const price = numericString(unitPrice);
  return price !== null && Number.isInteger(minQty) && (minQty as number) > 0
    ? { wholesale: { unitPrice: price, minQty: minQty as number } }
    : {};
}

function instant(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  return new Date(0).toISOString();
}
