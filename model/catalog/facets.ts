import { colourFamily } from './filter-options';
import type { Product } from './product';

/**
 * Firestore allows one array-contains per query, so a product carries every size and colour
 * (and each size-and-colour pair) it can be bought in as one `facets` array: a query filters
 * by size, colour or both with a single array-contains.
 */
export function sizeFacet(size: string): string {
  return `size:${size}`;
}

export function colourFacet(colour: string): string {
  return `colour:${colour}`;
}

export function sizeAndColourFacet(size: string, colour: string): string {
  return `${sizeFacet(size)}|${colourFacet(colour)}`;
}

/** The one facet a size and colour filter asks for, or undefined when neither is chosen. */
export function facetFor(size: string | undefined, colour: string | undefined): string | undefined {
  if (size && colour) return sizeAndColourFacet(size, colour);
  if (size) return sizeFacet(size);
  if (colour) return colourFacet(colour);
  return undefined;
}

/**
 * The facets of a product: only what can be bought (unavailable sizes and colours are left
 * out), colours by family ("Navy" counts as Blue); a shade of no family gets no colour facet.
 */
export function productFacets(
  product: Pick<Product, 'sizes' | 'unavailableSizes' | 'colours' | 'unavailableColours'>,
): string[] {
  const sizes = unique(product.sizes.filter((size) => !product.unavailableSizes.includes(size)));
  const families = unique(
    product.colours
      .filter((colour) => !product.unavailableColours.includes(colour))
      .flatMap((colour) => colourFamily(colour) ?? []),
  );
  return [
    ...sizes.map(sizeFacet),
    ...families.map(colourFacet),
    ...sizes.flatMap((size) => families.map((family) => sizeAndColourFacet(size, family))),
  ];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
