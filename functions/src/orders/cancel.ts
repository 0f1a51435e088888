/**
 * Cancelling an order, as the model's table of moves allows it (until it is dispatched): its
 * units go back through the stock ledger, once; money it was paid with is flagged for a refund on
 * the push that paid it (../refunds/refund-record.ts) and on the order (`payment.refundDue`, a
 * `refund-due` event); the move is
 * recorded with who made it (./order-moves.ts) and the shopper is texted why.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { EventActor } from '@model/order/events';
import { afterAction } from '@model/order/status';
import { getPayment } from '../mpesa/payment-record';
import { oweRefund } from '../refunds/refund-record';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { Refusal } from '../core/refusal';
import { readHoldProducts, releaseHold } from './holds';
import { moveOrder, type Position } from './order-moves';
import { getOrderSecrets } from './order-secrets';
import { orderClock, type OrderContext } from '../core/context';
import { getStoredOrder } from './stored-order';

export interface Cancellation {
  /** Why, in staff's words. */
  reason: string;
  /** Who cancelled: a member of staff, or null for the shop's own code. */
  by: EventActor | null;
}

export const paidThenCancelled = 'The order was cancelled after it was paid.';

/**
 * Cancels the order in the caller's transaction, before any write of the caller's (it reads
 * first). Answers where the order stands now and the id of the text queued, for
 * `sendOrderTexts` once the transaction commits.
 */
export async function cancelInTransaction(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  { reason, by }: Cancellation,
  now: Date,
): Promise<{ position: Position; text: string | null }> {
  const order = await getStoredOrder(transaction, db, orderId);
  if (!order) throw new Refusal('not-found', 'We could not find that order.');
  const secrets = await getOrderSecrets(transaction, db, orderId);
  const pushId = order.status === 'paid' ? secrets?.push.checkoutRequestId : null;
  const payment = pushId ? await getPayment(transaction, db, pushId) : null;
  const products = await readHoldProducts(transaction, db, order);
  const textQueued = await readQueued(transaction, db, orderId, 'cancelled');
  const after = afterAction(order, 'cancel');
  if (!after) {
    throw new Refusal(
      'failed-precondition',
      `This order cannot be cancelled now: it is ${order.status}, ${order.fulfilment}.`,
    );
  }
  // Every read is done: what follows only writes.
  const hold = releaseHold(transaction, db, orderId, order, products, 'order-cancelled', now);
  // Before it is dispatched, only M-Pesa has paid an order: that money goes back.
  const refundDue = order.status === 'paid';
  const owed =
    refundDue && pushId && payment?.state === 'paid'
      ? oweRefund(
          transaction,
          db,
          pushId,
          payment,
          {},
          {
            reason: paidThenCancelled,
            at: now,
            orderNumber: order.number ?? orderId,
          },
        )
      : {};
  moveOrder(
    transaction,
    db,
    orderId,
    order,
    {
      to: after,
      events: [
        { type: 'cancelled', details: { reason } },
        ...(refundDue
          ? [{ type: 'refund-due' as const, details: { reason: paidThenCancelled } }]
          : []),
      ],
      by,
      at: now,
    },
    {
      ...hold,
      expiresAt: FieldValue.delete(),
      'payment.prompt': null,
      cancellation: { reason, by, at: Timestamp.fromDate(now) },
      ...(refundDue ? { 'payment.refundDue': true } : {}),
      ...owed,
    },
  );
  const text = queueOrderText(transaction, db, textQueued, {
    orderId,
    details: { event: 'cancelled', orderNumber: order.number ?? '', reason },
    to: order.delivery.phone,
    at: now,
  });
  return { position: after, text };
}

/** Cancels the order in a transaction of its own, then texts the shopper. */
export async function cancelOrder(
  context: OrderContext,
  orderId: string,
  cancellation: Cancellation,
): Promise<Position> {
  const { db } = context;
  const now = orderClock(context);
  const { position, text } = await db.runTransaction((transaction) =>
    cancelInTransaction(transaction, db, orderId, cancellation, now),
  );
  await sendOrderTexts(context, [text]);
  return position;
}
