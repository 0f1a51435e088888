/**
 * The shopper's order callables: `placeOrder` (counted against its caller's rate first, then its
 * first M-Pesa prompt) and `getOrder` (an order holding units is settled or expired before it is
 * shown).
 */
import { logger } from 'firebase-functions';
import { getOrderRequestSchema } from '@model/order/request';
import type { OrderView, PlaceOrderResponse } from '@model/order/view';
import { refusalsAsHttps, type Call } from '../core/call';
import { orderClock, type CallContext, type PaymentContext } from '../core/context';
import { Refusal } from '../core/refusal';
import { countWritingCall } from '../limits/rate-limit';
import { isFinal, paymentRef, readPayment } from '../mpesa/payment-record';
import { promptRetryOpen, startPayment } from '../mpesa/push';
import { queryAndSettle } from '../mpesa/settle';
import { expireOrder } from '../mpesa/sweep';
import { writesAlwaysOpen } from '../qa/write-gate';
import { returnWindowDays } from '../shop-config';
import { orderSecretsRef, readOrderSecrets } from './order-secrets';
import { getOrderView, placeOrder, type PlacedOrder } from './place-order';
import { orderRef, readStoredOrder } from './stored-order';

/**
 * The first prompt for an order just placed with M-Pesa. It never throws: the order is placed
 * either way, and one whose prompt did not go out offers Try again (../mpesa/push.ts) until the
 * sweep ends its hold.
 */
async function firstPrompt(context: PaymentContext, placed: PlacedOrder): Promise<void> {
  if (placed.order.payment.method !== 'mpesa') return;
  try {
    await startPayment(context, placed.id);
  } catch (error) {
    logger.error('The M-Pesa prompt was not sent', { orderId: placed.id, error: String(error) });
  }
}

/**
 * A placement sent again (the first call's answer was lost, or the call died) finds its order:
 * a prompt that never went out is sent now, rather than after the shopper's Try again. One that
 * may be on the phone is left for the shopper to decide.
 */
async function promptNeverSent(context: PaymentContext, orderId: string): Promise<void> {
  try {
    const order = readStoredOrder((await orderRef(context.db, orderId).get()).data());
    const secrets = readOrderSecrets((await orderSecretsRef(context.db, orderId).get()).data());
    const neverSent =
      order?.status === 'awaiting-payment' &&
      order.payment.prompt?.state !== 'unconfirmed' &&
      !!secrets &&
      promptRetryOpen(order, secrets, orderClock(context));
    if (neverSent) await startPayment(context, orderId);
  } catch (error) {
    logger.error('The M-Pesa prompt was not sent again', { orderId, error: String(error) });
  }
}

export function placeOrderCall(context: CallContext, call: Call): Promise<PlaceOrderResponse> {
  return refusalsAsHttps(async () => {
    // Under the QA `write-error` scenario not even the caller's counter is written.
    await (context.writeGate ?? writesAlwaysOpen)();
    await countWritingCall(context, call);
    return placeOrder({
      ...context,
      uid: call.auth?.uid ?? null,
      request: call.data,
      afterPlaced: (placed) => firstPrompt(context, placed),
      afterRetried: (orderId) => promptNeverSent(context, orderId),
    });
  });
}

/**
 * Before an order awaiting payment is shown, its push is asked about if its query is due (the
 * callback may be lost) and its hold ended if over; a failure to settle leaves it as it is.
 */
async function settleBeforeShowing(context: PaymentContext, orderId: string): Promise<void> {
  try {
    const secrets = readOrderSecrets((await orderSecretsRef(context.db, orderId).get()).data());
    const pushId = secrets?.push.checkoutRequestId;
    const payment = pushId
      ? readPayment((await paymentRef(context.db, pushId).get()).data())
      : null;
    const due =
      payment?.nextQueryAt && payment.nextQueryAt.toMillis() <= orderClock(context).getTime();
    if (pushId && payment && !isFinal(payment) && due) await queryAndSettle(context, pushId);
    await expireOrder(context, orderId);
  } catch (error) {
    logger.warn('An order could not be settled before it was shown', {
      orderId,
      error: String(error),
    });
  }
}

export function getOrderCall(context: CallContext, call: Call): Promise<OrderView> {
  return refusalsAsHttps(async () => {
    const parsed = getOrderRequestSchema.safeParse(call.data);
    if (!parsed.success) throw new Refusal('invalid-argument', 'This is not an order link.');
    const read = () =>
      getOrderView({
        db: context.db,
        uid: call.auth?.uid ?? null,
        ...parsed.data,
        now: orderClock(context),
        returnWindowDays: context.returnWindowDays ?? returnWindowDays,
      });
    const view = await read();
    // An order whose hold may have run out: unpaid M-Pesa, or cash not yet confirmed.
    const holding = ['awaiting-payment', 'payment-failed', 'pending'].includes(view.status);
    if (!holding) return view;
    await settleBeforeShowing(context, view.id);
    return read();
  });
}
