/**
 * The callables' bodies: the call's auth, address and data in, the contract's answer out. Each
 * shopper's call that writes or prompts is counted against its caller's rate first (the back
 * office's are staff's, checked by their role and team record instead), and a refusal becomes
 * the HttpsError the client SDK shows; Firestore being busy or down reads as `unavailable` (the
 * caller may try again), anything else stays `internal`.
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { getOrderRequestSchema } from '@/model/order/request';
import type { OrderView, PlaceOrderResponse } from '@/model/order/view';
import { callerAddress, countCall, type RawRequest } from './limits/rate-limit';
import { writesAlwaysOpen } from './qa/write-gate';
import { payAgain } from './mpesa/pay-again';
import type { PaymentContext } from './mpesa/payment-context';
import { isFinal, paymentRef, readPayment } from './mpesa/payment-record';
import { promptRetryOpen, startPayment } from './mpesa/push';
import { queryAndSettle } from './mpesa/settle';
import { expireOrder } from './mpesa/sweep';
import { OrderError } from './orders/errors';
import { orderSecretsRef, readOrderSecrets } from './orders/order-secrets';
import { orderRef, readStoredOrder } from './orders/stored-order';
import {
  getOrderView,
  orderClock,
  placeOrder,
  type OrderContext,
  type PlacedOrder,
} from './orders/place-order';
import { listPayments } from './mpesa/payments-day';
import { markRefunded, refundByMpesa } from './refunds/refund-callables';
import { adjustStock } from './staff/adjust-stock';
import { markReplied } from './staff/mark-replied';
import { takeOrderStep } from './staff/order-steps';
import { addStaff, removeStaff } from './staff/team';
import { logger } from 'firebase-functions';

export type Call = Pick<CallableRequest<unknown>, 'auth' | 'data'> & {
  rawRequest?: RawRequest;
};

export interface CallContext extends PaymentContext {
  /** Calls of placeOrder and payAgain one caller may make in a minute. */
  callsPerMinute: number;
  /** Calls of placeOrder and payAgain the whole shop takes in a minute; none where unsaid. */
  shopCallsPerMinute?: number;
}

// gRPC codes Firestore fails with when it is busy or down: worth a retry by the shopper.
const transient = new Set([4, 10, 14]);

/** Runs a callable's body, its refusals and Firestore's passing failures as HttpsErrors. */
export async function refusalsAsHttps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError) throw new HttpsError(error.code, error.message);
    if (transient.has((error as { code?: unknown } | null)?.code as number)) {
      throw new HttpsError('unavailable', 'The shop is busy just now: try again in a moment.');
    }
    throw error;
  }
}

const callerOf = (call: Call) => ({
  uid: call.auth?.uid ?? null,
  ip: callerAddress(call.rawRequest),
});

/** Counts a call that writes or prompts: against its caller, then against the whole shop. */
async function countWritingCall(context: CallContext, call: Call): Promise<void> {
  const now = orderClock(context);
  await countCall(context.db, callerOf(call), context.callsPerMinute, now);
  if (context.shopCallsPerMinute !== undefined) {
    await countCall(context.db, 'shop', context.shopCallsPerMinute, now);
  }
}

/**
 * The first prompt for an order just placed with M-Pesa. It never throws: the order is placed
 * either way, and one whose prompt did not go out offers Try again (./mpesa/push.ts) until the
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
    if (!parsed.success) throw new OrderError('invalid-argument', 'This is not an order link.');
    const read = () =>
      getOrderView({ db: context.db, uid: call.auth?.uid ?? null, ...parsed.data });
    const view = await read();
    // An order whose hold may have run out: unpaid M-Pesa, or cash not yet confirmed.
    const holding = ['awaiting-payment', 'payment-failed', 'pending'].includes(view.status);
    if (!holding) return view;
    await settleBeforeShowing(context, view.id);
    return read();
  });
}

export function payAgainCall(context: CallContext, call: Call): Promise<OrderView> {
  return refusalsAsHttps(async () => {
    await (context.writeGate ?? writesAlwaysOpen)();
    await countWritingCall(context, call);
    const uid = call.auth?.uid ?? null;
    const { orderId } = await payAgain(context, call.data, uid);
    const { accessToken } = call.data as { accessToken: string };
    return getOrderView({ db: context.db, uid, orderId, accessToken });
  });
}

/** A back-office body as a callable's: its refusals as HttpsErrors. */
const backOffice =
  <Context, Answer>(body: (context: Context, call: Call) => Promise<Answer>) =>
  (context: Context, call: Call): Promise<Answer> =>
    refusalsAsHttps(() => body(context, call));

/** Each order step answers where the order stands after it: `{status, fulfilment}`. */
export const confirmOrderCall = backOffice((context: OrderContext, call) =>
  takeOrderStep(context, call, 'confirm'),
);
export const packOrderCall = backOffice((context: OrderContext, call) =>
  takeOrderStep(context, call, 'pack'),
);
export const dispatchOrderCall = backOffice((context: OrderContext, call) =>
  takeOrderStep(context, call, 'dispatch'),
);
export const deliverOrderCall = backOffice((context: OrderContext, call) =>
  takeOrderStep(context, call, 'deliver'),
);
export const cancelOrderCall = backOffice((context: OrderContext, call) =>
  takeOrderStep(context, call, 'cancel'),
);
/** The product's units after the change: `{stock, variantStock}`. */
export const adjustStockCall = backOffice(adjustStock);
/** A refund after a reversal was sent, or after one made outside the shop: `Refund`. */
export const refundByMpesaCall = backOffice(refundByMpesa);
export const markRefundedCall = backOffice(markRefunded);
/** One page of a day's M-Pesa payments with the day's totals: `PaymentsDay`. */
export const listPaymentsCall = backOffice(listPayments);
export const markRepliedCall = backOffice(markReplied);
/** The member: `{uid, email, name, role, addedAt}`. */
export const addStaffCall = backOffice(addStaff);
export const removeStaffCall = backOffice(removeStaff);
