/**
 * The fewest units any size and colour of a product has left: what the back office's `Low stock`
 * list is ordered by (`lowestUnits` on products, kept by the stock ledger, functions/src/stock).
 */
import { strings, units, variantStock } from './product-fields';

/** Below this, a size or colour is low on stock (../shared/QA-CONTRACT.md, Back office). */
export const lowStockBelow = 5;

export function lowestUnits(product: Readonly<Record<string, unknown>>): number {
  const perVariant = variantStock(product.variantStock);
  if (!perVariant) return units(product.stock);
  const unsold = new Set([
    ...strings(product.unavailableSizes),
    ...strings(product.unavailableColours),
  ]);
  // Sizes and colours the shop no longer sells hold 0 by design: they are not running low.
  const sold = Object.entries(perVariant).filter(([key]) =>
    key.split('|').every((part) => part === '' || !unsold.has(part)),
  );
  return sold.length === 0 ? units(product.stock) : Math.min(...sold.map(([, count]) => count));
}
