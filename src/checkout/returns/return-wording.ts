import { nairobiDate, nairobiTime } from '../../../machines/checkout/nairobi-time';
import type { ReturnViewLine } from '@model/return/request';

/** What the shopper does once a return is asked for or approved, as the text says it. */
export { returnNextStep } from '@model/return/return';

/** The return window, while it is open (its closing in Nairobi's time) and once it closed. */
export const windowOpenNote = (closesAt: string) =>
  `You can ask for a return until ${nairobiDate(closesAt)}, ${nairobiTime(closesAt)}.`;
export const windowClosedNote = (closesAt: string) =>
  `Returns for this order closed on ${nairobiDate(closesAt)}.`;

/** A line as bought: `Mom Fit Jeans, size 30, Denim Blue`. */
export const lineName = (line: {
  productName: string;
  size: string | null;
  colour: string | null;
}) =>
  [line.productName, line.size ? `size ${line.size}` : null, line.colour]
    .filter(Boolean)
    .join(', ');

/** What an exchange asked for instead: `size 32, White`; as bought where nothing was named. */
export function exchangeWanted(exchange: NonNullable<ReturnViewLine['exchange']>): string {
  const wanted = [exchange.size ? `size ${exchange.size}` : null, exchange.colour].filter(Boolean);
  return wanted.length > 0 ? wanted.join(', ') : 'the same again';
}
