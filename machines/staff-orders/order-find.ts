import { normaliseKenyanPhone } from '@model/kenyan-phone';
import { readOrderNumber } from '@model/order/number';
import { checkoutIdSchema } from '@model/order/request';
import type { OrderFind } from './types';

/** What the field says when the text is neither an order number nor a phone. */
export const orderFindHint = 'Enter an order number, like MT-4K7Q2P, or a Kenyan phone number.';

/**
 * What `Find an order` looks for in the text typed: an order number however it is typed
 * (`mt 4k7q2p`, `MT4K7Q2P`), the id an older order without a number shows instead (20 letters or
 * digits, maybe after a `#`), or a Kenyan phone in any form a customer gives it; null for none.
 */
export function readOrderFind(text: string): OrderFind | null {
  const number = readOrderNumber(text.replace(/^\s*#/, ''));
  if (number) return { by: 'number', number };
  const id = text.trim().replace(/^#/, '');
  if (checkoutIdSchema.safeParse(id).success) return { by: 'id', orderId: id };
  const phone = normaliseKenyanPhone(text);
  return phone ? { by: 'phone', phone } : null;
}
