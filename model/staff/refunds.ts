/** Refunds as the back office's data access reads them (src/staff/data/refunds.ts). */
import type { Refund } from '../payment/refunds';

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
