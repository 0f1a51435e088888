/** A products document as order placement reads it: what prices a line and what stocks it. */
import type { WholesaleTerms } from '@model/catalog/product';
import {
  numericString,
  strings,
  units,
  variantStock,
  wholesaleTerms,
} from '@model/catalog/product-fields';
import type { Stocked } from '@model/catalog/stock-rule';

export interface OrderProduct extends Stocked {
  productName: string;
  /** Retail unit price, a numeric string in KES. */
  price: string;
  /** What offers scoped to categories read (model/offer/pricing.ts). */
  category: string;
  wholesale?: WholesaleTerms;
}

/**
 * The product, or null when it is gone, unusable (no name, no price) or hidden by staff
 * (functions/src/products): it cannot be sold, so an order is told it is gone and Try again that
 * it is no longer sold.
 */
export function readOrderProduct(data: unknown): OrderProduct | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  if (fields.hidden === true) return null;
  const price = numericString(fields.price);
  const productName = typeof fields.productName === 'string' ? fields.productName.trim() : '';
  if (price === null || productName === '') return null;
  const stockBySize = variantStock(fields.variantStock);
  const wholesale = wholesaleTerms(fields.wholesale);
  return {
    productName,
    price,
    category: typeof fields.category === 'string' ? fields.category : '',
    stock: units(fields.stock),
    ...(stockBySize ? { variantStock: stockBySize } : {}),
    ...(wholesale ? { wholesale } : {}),
    sizes: strings(fields.sizes),
    unavailableSizes: strings(fields.unavailableSizes),
    colours: strings(fields.colours),
    unavailableColours: strings(fields.unavailableColours),
  };
}
