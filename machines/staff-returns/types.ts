import type { ActorRef, Snapshot } from 'xstate';
import type { Refund } from '@model/payment/refunds';
import type { MoveReturn, ReceivedLine, ReturnView } from '@model/return/request';
import type { ReturnMove } from '@model/return/return';

export type { MoveReturn, ReceivedLine, ReturnMove, ReturnView };

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

/**
 * What a return's actions tell the page showing it, once the server answered: the return as it
 * now stands, or null when it refused (someone else moved it first).
 */
export interface ReturnChanged {
  type: 'return.changed';
  returnId: string;
  view: ReturnView | null;
}

/** The machine showing a return, which its actions tell of every answer. */
export type ReturnOwner = ActorRef<Snapshot<unknown>, ReturnChanged>;
