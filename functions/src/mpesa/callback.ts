/**
 * Safaricom's result for a push, posted to the callback URL. The URL is public, so a post without
 * the callback key, or larger than any of Safaricom's, is answered and written nowhere. A keyed
 * one is saved raw (`mpesaCallbacks`) and kept on its push's record; its URL names the order and
 * attempt it was sent for, so it finds its order even when the push's own answer never arrived
 * (./push.ts): the record is made from the callback then. A success that matches no order of the
 * shop is recorded too, as money to give back. None changes an order by itself: M-Pesa's status
 * query, asked with the callback's CheckoutRequestID, settles the push (./settle.ts); one whose
 * query gives no final answer yet waits for the sweep (./sweep.ts).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { getOrderSecrets, orderSecretsRef } from '../orders/order-secrets';
import { orderClock } from '../core/context';
import { getStoredOrder, orderRef } from '../orders/stored-order';
import { wholeShillings } from './daraja';
import { parseStkCallback, type StkCallback } from './outcome';
import type { PaymentContext } from '../core/context';
import {
  createPayment,
  getPayment,
  newPayment,
  writePayment,
  type PaymentCallback,
} from './payment-record';
import { queryAndSettle } from './settle';

export const mpesaCallbacksCollection = 'mpesaCallbacks';

/** What a callback did: `rejected` and `too-large` are the only ones not told `Accepted`. */
export type CallbackEffect =
  | 'rejected'
  | 'too-large'
  | 'ignored'
  | 'unknown'
  | 'recorded'
  | 'duplicate'
  | 'refund-due'
  | 'awaiting-query';

/** The HTTP answer: Safaricom retries anything but `ResultCode` 0, which helps no one here. */
export function callbackAnswer(effect: CallbackEffect): {
  httpStatus: 200 | 400 | 413;
  body: { ResultCode: number; ResultDesc: string };
} {
  if (effect === 'too-large') {
    return { httpStatus: 413, body: { ResultCode: 1, ResultDesc: 'Rejected: too large' } };
  }
  return effect === 'rejected'
    ? { httpStatus: 400, body: { ResultCode: 1, ResultDesc: 'Rejected: not an STK callback' } }
    : { httpStatus: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } };
}

/** Safaricom's callbacks are about 1 KB: anything over this is not theirs, and is not kept. */
export const callbackSizeLimit = 4096;

/** What the callback's URL says besides its body: the key, and the push it was sent for. */
export interface CallbackAddress {
  keyValid: boolean;
  /** The order and attempt the push's callback URL named; null for a URL without them. */
  orderId: string | null;
  attempt: number | null;
}

/** The `order` and `attempt` query parameters, read defensively. */
export function pushNamedBy(query: Record<string, unknown>): {
  orderId: string | null;
  attempt: number | null;
} {
  const orderId =
    typeof query.order === 'string' && /^[\w-]{1,128}$/.test(query.order) ? query.order : null;
  const attempt =
    typeof query.attempt === 'string' && /^\d{1,6}$/.test(query.attempt)
      ? Number(query.attempt)
      : null;
  return { orderId, attempt };
}

/** The ids a log line names, so money that arrived can be traced to its push and receipt. */
function idsOf(callback: StkCallback | null, raw: string) {
  return callback
    ? {
        checkoutRequestId: callback.checkoutRequestId,
        merchantRequestId: callback.merchantRequestId,
        resultCode: callback.resultCode,
        receipt: callback.payment?.receipt ?? null,
        amount: callback.payment?.amount ?? null,
        phone: callback.payment?.phone ?? null,
      }
    : { body: raw.slice(0, 500) };
}

/** A Kenyan number as M-Pesa sends it, `2547…`; anything else is not kept as a phone. */
const payerPhone = (phone: string | null) => (phone && /^254\d{9}$/.test(phone) ? phone : null);

type Kept = 'kept' | 'settled' | 'no-push';

/**
 * Keeps the callback on its push's record, making the record from the callback when the push's
 * answer never arrived (its order and attempt from the URL) or when a success matches no push.
 */
async function keepCallback(
  context: PaymentContext,
  callback: StkCallback,
  raw: string,
  address: CallbackAddress,
): Promise<Kept> {
  const { db } = context;
  const now = orderClock(context);
  const kept: PaymentCallback = {
    resultCode: callback.resultCode,
    resultDesc: callback.resultDesc,
    receipt: callback.payment?.receipt ?? null,
    amount: callback.payment?.amount ?? null,
    payerPhone: payerPhone(callback.payment?.phone ?? null),
    raw,
    at: Timestamp.fromDate(now),
  };
  const id = callback.checkoutRequestId;
  return db.runTransaction(async (transaction): Promise<Kept> => {
    const payment = await getPayment(transaction, db, id);
    const named = address.orderId;
    const order = named ? await getStoredOrder(transaction, db, named) : null;
    const secrets = named && order ? await getOrderSecrets(transaction, db, named) : null;
    if (payment) {
      // A push whose answer is in keeps its receipt; a receipt that comes after it is kept.
      const answered = payment.state === 'paid' || payment.state === 'failed';
      if (answered && (payment.receipt !== null || kept.receipt === null)) return 'settled';
      writePayment(transaction, db, id, payment, { callback: kept });
      return 'kept';
    }
    const push = secrets?.push;
    const forCurrentPush =
      !!order &&
      push?.attempt === address.attempt &&
      push.checkoutRequestId === null &&
      push.requestedAt !== null;
    // A failure for no push of ours moved no money: there is nothing to record.
    if (!order && callback.resultCode !== 0) return 'no-push';
    const requestedAt = forCurrentPush && push?.requestedAt ? push.requestedAt.toDate() : now;
    createPayment(
      transaction,
      db,
      id,
      newPayment({
        orderId: order && named ? named : null,
        attempt: order ? (address.attempt ?? 0) : 0,
        phone: order?.payment.phone ?? kept.payerPhone ?? '',
        amount: order ? wholeShillings(order.total) : (kept.amount ?? 0),
        requestedAt,
        // Asked about at once, below.
        firstQueryAt: now,
        callback: kept,
      }),
    );
    if (forCurrentPush && named) {
      transaction.update(orderSecretsRef(db, named), { 'push.checkoutRequestId': id });
      if (order?.status === 'awaiting-payment') {
        transaction.update(orderRef(db, named), {
          'payment.prompt': { state: 'sent', retryFrom: null },
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
    }
    return 'kept';
  });
}

/**
 * Handles one callback, whose body arrived as `raw` at a URL that said `address`. Throws only
 * when a keyed body cannot be saved (Safaricom then retries).
 */
export async function recordCallback(
  context: PaymentContext,
  raw: string,
  address: CallbackAddress,
): Promise<CallbackEffect> {
  if (raw.length > callbackSizeLimit) {
    logger.warn('An M-Pesa callback larger than any of Safaricom’s was refused', {
      bytes: raw.length,
      keyValid: address.keyValid,
    });
    return 'too-large';
  }
  let body: unknown = null;
  try {
    body = JSON.parse(raw);
  } catch {
    // Rejected below.
  }
  const parsed = parseStkCallback(body);
  const callback = parsed.ok ? parsed.callback : null;
  if (!address.keyValid) {
    logger.warn('An M-Pesa callback without the callback key was ignored', idsOf(callback, raw));
    return 'ignored';
  }
  await context.db.collection(mpesaCallbacksCollection).add({
    receivedAt: FieldValue.serverTimestamp(),
    body: raw,
    checkoutRequestId: callback?.checkoutRequestId ?? null,
    orderId: address.orderId,
    attempt: address.attempt,
  });
  if (!callback) return 'rejected';
  const kept = await keepCallback(context, callback, raw, address);
  if (kept === 'no-push') {
    logger.warn('An M-Pesa failure matches no push of the shop', idsOf(callback, raw));
    return 'unknown';
  }
  if (kept === 'settled') return 'duplicate';
  const effect = await queryAndSettle(context, callback.checkoutRequestId);
  if (
    effect === 'pending' ||
    effect === 'unknown' ||
    effect === 'disputed' ||
    effect === 'unsettled'
  ) {
    return 'awaiting-query';
  }
  if (effect === 'no-payment') return 'unknown';
  return effect;
}
