import { noSuchOrderMessage } from '@model/order/refusals';
import { Refusal } from '../core/refusal';

/** The same answer for a missing order and someone else's: an order number alone tells nothing. */
export function noSuchOrder(): Refusal {
  return new Refusal('not-found', noSuchOrderMessage);
}
