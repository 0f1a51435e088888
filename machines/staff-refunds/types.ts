import type { ActorRef, Snapshot } from 'xstate';
import type { MarkRefundedRequest, Refund } from '@model/payment/refunds';

/** A refund as the Refunds tab lists it: `id` is its document's, the payment's id. */
export interface ListedRefund extends Refund {
  id: string;
}

/** Where the next page of open refunds starts: after this one, newest first. */
export interface RefundCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

export interface RefundListPage {
  refunds: ListedRefund[];
  /** Null on the last page. */
  next: RefundCursor | null;
}

export interface RefundPageRequest {
  after: RefundCursor | null;
}

/** What a refund callable answered: the refund as it now stands, or the server's word why not. */
export type RefundOutcome =
  { outcome: 'done'; refund: Refund } | { outcome: 'refused'; message: string };

export type { MarkRefundedRequest };

/**
 * What a refund's actions tell the list or the order that shows it, once the server answered:
 * the refund as it now stands, or null when it refused (someone else acted first).
 */
export interface RefundChanged {
  type: 'refund.changed';
  paymentId: string;
  refund: Refund | null;
}

/** The machine showing a refund, which its actions tell of every answer. */
export type RefundOwner = ActorRef<Snapshot<unknown>, RefundChanged>;
