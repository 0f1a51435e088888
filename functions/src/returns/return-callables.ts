/** The return callables' bodies as callables receive them, their refusals as HttpsErrors. */
import { asCallable } from '../core/call';
import { moveReturn } from './move-return';
import { requestReturn, type ReturnContext } from './request-return';

/** `ReturnView`. */
export const requestReturnCall = asCallable((context: ReturnContext, call) =>
  requestReturn(context, call),
);

/** Staff's step on a return: `ReturnView` as it stands after. */
export const moveReturnCall = asCallable((context: ReturnContext, call) =>
  moveReturn(context, call),
);
