import type { ActorRef, Snapshot } from 'xstate';
import type { MarkRefundedRequest, Refund } from '@model/payment/refunds';

export type {
  ListedRefund,
  RefundCursor,
  RefundListPage,
  RefundOutcome,
  RefundPageRequest,
} from '@model/staff/refunds';
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
