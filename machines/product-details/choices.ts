import type { Product } from '../../src/catalog/product';

/** A choice Add to cart needs before it can add: "Choose a size", "Choose a colour". */
export type ChoiceKind = 'size' | 'colour';

/** Below this many, the page says "Only N left". */
export const lowStockBelow = 5;

export type StockState =
  { kind: 'inStock' } | { kind: 'low'; left: number } | { kind: 'out'; reason: string };

type Choosable = Pick<Product, 'sizes' | 'unavailableSizes' | 'colours' | 'unavailableColours'>;

export function availableSizes(product: Choosable): string[] {
  return product.sizes.filter((size) => !product.unavailableSizes.includes(size));
}

export function availableColours(product: Choosable): string[] {
  return product.colours.filter((colour) => !product.unavailableColours.includes(colour));
}

/**
 * In stock, low ("Only N left") or out. A product offered in sizes (or colours) of which none is
 * left is out too: no choice could be made.
 */
export function stockState(product: Choosable & Pick<Product, 'stock'>): StockState {
  if (product.stock <= 0) return { kind: 'out', reason: 'This product is sold out.' };
  if (product.sizes.length > 0 && availableSizes(product).length === 0) {
    return { kind: 'out', reason: 'Every size is sold out.' };
  }
  if (product.colours.length > 0 && availableColours(product).length === 0) {
    return { kind: 'out', reason: 'Every colour is sold out.' };
  }
  return product.stock < lowStockBelow ? { kind: 'low', left: product.stock } : { kind: 'inStock' };
}

/** Wholesale terms can be bought only while the stock covers their minimum quantity. */
export function coversWholesaleMinimum(product: Pick<Product, 'stock' | 'wholesale'>): boolean {
  return product.wholesale !== undefined && product.stock >= product.wholesale.minQty;
}
