/**
 * `payAgain`: after a failed M-Pesa payment, a new prompt for the same order (to the same or
 * another number), or a switch to cash on delivery where the order's delivery allows it.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { deliveryOptionById } from '@/model/delivery';
import { kenyanPhoneMessage } from '@/model/kenyan-phone';
import { payAgainRequestSchema } from '@/model/order/request';
import { type OrderStatus } from '@/model/order/status';
import { type PaymentFailure } from '@/model/order/view';
import {
  clock,
  noSuchOrder,
  orderRef,
  PaymentError,
  requireOrder,
  type PaymentContext,
  type StoredOrder,
} from './order-payment';
import { tokenOpens } from '../orders/access-token';
import { darajaPhone } from './phone';
import { sendPush } from './push';

export interface PayAgainResult {
  orderId: string;
  status: OrderStatus;
  failure: PaymentFailure | null;
}

/** The signed-in owner, or whoever holds the order's access token. */
function isProven(order: StoredOrder, accessToken: string, uid: string | null): boolean {
  return (uid !== null && order.ownerUid === uid) || tokenOpens(accessToken, order.accessTokenHash);
}

export async function payAgain(
  context: PaymentContext,
  request: unknown,
  uid: string | null,
): Promise<PayAgainResult> {
  const parsed = payAgainRequestSchema.safeParse(request);
  if (!parsed.success) {
    throw new PaymentError('invalid-argument', parsed.error.issues[0]?.message ?? 'Bad request.');
  }
  const { orderId, accessToken } = parsed.data;
  const phone = parsed.data.method === 'mpesa' ? darajaPhone(parsed.data.phone) : null;
  if (parsed.data.method === 'mpesa' && !phone) {
    throw new PaymentError('invalid-argument', kenyanPhoneMessage);
  }
  const ref = orderRef(context.db, orderId);

  const total = await context.db.runTransaction(async (transaction) => {
    const order = requireOrder((await transaction.get(ref)).data());
    // Someone else's order reads as no order: its existence is not confirmed to strangers.
    if (!isProven(order, accessToken, uid)) {
      throw new PaymentError('not-found', noSuchOrder);
    }
    if (order.status !== 'payment-failed') {
      throw new PaymentError(
        'failed-precondition',
        order.status === 'paid'
          ? 'This order is paid already.'
          : 'This order is not waiting for a new payment.',
      );
    }
    if (phone) {
      transaction.update(ref, {
        status: 'awaiting-payment',
        'payment.method': 'mpesa',
        'payment.phone': phone,
        'payment.checkoutRequestId': null,
        'payment.requestedAt': Timestamp.fromDate(clock(context)),
        'payment.receipt': null,
        'payment.failure': null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return order.total;
    }
    const delivery = deliveryOptionById(order.delivery.option);
    if (!delivery?.cashOnDelivery) {
      throw new PaymentError(
        'failed-precondition',
        delivery
          ? `Cash on delivery is not available with ${delivery.label.toLowerCase()}: pay with M-Pesa.`
          : 'Cash on delivery is not available for this order: pay with M-Pesa.',
      );
    }
    transaction.update(ref, {
      status: 'pending',
      'payment.method': 'cash-on-delivery',
      'payment.phone': null,
      'payment.checkoutRequestId': null,
      'payment.requestedAt': null,
      'payment.receipt': null,
      'payment.failure': null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return null;
  });

  if (total === null || !phone) return { orderId, status: 'pending', failure: null };
  const started = await sendPush(context, ref, { total, phone });
  return { orderId, ...started };
}
