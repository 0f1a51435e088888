/**
 * Cancelling an order, as the model's table of moves allows it (until it is dispatched): its
 * units go back through the stock ledger, once, and money it was paid with is flagged for a
 * refund on the push that paid it.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAction } from '@/model/order/status';
import { getPayment, paymentRef } from '../mpesa/payment-record';
import { OrderError } from './errors';
import { readHoldProducts, releaseHold } from './holds';
import { getOrderSecrets } from './order-secrets';
import { orderClock, type OrderContext } from './place-order';
import { getStoredOrder, orderRef } from './stored-order';

export interface Cancellation {
  /** Why, in staff's words. */
  reason: string;
  /** Who cancelled: a staff member's uid, or null for the shop's own code. */
  by: string | null;
}

export async function cancelOrder(
  context: OrderContext,
  orderId: string,
  { reason, by }: Cancellation,
): Promise<void> {
  const { db } = context;
  const now = orderClock(context);
  await db.runTransaction(async (transaction) => {
    const order = await getStoredOrder(transaction, db, orderId);
    if (!order) throw new OrderError('not-found', 'We could not find that order.');
    const secrets = await getOrderSecrets(transaction, db, orderId);
    const pushId = order.status === 'paid' ? secrets?.push.checkoutRequestId : null;
    const payment = pushId ? await getPayment(transaction, db, pushId) : null;
    const products = await readHoldProducts(transaction, db, order);
    if (!afterAction(order, 'cancel')) {
      throw new OrderError(
        'failed-precondition',
        `This order cannot be cancelled now: it is ${order.status}, ${order.fulfilment}.`,
      );
    }
    const hold = releaseHold(transaction, db, orderId, order, products, 'order-cancelled', now);
    transaction.update(orderRef(db, orderId), {
      status: 'cancelled',
      ...hold,
      expiresAt: FieldValue.delete(),
      cancellation: { reason, by, at: Timestamp.fromDate(now) },
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (pushId && payment?.state === 'paid') {
      transaction.update(paymentRef(db, pushId), {
        refundDue: true,
        refundReason: 'The order was cancelled after it was paid.',
      });
    }
  });
}
