/**
 * The order's number: what people read and say (the thank-you screen, order pages, the back office,
 * texts, the M-Pesa statement), issued by the server and never by the device: `MT-` and six
 * letters and digits from an alphabet without look-alikes (no 0/O, 1/I/L), so it can be read out
 * over the phone. The order's document id stays the device's checkout id (the URL and the retry
 * key), which never appears in a text or a prompt.
 */

/** 31 characters: 31^6, about 887 million numbers. */
export const orderNumberAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const numberLength = 6;
export const orderNumberPattern = new RegExp(`^MT-[${orderNumberAlphabet}]{${numberLength}}$`);

/** A new number from `random` bytes (crypto's, on the server). */
export function makeOrderNumber(random: (length: number) => Uint8Array): string {
  const bytes = random(numberLength);
  let number = 'MT-';
  for (const byte of bytes) number += orderNumberAlphabet[byte % orderNumberAlphabet.length];
  return number;
}

/**
 * What was typed as an order number, as stored (`mt 4k7q2p`, `MT4K7Q2P` and ` mt-4k7q2p ` are all
 * `MT-4K7Q2P`); null for text that cannot be one.
 */
export function readOrderNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const body = compact.startsWith('MT') ? compact.slice(2) : compact;
  const number = `MT-${body}`;
  return orderNumberPattern.test(number) ? number : null;
}
