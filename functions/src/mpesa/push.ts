/**
 * The M-Pesa prompt for an order: claimed in a transaction, sent, and its checkout request id
 * stored so the callback can find the order.
 */
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { OrderStatus } from '@/model/order/status';
import type { PaymentFailure } from '@/model/order/view';
import { shopName } from '../shop-config';
import { DarajaError } from './daraja';
import { clock, orderRef, PaymentError, requireOrder, type PaymentContext } from './order-payment';

/** Where an order stands once its prompt was asked for. */
export interface PaymentStart {
  status: OrderStatus;
  failure: PaymentFailure | null;
}

// Daraja answers a push it could not deliver to the handset with texts like these.
const unreachable = /cannot be reached|unreachable|DS timeout/i;

/**
 * Sends the prompt for an order whose push was just claimed (`requestedAt` set, no checkout
 * request id yet), and records what Daraja said: the id, or the order failed.
 */
export async function sendPush(
  context: PaymentContext,
  ref: DocumentReference,
  order: { total: number; phone: string },
): Promise<PaymentStart> {
  let checkoutRequestId = '';
  let failure: PaymentFailure | null = null;
  try {
    const answer = await context.daraja.stkPush({
      amount: order.total,
      phone: order.phone,
      accountReference: ref.id.slice(0, 12),
      description: `${shopName} order`,
    });
    checkoutRequestId = answer.checkoutRequestId;
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    failure = unreachable.test(error.message) ? 'unreachable' : 'failed';
  }
  return context.db.runTransaction(async (transaction): Promise<PaymentStart> => {
    const current = requireOrder((await transaction.get(ref)).data());
    if (current.status !== 'awaiting-payment' || current.payment.checkoutRequestId !== null) {
      // Settled or pushed again meanwhile: this push's callback will match no order.
      return { status: current.status, failure: current.payment.failure };
    }
    transaction.update(ref, {
      ...(failure
        ? { status: 'payment-failed', 'payment.failure': failure }
        : { 'payment.checkoutRequestId': checkoutRequestId }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return failure ? { status: 'payment-failed', failure } : { status: current.status, failure };
  });
}

/**
 * The first prompt for an order placed with M-Pesa: `awaiting-payment`, its phone set, no push
 * yet. The push is claimed in a transaction first, so two calls never prompt the shopper twice.
 */
export async function startPayment(
  context: PaymentContext,
  orderId: string,
): Promise<PaymentStart> {
  const ref = orderRef(context.db, orderId);
  const claimed = await context.db.runTransaction(async (transaction) => {
    const order = requireOrder((await transaction.get(ref)).data());
    const { method, phone, checkoutRequestId, requestedAt } = order.payment;
    if (order.status !== 'awaiting-payment' || method !== 'mpesa' || !phone) {
      throw new PaymentError('failed-precondition', 'This order is not waiting for M-Pesa.');
    }
    if (checkoutRequestId !== null || requestedAt) {
      throw new PaymentError('failed-precondition', 'This order has been sent a prompt already.');
    }
    transaction.update(ref, { 'payment.requestedAt': Timestamp.fromDate(clock(context)) });
    return { total: order.total, phone };
  });
  return sendPush(context, ref, claimed);
}
