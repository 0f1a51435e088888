import { normaliseKenyanPhone } from '@model/kenyan-phone';

/**
 * A Kenyan mobile number as Daraja wants it, `2547XXXXXXXX` or `2541XXXXXXXX` (digits, no `+`),
 * from anything the checkout form accepts; null for anything else. The form's own rule decides,
 * so the server never accepts a number the shopper could not have typed.
 */
export function darajaPhone(text: string): string | null {
  return normaliseKenyanPhone(text)?.slice(1) ?? null;
}
