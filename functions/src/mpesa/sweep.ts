/**
 * Settling what nobody looks at: a scheduled function (every minute in production; the local
 * backend runs it itself at least every 15 s) asks M-Pesa about every push whose query is due,
 * and ends every unpaid M-Pesa order at the end of its hold. Shoppers who close the tab, callbacks
 * that never come and queries that failed are all settled here.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { readHoldProducts, releaseHold } from '../orders/holds';
import { moveOrder } from '../orders/order-moves';
import { orderSecretsRef, readOrderSecrets } from '../orders/order-secrets';
import { orderClock } from '../orders/place-order';
import {
  getStoredOrder,
  orderRef,
  ordersCollection,
  readStoredOrder,
} from '../orders/stored-order';
import type { PaymentContext } from './payment-context';
import { isFinal, paymentRef, paymentsCollection, readPayment } from './payment-record';
import { queryAndSettle, type QueryEffect } from './settle';

/** What expiring an order did. */
export type Expiry = 'expired' | 'paid' | 'not-due';

const expirable = ['awaiting-payment', 'payment-failed'] as const;

/**
 * Ends an unpaid M-Pesa order whose hold is over: its push is asked about one last time (a
 * payment that went through pays the order), then the order is `expired` and its units go back.
 * A payment that succeeds after that is kept and flagged for a refund (./settle.ts).
 */
export async function expireOrder(context: PaymentContext, orderId: string): Promise<Expiry> {
  const { db } = context;
  const before = readStoredOrder((await orderRef(db, orderId).get()).data());
  const now = orderClock(context);
  const due = (order: typeof before) =>
    !!order &&
    (expirable as readonly string[]).includes(order.status) &&
    !!order.expiresAt &&
    order.expiresAt.toMillis() <= now.getTime();
  if (!due(before)) return 'not-due';
  if (before?.status === 'awaiting-payment') {
    const secrets = readOrderSecrets((await orderSecretsRef(db, orderId).get()).data());
    const checkoutRequestId = secrets?.push.checkoutRequestId;
    const payment = checkoutRequestId
      ? readPayment((await paymentRef(db, checkoutRequestId).get()).data())
      : null;
    if (checkoutRequestId && payment && !isFinal(payment.state)) {
      await queryAndSettle(context, checkoutRequestId);
    }
  }
  return db.runTransaction(async (transaction): Promise<Expiry> => {
    const order = await getStoredOrder(transaction, db, orderId);
    const products = order ? await readHoldProducts(transaction, db, order) : [];
    if (order?.status === 'paid') return 'paid';
    if (!order || !due(order)) return 'not-due';
    const hold = releaseHold(transaction, db, orderId, order, products, 'order-expired', now);
    moveOrder(
      transaction,
      db,
      orderId,
      order,
      {
        to: { status: 'expired', fulfilment: order.fulfilment },
        events: [{ type: 'expired' }],
        by: null,
        at: now,
      },
      { ...hold, expiresAt: FieldValue.delete() },
    );
    return 'expired';
  });
}

export interface SweepReport {
  queried: Partial<Record<QueryEffect, number>>;
  expired: number;
  failures: number;
}

// One run's share of work: the next run takes the rest.
const batch = 50;

/** One pass: every push whose query is due, then every order whose hold is over. */
export async function sweep(context: PaymentContext): Promise<SweepReport> {
  const { db } = context;
  const now = Timestamp.fromDate(orderClock(context));
  const report: SweepReport = { queried: {}, expired: 0, failures: 0 };
  const duePayments = await db
    .collection(paymentsCollection)
    .where('nextQueryAt', '<=', now)
    .orderBy('nextQueryAt')
    .limit(batch)
    .get();
  for (const payment of duePayments.docs) {
    try {
      const effect = await queryAndSettle(context, payment.id);
      report.queried[effect] = (report.queried[effect] ?? 0) + 1;
    } catch (error) {
      report.failures += 1;
      logger.error('A due M-Pesa push could not be settled', {
        checkoutRequestId: payment.id,
        error: String(error),
      });
    }
  }
  const dueOrders = await db
    .collection(ordersCollection)
    .where('expiresAt', '<=', now)
    .orderBy('expiresAt')
    .limit(batch)
    .get();
  for (const order of dueOrders.docs) {
    try {
      if ((await expireOrder(context, order.id)) === 'expired') report.expired += 1;
    } catch (error) {
      report.failures += 1;
      logger.error('An order at the end of its hold could not be ended', {
        orderId: order.id,
        error: String(error),
      });
    }
  }
  return report;
}
