/**
 * Stock per size and colour. A product's `variantStock` maps `${size}|${colour}` to units, with
 * '' standing for "not sold in sizes" (or colours): `M|Black`, `|Red`, `One size|Tan`, `|`.
 */
import type { Product } from './product';

export type Stocked = Pick<
  Product,
  'stock' | 'variantStock' | 'sizes' | 'unavailableSizes' | 'colours' | 'unavailableColours'
>;

/** The `variantStock` key of a size and colour; none is ''. */
export function variantKey(size: string | null | undefined, colour: string | null | undefined) {
  return `${size ?? ''}|${colour ?? ''}`;
}

function available(all: readonly string[], unavailable: readonly string[]): string[] {
  return all.length === 0 ? [''] : all.filter((choice) => !unavailable.includes(choice));
}

/**
 * The variants a line can be filled from: its size and colour where chosen, any available one
 * where not (a line moved from the wishlist carries no choice; the shop picks when packing).
 * A choice the product is not sold in, or has sold out of, matches nothing.
 */
export function matchingVariants(
  product: Omit<Stocked, 'stock' | 'variantStock'>,
  size: string | null | undefined,
  colour: string | null | undefined,
): string[] {
  const sizes = available(product.sizes, product.unavailableSizes).filter(
    (candidate) => !size || candidate === size,
  );
  const colours = available(product.colours, product.unavailableColours).filter(
    (candidate) => !colour || candidate === colour,
  );
  return sizes.flatMap((candidate) => colours.map((shade) => variantKey(candidate, shade)));
}

/** Every variant that can be bought: the keys seeded stock is split over. */
export function availableVariants(product: Omit<Stocked, 'stock' | 'variantStock'>): string[] {
  return matchingVariants(product, null, null);
}

/**
 * Units a line with this size and colour could take: the matching variants' stock, never more
 * than the product's total, or the total alone for a document without `variantStock`.
 */
export function unitsInStock(
  product: Stocked,
  size: string | null | undefined,
  colour: string | null | undefined,
): number {
  const keys = matchingVariants(product, size, colour);
  if (keys.length === 0) return 0;
  if (!product.variantStock) return product.stock;
  const units = keys.reduce((sum, key) => sum + (product.variantStock?.[key] ?? 0), 0);
  return Math.min(units, product.stock);
}
