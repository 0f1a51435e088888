/**
 * Readers for the fields of a products document, shared by the browser's data access and the
 * server's order placement: a malformed field reads as empty or absent, never as a throw.
 */
import type { ProductImage, WholesaleTerms } from './product';

/** A price as a numeric string in KES ("1500", "1499.50"), or null when it is not one. */
export function numericString(value: unknown): string | null {
  const textValue = typeof value === 'number' ? String(value) : value;
  if (typeof textValue !== 'string' || !/^\d+(\.\d{1,2})?$/.test(textValue.trim())) return null;
  return textValue.trim();
}

export function stringOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Units in stock: a whole number above 0, anything else 0. */
export function units(value: unknown): number {
  return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : 0;
}

/**
 * Wholesale terms, or undefined without a price and a minimum. A ceiling (`maxQty`) below the
 * minimum, or not a whole number, reads as none: the shop's default holds.
 */
export function wholesaleTerms(value: unknown): WholesaleTerms | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { unitPrice, minQty, maxQty } = value as Record<string, unknown>;
  const price = numericString(unitPrice);
  if (price === null || !Number.isInteger(minQty) || (minQty as number) <= 0) return undefined;
  const terms: WholesaleTerms = { unitPrice: price, minQty: minQty as number };
  if (Number.isSafeInteger(maxQty) && (maxQty as number) >= terms.minQty) {
    terms.maxQty = maxQty as number;
  }
  return terms;
}

/** Stock per size and colour; undefined when the document keeps none (older products). */
export function variantStock(value: unknown): Record<string, number> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).map(([key, count]) => [key, units(count)]));
}

/** The pictures with an address; a name that is not text reads as none. */
export function images(value: unknown): ProductImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { downloadURL, name, colour } = entry as Record<string, unknown>;
    if (typeof downloadURL !== 'string' || !downloadURL) return [];
    const image: ProductImage = { downloadURL, name: typeof name === 'string' ? name : '' };
    if (typeof colour === 'string' && colour.trim()) image.colour = colour.trim();
    return [image];
  });
}
