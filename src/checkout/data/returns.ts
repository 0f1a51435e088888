import type { RequestReturn, ReturnView } from '@model/return/request';
import { callFunction } from '@/data/functions';
import { newAutoId } from '@/data/auto-id';

/**
 * A shopper's return or exchange is asked for through the `requestReturn` callable (README,
 * Returns and exchanges): the server checks the units, the window and the stock. The return's id
 * is made on the device once per form, so a request sent again after a lost answer finds the
 * return it made. A failure is a DataError; the server's refusal is its `refused` kind, in the
 * shopper's words.
 */
export const newReturnId = (): string => newAutoId();

/** Asks for the return; answers it as it now stands (step `requested`). */
export function requestReturn(request: RequestReturn): Promise<ReturnView> {
  return callFunction('requestReturn', request);
}
