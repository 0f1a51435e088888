/** The return callables' bodies as callables receive them, their refusals as HttpsErrors. */
import { asCallable } from '../core/call';
import { requestReturn, type ReturnContext } from './request-return';

/** `ReturnView`. */
export const requestReturnCall = asCallable((context: ReturnContext, call) =>
  requestReturn(context, call),
);
