/**
 * Safaricom's result for a push, posted to the callback URL. The URL is public, so: the callback
 * is saved raw before anything else (`mpesaCallbacks`), one without the callback key is ignored
 * and logged with its ids, and none changes an order by itself: it is kept on its push's record
 * and the status query is asked, whose answer settles the push (./settle.ts). A callback whose
 * query gives no final answer yet waits for the sweep (./sweep.ts).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { orderClock } from '../orders/place-order';
import { parseStkCallback, type StkCallback } from './outcome';
import type { PaymentContext } from './payment-context';
import { getPayment, isFinal, paymentRef, type PaymentCallback } from './payment-record';
import { queryAndSettle } from './settle';

export const mpesaCallbacksCollection = 'mpesaCallbacks';

/** What a callback did: `rejected` is the only one Safaricom is not told `Accepted`. */
export type CallbackEffect =
  'rejected' | 'ignored' | 'unknown' | 'recorded' | 'duplicate' | 'refund-due' | 'awaiting-query';

/** The HTTP answer: Safaricom retries anything but `ResultCode` 0, which helps no one here. */
export function callbackAnswer(effect: CallbackEffect): {
  httpStatus: 200 | 400;
  body: { ResultCode: number; ResultDesc: string };
} {
  return effect === 'rejected'
    ? { httpStatus: 400, body: { ResultCode: 1, ResultDesc: 'Rejected: not an STK callback' } }
    : { httpStatus: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } };
}

// A callback can overtake the record of its push (the push's answer and the callback race), so
// an unknown id is looked up a few times before it is called unknown.
const lookups = 3;
const lookupPauseMs = 1000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// The longest body kept: Safaricom's are about 1 KB, so anything far larger is not theirs.
const keptBodyLength = 20_000;

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

async function findPayment(context: PaymentContext, checkoutRequestId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    if ((await paymentRef(context.db, checkoutRequestId).get()).exists) return true;
    if (attempt >= lookups) return false;
    await (context.wait ?? pause)(lookupPauseMs);
  }
}

/** Keeps the callback on its push's record, unless the push is settled with its receipt. */
async function keepCallback(
  context: PaymentContext,
  callback: StkCallback,
  raw: string,
): Promise<boolean> {
  const { db } = context;
  const kept: PaymentCallback = {
    resultCode: callback.resultCode,
    resultDesc: callback.resultDesc,
    receipt: callback.payment?.receipt ?? null,
    amount: callback.payment?.amount ?? null,
    raw: raw.slice(0, keptBodyLength),
    at: Timestamp.fromDate(orderClock(context)),
  };
  return db.runTransaction(async (transaction) => {
    const payment = await getPayment(transaction, db, callback.checkoutRequestId);
    if (!payment) return false;
    if (isFinal(payment.state) && (payment.receipt !== null || kept.receipt === null)) return false;
    transaction.update(paymentRef(db, callback.checkoutRequestId), { callback: kept });
    return true;
  });
}

/**
 * Handles one callback, whose body arrived as `raw` with the callback key `keyValid` or not.
 * Throws only when the raw body cannot be saved (Safaricom then retries).
 */
export async function recordCallback(
  context: PaymentContext,
  raw: string,
  keyValid: boolean,
): Promise<CallbackEffect> {
  let body: unknown = null;
  try {
    body = JSON.parse(raw);
  } catch {
    // Saved as it came, and rejected below.
  }
  const parsed = parseStkCallback(body);
  const callback = parsed.ok ? parsed.callback : null;
  await context.db.collection(mpesaCallbacksCollection).add({
    receivedAt: FieldValue.serverTimestamp(),
    body: raw.slice(0, keptBodyLength),
    keyValid,
    checkoutRequestId: callback?.checkoutRequestId ?? null,
  });
  if (!keyValid) {
    logger.warn('An M-Pesa callback without the callback key was ignored', idsOf(callback, raw));
    return 'ignored';
  }
  if (!callback) return 'rejected';
  if (!(await findPayment(context, callback.checkoutRequestId))) {
    // Money may have moved for a push that is not ours to settle: staff trace it by these ids.
    logger.error('An M-Pesa callback matches no push of the shop', idsOf(callback, raw));
    return 'unknown';
  }
  await keepCallback(context, callback, raw);
  const effect = await queryAndSettle(context, callback.checkoutRequestId);
  if (effect === 'pending' || effect === 'unknown') return 'awaiting-query';
  if (effect === 'no-payment') return 'unknown';
  return effect;
}
