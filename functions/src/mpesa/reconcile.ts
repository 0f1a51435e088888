/**
 * Orders whose callback never came: Daraja is asked how the push ended. Safaricom's callbacks
 * are sometimes lost, and a shopper must not wait on a prompt that expired long ago.
 */
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { OrderStatus } from '@/model/order/status';
import {
  clock,
  orderRef,
  queryPush,
  readOrder,
  requireOrder,
  settle,
  type PaymentContext,
  type Settlement,
} from './order-payment';
import { outcomeOf } from './outcome';

/** A push with no final answer this long after it was sent is given up: the prompt expired. */
export const noAnswerAfterMs = 2 * 60 * 1000;

export interface Reconciliation {
  status: OrderStatus;
  changed: boolean;
}

/** No final answer in time: the order fails with `no-answer`, if still on the same push. */
function giveUp(
  context: PaymentContext,
  ref: DocumentReference,
  checkoutRequestId: string | null,
): Promise<Settlement> {
  return context.db.runTransaction(async (transaction) => {
    const order = readOrder((await transaction.get(ref)).data());
    if (!order || order.status !== 'awaiting-payment') return 'already-settled';
    if (order.payment.checkoutRequestId !== checkoutRequestId) return 'superseded';
    transaction.update(ref, {
      status: 'payment-failed',
      'payment.failure': 'no-answer',
      updatedAt: FieldValue.serverTimestamp(),
    });
    return 'recorded';
  });
}

/**
 * Settles an order still `awaiting-payment` whose push is older than `timeoutMs`: a final result
 * from Daraja is recorded (without a receipt, which the query does not tell); with none yet the
 * order waits, until `noAnswerAfterMs` when it fails with `no-answer` so the shopper may try again.
 */
export async function reconcile(
  context: PaymentContext,
  orderId: string,
  timeoutMs = 60_000,
): Promise<Reconciliation> {
  const ref = orderRef(context.db, orderId);
  const order = requireOrder((await ref.get()).data());
  const unchanged = { status: order.status, changed: false };
  if (order.status !== 'awaiting-payment' || order.payment.method !== 'mpesa') return unchanged;
  // An order never pushed (its placement stopped short) is timed from its last write.
  const since = order.payment.requestedAt ?? order.updatedAt ?? order.createdAt;
  const age = since ? clock(context).getTime() - since.toMillis() : Infinity;
  if (age < timeoutMs) return unchanged;

  const { checkoutRequestId } = order.payment;
  const answer = checkoutRequestId ? await queryPush(context, checkoutRequestId) : null;
  let settlement: Settlement | null = null;
  if (checkoutRequestId && answer && answer.resultCode !== 'pending') {
    const outcome = outcomeOf(answer.resultCode);
    settlement = await settle(context, ref, checkoutRequestId, {
      outcome,
      receipt: null,
      amount: null,
    });
  } else if (age >= noAnswerAfterMs) {
    settlement = await giveUp(context, ref, checkoutRequestId);
  }
  if (settlement === null) return unchanged;
  // Read again even when nothing was recorded here: a callback may have settled it meanwhile.
  const after = readOrder((await ref.get()).data());
  return { status: after?.status ?? order.status, changed: settlement === 'recorded' };
}
