/**
 * The M-Pesa Cloud Functions, exported from index.ts: Safaricom's callback, the shopper's
 * `payAgain`, and the hooks the order functions use (the first prompt, reconciliation).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, onRequest, type Request } from 'firebase-functions/https';
import type { OrderView } from '@/model/order/view';
import { OrderError } from '../orders/errors';
import { getOrderView } from '../orders/place-order';
import { darajaFromParams, mpesaQueryAfterSeconds, mpesaSecrets } from './config';
import {
  callbackAnswer,
  payAgain as payAgainOrder,
  PaymentError,
  recordCallback,
  reconcile,
  startPayment,
  type PaymentContext,
  type Reconciliation,
} from './payments';

export { mpesaSecrets } from './config';

function paymentContext(): PaymentContext {
  const app = getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp();
  return { db: getFirestore(app), daraja: darajaFromParams() };
}

/** Safaricom's body as JSON, whatever content type it came with. */
function callbackBody(request: Request): unknown {
  if (typeof request.body === 'object' && request.body !== null && !Buffer.isBuffer(request.body)) {
    return request.body;
  }
  try {
    return JSON.parse((request.rawBody ?? Buffer.from('')).toString('utf8'));
  } catch {
    return null;
  }
}

/** Where Safaricom posts each push's result: the `MPESA_CALLBACK_URL` param names it. */
export const mpesaCallback = onRequest({ secrets: mpesaSecrets }, async (request, response) => {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).json({ ResultCode: 1, ResultDesc: 'POST only' });
    return;
  }
  const effect = await recordCallback(paymentContext(), callbackBody(request));
  if (effect !== 'recorded') logger.warn('M-Pesa callback not recorded', { effect });
  const answer = callbackAnswer(effect);
  response.status(answer.httpStatus).json(answer.body);
});

/**
 * A new M-Pesa prompt for a failed order, or a switch to cash where its delivery allows; answers
 * the order as it now is (`OrderView`).
 */
export const payAgain = onCall({ secrets: mpesaSecrets }, async (request): Promise<OrderView> => {
  const context = paymentContext();
  const uid = request.auth?.uid ?? null;
  try {
    const { orderId } = await payAgainOrder(context, request.data, uid);
    const { accessToken } = request.data as { accessToken: string };
    return await getOrderView({ db: context.db, uid, orderId, accessToken });
  } catch (error) {
    if (error instanceof PaymentError || error instanceof OrderError) {
      throw new HttpsError(error.code, error.message);
    }
    throw error;
  }
});

/**
 * The first prompt for an order just placed with M-Pesa, for `placeOrder`'s `afterPlaced` (that
 * function must then declare `mpesaSecrets`). A cash order is left alone. It never throws: the
 * order is placed either way, and one whose prompt did not go out fails by reconciliation, so
 * the shopper is offered `Try again`.
 */
export async function startMpesaPrompt(placed: {
  id: string;
  order: { payment: { method: string } };
}): Promise<void> {
  if (placed.order.payment.method !== 'mpesa') return;
  try {
    await startPayment(paymentContext(), placed.id);
  } catch (error) {
    logger.error('The M-Pesa prompt was not sent', { orderId: placed.id, error: String(error) });
  }
}

/**
 * Settles an order whose callback never came, for `getOrder` before it reads the order (that
 * function must then declare `mpesaSecrets`). Null when it could not: the order reads as it is.
 */
export async function reconcileMpesa(orderId: string): Promise<Reconciliation | null> {
  try {
    return await reconcile(paymentContext(), orderId, mpesaQueryAfterSeconds.value() * 1000);
  } catch (error) {
    if (!(error instanceof PaymentError)) {
      logger.error('M-Pesa reconciliation failed', { orderId, error: String(error) });
    }
    return null;
  }
}
