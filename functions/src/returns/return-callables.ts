/** The return callables' bodies as callables receive them, their refusals as HttpsErrors. */
import { asCallable } from '../core/call';
import type { OrderContext } from '../core/context';
import { moveReturn, type MoveReturnContext } from './move-return';
import { requestReturn } from './request-return';

/** `ReturnView`. */
export const requestReturnCall = asCallable((context: OrderContext, call) =>
  requestReturn(context, call),
);

/** Staff's step on a return: `ReturnView` as it stands after. */
export const moveReturnCall = asCallable((context: MoveReturnContext, call) =>
  moveReturn(context, call),
);
