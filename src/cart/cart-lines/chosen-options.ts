import type { LineOptions } from '../../../machines/shopping-list/types';

/** "Size M · Colour Blue": what the shopper chose on the product page; "" when nothing. */
export function chosenOptions({ size, colour }: LineOptions): string {
  return [size ? `Size ${size}` : '', colour ? `Colour ${colour}` : ''].filter(Boolean).join(' · ');
}
