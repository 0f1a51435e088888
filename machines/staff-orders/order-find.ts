import { normaliseKenyanPhone } from '@/model/kenyan-phone';
import { checkoutIdSchema } from '@/model/order/request';
import type { OrderFind } from './types';

/** What the field says when the text is neither an order number nor a phone. */
export const orderFindHint =
  'Enter an order number (20 letters or digits) or a Kenyan phone number.';

/**
 * What `Find an order` looks for in the text typed: an order number (the checkout id, 20 letters
 * or digits, maybe after a `#`) or a Kenyan phone in any form a customer gives it; null for
 * neither.
 */
export function readOrderFind(text: string): OrderFind | null {
  const number = text.trim().replace(/^#/, '');
  if (checkoutIdSchema.safeParse(number).success) return { by: 'number', orderId: number };
  const phone = normaliseKenyanPhone(text);
  return phone ? { by: 'phone', phone } : null;
}
