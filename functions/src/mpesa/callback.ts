/**
 * Safaricom's result for a push, posted to the public callback URL. Anyone can post there, so a
 * success counts only once Daraja's own status query confirms it, and only for the push the
 * order is waiting on.
 */
import { ordersCollection, queryPush, settle, type PaymentContext } from './order-payment';
import { outcomeOf, parseStkCallback } from './outcome';

/** What a callback did: `rejected` is the only one Safaricom is not told `Accepted`. */
export type CallbackEffect = 'rejected' | 'recorded' | 'duplicate' | 'unknown' | 'unconfirmed';

/** The HTTP answer: Safaricom retries anything but `ResultCode` 0, which helps no one here. */
export function callbackAnswer(effect: CallbackEffect): {
  httpStatus: 200 | 400;
  body: { ResultCode: number; ResultDesc: string };
} {
  return effect === 'rejected'
    ? { httpStatus: 400, body: { ResultCode: 1, ResultDesc: 'Rejected: not an STK callback' } }
    : { httpStatus: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } };
}

// A callback can overtake the write of its checkout request id (the push's answer and the
// callback race), so an unknown id is looked up a few times before it is called unknown.
const lookups = 3;
const lookupPauseMs = 1000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function findOrder(context: PaymentContext, checkoutRequestId: string) {
  for (let attempt = 1; ; attempt++) {
    const found = await context.db
      .collection(ordersCollection)
      .where('payment.checkoutRequestId', '==', checkoutRequestId)
      .limit(2)
      .get();
    if (found.size === 1) return found.docs[0]?.ref ?? null;
    if (found.size > 1 || attempt >= lookups) return null;
    await (context.wait ?? pause)(lookupPauseMs);
  }
}

export async function recordCallback(
  context: PaymentContext,
  body: unknown,
): Promise<CallbackEffect> {
  const parsed = parseStkCallback(body);
  if (!parsed.ok) return 'rejected';
  const { checkoutRequestId, resultCode, payment } = parsed.callback;
  const ref = await findOrder(context, checkoutRequestId);
  if (!ref) return 'unknown';
  const outcome = outcomeOf(resultCode);
  if (outcome.paid && (await queryPush(context, checkoutRequestId)).resultCode !== 0) {
    return 'unconfirmed';
  }
  const settlement = await settle(context, ref, checkoutRequestId, {
    outcome,
    receipt: payment?.receipt ?? null,
    amount: payment?.amount ?? null,
  });
  return settlement === 'recorded' ? 'recorded' : 'duplicate';
}
