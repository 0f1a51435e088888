import { variantKey } from '@model/catalog/stock-rule';
import type { StockProduct } from './types';

/** One size and colour of a product with its units, as the stock page lists them. */
export interface VariantRow {
  /** `size|colour` as `variantStock` keys it; null for a product sold without either. */
  variant: string | null;
  label: string;
  /** Null when the document counts units for the whole product only (older products). */
  units: number | null;
  /** False for a size or colour the shop no longer sells (it holds 0 by design). */
  sold: boolean;
}

/** `M / Black`, `M` or `Black`: how staff read a `variantStock` key. */
export function variantLabel(variant: string | null): string {
  if (variant === null) return 'All units';
  return variant.split('|').filter(Boolean).join(' / ') || 'All units';
}

/** Whether the product is sold in sizes or colours, so the form asks which. */
export function hasVariants(product: Pick<StockProduct, 'sizes' | 'colours'>): boolean {
  return product.sizes.length > 0 || product.colours.length > 0;
}

/**
 * Every size and colour of the product with its units: each size with each colour, then any
 * other the document still counts (a size it no longer lists), so no unit is hidden from staff.
 */
export function variantRows(product: StockProduct): VariantRow[] {
  if (!hasVariants(product)) {
    return [{ variant: null, label: variantLabel(null), units: product.stock, sold: true }];
  }
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const colours = product.colours.length > 0 ? product.colours : [''];
  const grid = sizes.flatMap((size) => colours.map((colour) => variantKey(size, colour)));
  const others = Object.keys(product.variantStock ?? {}).filter((key) => !grid.includes(key));
  const unsold = new Set([...product.unavailableSizes, ...product.unavailableColours]);
  return [...grid, ...others].map((key) => ({
    variant: key,
    label: variantLabel(key),
    units: product.variantStock ? (product.variantStock[key] ?? 0) : null,
    sold: grid.includes(key) && key.split('|').every((part) => part === '' || !unsold.has(part)),
  }));
}

/** Whether a change names a size and colour of this product (none for one sold without). */
export function isVariantOf(product: StockProduct, variant: string | null): boolean {
  if (!hasVariants(product)) return variant === null;
  return variant !== null && variantRows(product).some((row) => row.variant === variant);
}
