/**
 * Safaricom's result for a Transaction Reversal, posted to the result URL (`kind=result`) or, when
 * M-Pesa gave up on it in its queue, to the timeout URL (`kind=timeout`); both carry the reversal
 * secret as `key` and name the refund and attempt. A post without the key, or larger than any of
 * Safaricom's, is answered and written nowhere. A success (or M-Pesa saying the payment was
 * reversed already, for a payment's whole refund) makes the refund (./complete-refund.ts); a
 * failure makes it due again with M-Pesa's reason, as does "reversed already" for a return's
 * refund, which is part of a payment; a timeout leaves it pending with `Refund by M-Pesa` open
 * again.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import type { EventActor } from '@model/order/events';
import { orderClock } from '../core/context';
import { sendOrderTexts } from '../sms/order-texts';
import { completeRefund, readRefundChange } from './complete-refund';
import { reversalAttempt, reversalFailed, type RefundContext } from './refund-callables';
import { refundRef } from './refund-record';

export type ReversalEffect =
  'ignored' | 'too-large' | 'rejected' | 'stale' | 'refunded' | 'failed' | 'timed-out';

/** The HTTP answer: Safaricom is told `Accepted` unless the post was not one of its own. */
export function reversalAnswer(effect: ReversalEffect) {
  if (effect === 'too-large')
    return { httpStatus: 413, body: { ResultCode: 1, ResultDesc: 'Rejected: too large' } };
  if (effect === 'rejected')
    return { httpStatus: 400, body: { ResultCode: 1, ResultDesc: 'Rejected: not a result' } };
  return { httpStatus: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } };
}

const resultSizeLimit = 4096;

/** What the result URL says besides the body. */
export interface ReversalAddress {
  keyValid: boolean;
  paymentId: string | null;
  attempt: number | null;
  kind: 'result' | 'timeout' | null;
}

/** The `refund`, `attempt` and `kind` query parameters, read defensively. */
export function reversalNamedBy(query: Record<string, unknown>): Omit<ReversalAddress, 'keyValid'> {
  const paymentId =
    typeof query.refund === 'string' && /^[\w-]{1,100}$/.test(query.refund) ? query.refund : null;
  const attempt =
    typeof query.attempt === 'string' && /^\d{1,6}$/.test(query.attempt)
      ? Number(query.attempt)
      : null;
  const kind = query.kind === 'result' || query.kind === 'timeout' ? query.kind : null;
  return { paymentId, attempt, kind };
}

const resultSchema = z.object({
  Result: z.object({
    ResultCode: z.union([z.number(), z.string().max(20)]),
    ResultDesc: z.string().max(1000).default(''),
    TransactionID: z.string().max(40).optional(),
    ConversationID: z.string().max(100).optional(),
  }),
});

// M-Pesa's word that the payment was reversed already: the money is back with the shopper.
const alreadyReversed = 'R000001';

export async function recordReversalResult(
  context: RefundContext,
  raw: string,
  address: ReversalAddress,
): Promise<ReversalEffect> {
  if (raw.length > resultSizeLimit) return 'too-large';
  if (!address.keyValid) {
    logger.warn('An M-Pesa reversal result without the key was ignored', {
      paymentId: address.paymentId,
    });
    return 'ignored';
  }
  const { paymentId, attempt, kind } = address;
  if (!paymentId || attempt === null || !kind) return 'rejected';
  const { db } = context;
  const now = orderClock(context);
  if (kind === 'timeout') {
    const timedOut = await db.runTransaction(async (transaction) => {
      const stored = await transaction.get(refundRef(db, paymentId));
      if (stored.get('state') !== 'pending' || reversalAttempt(stored.data()) !== attempt)
        return false;
      transaction.update(refundRef(db, paymentId), {
        'reversal.timedOut': true,
        updatedAt: Timestamp.fromDate(now),
      });
      return true;
    });
    return timedOut ? 'timed-out' : 'stale';
  }
  let body: unknown = null;
  try {
    body = JSON.parse(raw);
  } catch {
    // Rejected below.
  }
  const parsed = resultSchema.safeParse(body);
  if (!parsed.success) return 'rejected';
  const result = parsed.data.Result;
  const code = String(result.ResultCode);
  const stored = (await refundRef(db, paymentId).get()).data();
  // A return's refund is part of a payment: the payment reversed already did not pay it.
  const ofReturn = typeof stored?.returnId === 'string';
  if (code !== '0' && (code !== alreadyReversed || ofReturn)) {
    const by = (stored?.reversal as { by?: EventActor } | undefined)?.by ?? null;
    const reason =
      code === alreadyReversed
        ? 'M-Pesa has reversed this payment already: send this refund another way, then mark it as refunded.'
        : result.ResultDesc || `M-Pesa answered ${code}.`;
    const failed = await reversalFailed(context, paymentId, attempt, reason, by);
    return failed ? 'failed' : 'stale';
  }
  const text = await db.runTransaction(async (transaction) => {
    const stored = await transaction.get(refundRef(db, paymentId));
    const read = await readRefundChange(transaction, db, paymentId);
    if (read.refund?.state !== 'pending' || reversalAttempt(stored.data()) !== attempt)
      return undefined;
    const by = (stored.get('reversal') as { by?: EventActor } | null)?.by ?? null;
    return completeRefund(transaction, db, paymentId, read, {
      method: 'mpesa-reversal',
      reference: result.TransactionID ?? read.refund.receipt ?? '',
      by,
      at: now,
    });
  });
  if (text === undefined) return 'stale';
  await sendOrderTexts(context, [text]);
  return 'refunded';
}
