import type { ActorRef, Snapshot } from 'xstate';
import type { MoveReturn, ReceivedLine, ReturnView } from '@model/return/request';
import type { ReturnMove } from '@model/return/return';

export type { MoveReturn, ReceivedLine, ReturnMove, ReturnView };
export type {
  ReturnCursor,
  ReturnListPage,
  ReturnOutcome,
  ReturnPageRequest,
  ShownReturn,
} from '@model/staff/returns';

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
