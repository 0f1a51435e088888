import { noSuchOrderMessage } from '@/model/order/refusals';

/** Why a call was refused; the callables turn it into the matching HttpsError. */
export type OrderErrorCode =
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unavailable'
  /** A caller who is not on the shop's team (../staff/staff-member.ts). */
  | 'permission-denied';

/** A refusal whose message is fit for the shopper. */
export class OrderError extends Error {
  override readonly name = 'OrderError';
  constructor(
    readonly code: OrderErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The same answer for a missing order and someone else's: an order number alone tells nothing. */
export function noSuchOrder(): OrderError {
  return new OrderError('not-found', noSuchOrderMessage);
}
