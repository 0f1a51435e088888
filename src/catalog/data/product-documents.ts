import type { Product } from '@model/catalog/product';
import { reducedFrom, unpackCard } from '@model/catalog/card-documents';
import {
  images,
  numericString,
  stringOr,
  strings,
  units,
  variantStock,
  wholesaleTerms,
} from '@model/catalog/product-fields';

/**
 * Turns a products document into a Product, or null when it is unusable. One bad document in
 * the backend must cost the shopper that product, never the page.
 */
export function toProduct(id: string, data: Record<string, unknown>): Product | null {
  const price = numericString(data.price);
  if (price === null || typeof data.productName !== 'string' || !data.productName.trim()) {
    return null;
  }
  const stockBySize = variantStock(data.variantStock);
  const wholesale = wholesaleTerms(data.wholesale);
  const wasPrice = reducedFrom(data.wasPrice, price);
  const fields = {
    productName: data.productName.trim(),
    category: stringOr(data.category),
    subCategory: stringOr(data.subCategory),
    brand: stringOr(data.brand),
    tags: strings(data.tags),
    colours: strings(data.colours),
  };
  return {
    id,
    ...fields,
    price,
    priceValue: Number(price),
    ...(wasPrice === null ? {} : { wasPrice }),
    image: images(data.image),
    description: stringOr(data.description),
    sizes: strings(data.sizes),
    unavailableSizes: strings(data.unavailableSizes),
    unavailableColours: strings(data.unavailableColours),
    stock: units(data.stock),
    // Older documents keep no stock per size and colour: absent, never an empty record.
    ...(stockBySize ? { variantStock: stockBySize } : {}),
    ...(wholesale ? { wholesale } : {}),
    createdAt: instant(data.createdAt),
    featured: data.featured === true,
    topSeller: data.topSeller === true,
    // Only a hidden product says so: one in the shop reads as it always has.
    ...(data.hidden === true ? { hidden: true } : {}),
  };
}

/**
 * Turns a card document (model/catalog/card-documents.ts) into the Product a card shows, or null when it
 * is unusable. A card carries no description, tags or keywords, and only the first picture, named
 * by the product.
 */
export function toProductCard(id: string, data: Record<string, unknown>): Product | null {
  const details = unpackCard(data.card);
  if (!details || typeof data.productName !== 'string' || !data.productName.trim()) return null;
  const { imageURL, wholesaleUnitPrice, ...shown } = details;
  const minQty: unknown =
    typeof data.wholesale === 'object' && data.wholesale !== null
      ? (data.wholesale as { minQty?: unknown }).minQty
      : undefined;
  const wholesale = wholesaleTerms({ unitPrice: wholesaleUnitPrice, minQty });
  return {
    id,
    productName: data.productName.trim(),
    ...shown,
    priceValue: Number(details.price),
    image: imageURL ? [{ downloadURL: imageURL, name: '' }] : [],
    category: stringOr(data.category),
    subCategory: stringOr(data.subCategory),
    brand: stringOr(data.brand),
    description: '',
    tags: [],
    ...(wholesale ? { wholesale } : {}),
    createdAt: instant(data.createdAt),
    featured: data.featured === true,
    topSeller: data.topSeller === true,
  };
}

/** A stored time (read as ISO 8601 text, src/data/firestore-rest.ts) in one form. */
function instant(value: unknown): string {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  return new Date(0).toISOString();
}
