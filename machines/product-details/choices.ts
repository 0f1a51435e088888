import type { Product } from '@model/catalog/product';
import { canBeBought, coloursInStock, sizesInStock } from '@model/catalog/stock-rule';
import type { LineOptions } from '../shopping-list/types';

/** A choice Add to cart needs before it can add: "Choose a size", "Choose a colour". */
export type ChoiceKind = 'size' | 'colour';

/** What a shopper has chosen so far: null where nothing is. */
export interface Chosen {
  size: string | null;
  colour: string | null;
}

/** The choices a product asks for, size first: a size where sold in sizes, a colour where in colours. */
export function offeredChoices(product: Pick<Product, 'sizes' | 'colours'>): ChoiceKind[] {
  return (['size', 'colour'] as const).filter(
    (kind) => (kind === 'size' ? product.sizes : product.colours).length > 0,
  );
}

/** The choices Add to cart still needs: those the product asks for and the shopper has not made. */
export function missingChoices(product: Product, chosen: Chosen): ChoiceKind[] {
  return offeredChoices(product).filter((kind) => chosen[kind] === null);
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
