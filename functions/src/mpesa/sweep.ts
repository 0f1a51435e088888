/**
 * Settling what nobody looks at: a scheduled function (every minute in production; the local
 * backend runs it itself every 15 s) first ends every order whose hold is over (unpaid M-Pesa,
 * or cash staff never confirmed),
 * without waiting on Daraja, then asks M-Pesa about pushes whose query is due, a few at once and
 * within a time budget, so a Daraja that hangs never keeps units held. Shoppers who close the
 * tab, callbacks that never come and queries that failed are all settled here; money that comes
 * after its order ended is owed back (./settle.ts).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { readHoldProducts, releaseHold } from '../orders/holds';
import { moveOrder } from '../orders/order-moves';
import { awaitsConfirmation } from '@model/order/status';
import { orderClock, type OrderContext } from '../core/context';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { getStoredOrder, ordersCollection, type StoredOrder } from '../orders/stored-order';
import type { PaymentContext } from '../core/context';
import { paymentsCollection } from './payment-record';
import { queryAndSettle, type QueryEffect } from './settle';

/** What expiring an order did. */
export type Expiry = 'expired' | 'paid' | 'not-due';

const unpaid = ['awaiting-payment', 'payment-failed'] as const;

/** Whether the order holds units it may lose: unpaid M-Pesa, or cash staff never confirmed. */
const expirable = (order: StoredOrder): boolean =>
  (unpaid as readonly string[]).includes(order.status) ||
  (order.status === 'pending' && awaitsConfirmation({ ...order, confirmed: !!order.confirmation }));

const holdOver = (order: StoredOrder | null, now: Date): order is StoredOrder =>
  !!order && expirable(order) && !!order.expiresAt && order.expiresAt.toMillis() <= now.getTime();

/**
 * Ends an order whose hold is over (unpaid M-Pesa, or cash never confirmed): `expired`, its units
 * back, the shopper texted. Daraja is not asked: a push still open is settled by its own queries,
 * and a payment that succeeds after this is owed back to the shopper (./settle.ts).
 */
export async function expireOrder(context: OrderContext, orderId: string): Promise<Expiry> {
  const { db } = context;
  const now = orderClock(context);
  let texts: Array<string | null> = [];
  const expiry = await db.runTransaction(async (transaction): Promise<Expiry> => {
    texts = [];
    const order = await getStoredOrder(transaction, db, orderId);
    const products = order ? await readHoldProducts(transaction, db, order) : [];
    const textQueued = await readQueued(transaction, db, orderId, 'expired');
    if (order?.status === 'paid') return 'paid';
    if (!holdOver(order, now)) return 'not-due';
    // Every read is done: what follows only writes.
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
      { ...hold, 'payment.prompt': null, expiresAt: FieldValue.delete() },
    );
    texts.push(
      queueOrderText(transaction, db, textQueued, {
        orderId,
        details: { event: 'expired', orderNumber: order.number ?? '' },
        to: order.delivery.phone,
        at: now,
      }),
    );
    return 'expired';
  });
  await sendOrderTexts(context, texts);
  return expiry;
}

export interface SweepReport {
  expired: number;
  queried: Partial<Record<QueryEffect, number>>;
  /** Queries left for the next run: the budget ran out before they were asked or answered. */
  deferred: number;
  failures: number;
}

export interface SweepOptions {
  /**
   * How long the run may spend asking Daraja, in real time: below the function's
   * `timeoutSeconds` by more than one Daraja call takes, so every run ends by itself.
   */
  budgetMs: number;
  /** Queries asked at once. */
  concurrency: number;
}

/** The scheduled function's: it has 120 s (index.ts), a Daraja call at most 15 s. */
export const sweepOptions: SweepOptions = { budgetMs: 90_000, concurrency: 4 };

// One run's share of work: the next run takes the rest.
const expiryBatch = 100;
const queryBatch = 50;

const timeLeft = (deadline: number) => deadline - Date.now();

/** Resolves to `late` once the deadline passes, unless `work` settles first. */
function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, timeLeft(deadline)));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** One pass: every order whose hold is over, then the pushes whose query is due. */
export async function sweep(
  context: PaymentContext,
  { budgetMs, concurrency }: SweepOptions = sweepOptions,
): Promise<SweepReport> {
  const { db } = context;
  const deadline = Date.now() + budgetMs;
  const now = Timestamp.fromDate(orderClock(context));
  const report: SweepReport = { expired: 0, queried: {}, deferred: 0, failures: 0 };

  const dueOrders = await db
    .collection(ordersCollection)
    .where('expiresAt', '<=', now)
    .orderBy('expiresAt')
    .limit(expiryBatch)
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

  const duePayments = await db
    .collection(paymentsCollection)
    .where('nextQueryAt', '<=', now)
    .orderBy('nextQueryAt')
    .limit(queryBatch)
    .get();
  const queue = duePayments.docs.map((payment) => payment.id);
  const askNext = async (): Promise<void> => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (timeLeft(deadline) <= 0) {
        report.deferred += 1;
        continue;
      }
      try {
        const effect = await byDeadline(queryAndSettle(context, id), deadline);
        if (effect === 'late') report.deferred += 1;
        else report.queried[effect] = (report.queried[effect] ?? 0) + 1;
      } catch (error) {
        report.failures += 1;
        logger.error('A due M-Pesa push could not be settled', {
          checkoutRequestId: id,
          error: String(error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, askNext));
  if (report.deferred > 0) {
    logger.warn('The payments sweep ran out of time: the next run asks the rest', report);
  }
  return report;
}
