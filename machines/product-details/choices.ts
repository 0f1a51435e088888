import type { Product } from '../../src/catalog/product';
import { canBeBought, coloursInStock, sizesInStock } from '../../src/catalog/stock-rule';
import type { LineOptions } from '../shopping-list/types';

/** A choice Add to cart needs before it can add: "Choose a size", "Choose a colour". */
export type ChoiceKind = 'size' | 'colour';

/** What a shopper has chosen so far: null where nothing is. */
export interface Chosen {
  size: string | null;
  colour: string | null;
}

/** The choices Add to cart still needs: a size where sold in sizes, a colour where in colours. */
export function missingChoices(product: Product, { size, colour }: Chosen): ChoiceKind[] {
  const missing: ChoiceKind[] = [];
  if (product.sizes.length > 0 && size === null) missing.push('size');
  if (product.colours.length > 0 && colour === null) missing.push('colour');
  return missing;
}

/** The cart line's options: only what was chosen. */
export function chosenOptions({ size, colour }: Chosen): LineOptions {
  return { ...(size === null ? {} : { size }), ...(colour === null ? {} : { colour }) };
}

/** The only size and colour left are chosen for the shopper: there is nothing to choose. */
export function onlyChoices(product: Product): Chosen {
  const only = (available: string[]) => (available.length === 1 ? available[0]! : null);
  return { size: only(sizesInStock(product)), colour: only(coloursInStock(product)) };
}

/** A size can be chosen while some colour has units in it; sizes never wait on a colour. */
export function canChooseSize(product: Product, size: string): boolean {
  return product.sizes.includes(size) && canBeBought(product, { size });
}

/** A colour can be chosen while it has units in the size chosen (any size, before one is). */
export function canChooseColour(product: Product, colour: string, size: string | null): boolean {
  return product.colours.includes(colour) && canBeBought(product, { size, colour });
}

/** The colour still chosen once this size is: kept where it has units in it, else cleared. */
export function colourAfterSize(product: Product, size: string, colour: string | null) {
  return colour !== null && canBeBought(product, { size, colour }) ? colour : null;
}
