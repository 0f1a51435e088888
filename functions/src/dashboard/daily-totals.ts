/**
 * The dashboard's day totals (model/dashboard/daily-totals.ts), kept by the transactions that move
 * the money: an order placed (../orders/place-order.ts), an order paid (../mpesa/settle.ts where
 * M-Pesa's payment pays it, ../staff/order-steps.ts where cash is taken at the door), a refund made
 * of money a day counted as paid (../refunds/complete-refund.ts). Each adds with
 * `FieldValue.increment` in a merge, so it reads nothing: orders paying at once never contend on
 * their day's document, and a transaction that fails or retries adds nothing twice. A paid order
 * counts where it takes its receipt number and `paidAt`, so a duplicate callback, which takes
 * neither, counts nothing. The day is the Nairobi day of the clock the move records (`paidAt`, the
 * refund's `refunded.at`, the `placed` event).
 *
 * `recountDailyTotals` adds every day up again from the orders and refunds themselves: the proof
 * (test/dashboard/daily-totals.test.ts), and what a repair would write.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  dailyTotalsCollection,
  emptyDay,
  readDailyTotals,
  unitsSold,
  type DailyTotals,
  type UnitsSoldLine,
} from '@model/dashboard/daily-totals';
import { nairobiDay } from '@model/payment/payments-day';
import { readRefund, refundsCollection } from '@model/payment/refunds';
import { orderEventsCollection } from '../orders/order-moves';
import { orderSecretsRef, readOrderSecrets } from '../orders/order-secrets';
import { ordersCollection, readStoredOrder, type StoredOrder } from '../orders/stored-order';

const dayRef = (db: Firestore, at: Date): DocumentReference =>
  db.collection(dailyTotalsCollection).doc(nairobiDay(at));

/** Adds to the day of `at`, after the caller's reads. */
function addToDay(
  transaction: Transaction,
  db: Firestore,
  at: Date,
  fields: Record<string, unknown>,
): void {
  transaction.set(dayRef(db, at), fields, { merge: true });
}

/** An order placed by a shopper (never an exchange, which ../returns/send-exchange.ts writes). */
export function countPlaced(transaction: Transaction, db: Firestore, at: Date): void {
  addToDay(transaction, db, at, { placed: FieldValue.increment(1) });
}

/** An order paid, once: in the transaction that claims its receipt number. */
export function countPaid(
  transaction: Transaction,
  db: Firestore,
  order: { total: number; lines: readonly UnitsSoldLine[] },
  at: Date,
): void {
  const { products, sizes } = unitsSold(order.lines);
  const productUnits = Object.fromEntries(
    Object.entries(products).map(([id, { name, units }]) => [
      id,
      { name, units: FieldValue.increment(units) },
    ]),
  );
  const sizeUnits = Object.fromEntries(
    Object.entries(sizes).map(([size, units]) => [size, FieldValue.increment(units)]),
  );
  addToDay(transaction, db, at, {
    paidOrders: FieldValue.increment(1),
    paid: FieldValue.increment(order.total),
    // An empty map in a merge would replace the day's map: only maps with units are written.
    ...(Object.keys(productUnits).length > 0 ? { products: productUnits } : {}),
    ...(Object.keys(sizeUnits).length > 0 ? { sizes: sizeUnits } : {}),
  });
}

/**
 * Whether a refund gives back money a day counted as paid: a return's, or the refund of the
 * payment that paid its order (`paidBy`, the push its secrets name), the order having `paidAt`.
 * Money that came for an order that could not take it (expired, paid twice, disputed) was never
 * counted as paid, so giving it back takes nothing off the shop's sales either.
 */
export function givesBackSale(
  refund: { paymentId: string; returnId: string | null },
  order: { paidAt?: unknown } | null,
  paidBy: string | null,
): boolean {
  return order?.paidAt !== undefined && (refund.returnId !== null || refund.paymentId === paidBy);
}

/**
 * A refund made, once: in the transaction that makes its refund record `refunded`, for money
 * `givesBackSale` says a day counted as paid.
 */
export function countRefunded(
  transaction: Transaction,
  db: Firestore,
  amount: number,
  at: Date,
): void {
  addToDay(transaction, db, at, { refunded: FieldValue.increment(amount) });
}

/** The `placed` event an order's History starts with (../orders/order-moves.ts names it). */
const placedEventId = '0001-placed';

const instantOf = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : null;

/**
 * Every day's totals added up from the orders and refunds alone, oldest day first: placed at the
 * order's `placed` event (its `createdAt` for an order without one), exchanges left out; paid at
 * `paidAt`, with the order's total and lines; refunded at the refund's `refunded.at`, where it
 * gives back a sale (`givesBackSale`).
 */
export async function recountDailyTotals(db: Firestore): Promise<DailyTotals[]> {
  const days = new Map<string, DailyTotals>();
  const dayOf = (at: Date): DailyTotals => {
    const day = nairobiDay(at);
    const totals = days.get(day) ?? emptyDay(day);
    days.set(day, totals);
    return totals;
  };
  const orders = (await db.collection(ordersCollection).get()).docs;
  const placedEvents = orders.length
    ? await db.getAll(
        ...orders.map((order) => order.ref.collection(orderEventsCollection).doc(placedEventId)),
      )
    : [];
  const paid: Array<{ at: Date; total: number; lines: UnitsSoldLine[] }> = [];
  const byId = new Map<string, StoredOrder>();
  orders.forEach((snapshot, index) => {
    const order = readStoredOrder(snapshot.data());
    if (!order) return;
    byId.set(snapshot.id, order);
    const placedAt =
      instantOf(placedEvents[index]?.get('at')) ?? instantOf(snapshot.get('createdAt'));
    if (!order.exchangeOf && placedAt) dayOf(placedAt).placed += 1;
    if (order.paidAt) paid.push({ at: order.paidAt.toDate(), ...order });
  });
  // In the order they were paid, so a product renamed shows its latest name, as the day keeps it.
  for (const { at, total, lines } of paid.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const totals = dayOf(at);
    const sold = unitsSold(lines);
    totals.paidOrders += 1;
    totals.paid += total;
    for (const [id, { name, units }] of Object.entries(sold.products)) {
      totals.products[id] = { name, units: (totals.products[id]?.units ?? 0) + units };
    }
    for (const [size, units] of Object.entries(sold.sizes)) {
      totals.sizes[size] = (totals.sizes[size] ?? 0) + units;
    }
  }
  const refunds = (await db.collection(refundsCollection).get()).docs
    .map((snapshot) => readRefund(snapshot.id, snapshot.data()))
    .filter((refund) => refund.state === 'refunded' && refund.refunded && refund.orderId);
  const orderIds = [...new Set(refunds.map((refund) => refund.orderId!))];
  const secrets = orderIds.length
    ? await db.getAll(...orderIds.map((orderId) => orderSecretsRef(db, orderId)))
    : [];
  const paidBy = new Map(
    secrets.map((snapshot) => [
      snapshot.id,
      readOrderSecrets(snapshot.data())?.push.checkoutRequestId ?? null,
    ]),
  );
  for (const refund of refunds) {
    const orderId = refund.orderId!;
    const order = byId.get(orderId) ?? null;
    if (refund.refunded && givesBackSale(refund, order, paidBy.get(orderId) ?? null)) {
      dayOf(new Date(refund.refunded.at)).refunded += refund.amount;
    }
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Every stored day, oldest first, read as the dashboard reads one. */
export async function storedDailyTotals(db: Firestore): Promise<DailyTotals[]> {
  const stored = await db.collection(dailyTotalsCollection).orderBy('__name__').get();
  return stored.docs.map((snapshot) => readDailyTotals(snapshot.id, snapshot.data()));
}
