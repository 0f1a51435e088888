/** Returns as the back office's data access reads them (src/staff/data/returns.ts). */
import type { Refund } from '../payment/refunds';
import type { ReturnView } from '../return/request';

/** Where the next page of open returns starts: after this one (its full path), newest first. */
export interface ReturnCursor {
  seconds: number;
  nanoseconds: number;
  path: string;
}

export interface ReturnListPage {
  returns: ReturnView[];
  /** Null on the last page. */
  next: ReturnCursor | null;
}

export interface ReturnPageRequest {
  after: ReturnCursor | null;
}

/** A return on its order's page, with the refund record its money goes back through, once owed. */
export interface ShownReturn {
  view: ReturnView;
  refund: Refund | null;
}

/** What moveReturn answered: the return as it now stands, or the server's word why not. */
export type ReturnOutcome =
  { outcome: 'done'; view: ReturnView } | { outcome: 'refused'; message: string };
