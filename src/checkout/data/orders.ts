import type { GetOrderRequest, PayAgainRequest, PlaceOrderRequest } from '@model/order/request';
import type { OrderView, PlaceOrderResponse } from '@model/order/view';
import { newAutoId } from '@/data/auto-id';
import { callFunction } from '@/data/functions';

/**
 * Orders are placed and paid through the shop's Cloud Functions (functions/src): the browser
 * never writes one. Each call is made once, within a time limit; a failure is a DataError. A
 * repeated placeOrder with the same checkout id and access token answers the same order, so a
 * Retry after a call that landed is safe.
 */

/** A checkout id, made on the device when checkout starts: Firestore's 20-character auto-id. */
export const newCheckoutId = (): string => newAutoId();

/** The order's secret: 32 random bytes, base64url without padding (43 characters). */
export function newOrderAccessToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Places the order, or answers what changed in the catalog (then nothing was written). */
export function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return callFunction('placeOrder', request);
}

/** The order as it is now; the server settles a payment whose M-Pesa answer never came. */
export function getOrder(request: GetOrderRequest, timeoutMs = 15_000): Promise<OrderView> {
  return callFunction('getOrder', request, timeoutMs);
}

/** A new M-Pesa prompt for a failed payment, or a switch to cash where the delivery allows it. */
export function payAgain(request: PayAgainRequest): Promise<OrderView> {
  return callFunction('payAgain', request);
}
