/**
 * `getDashboard`: the owner's dashboard (/staff, model/dashboard/view.ts). It reads the same
 * handful of documents however many orders the shop has had: the 30 day documents in one read
 * (model/dashboard/daily-totals.ts), one count or sum per kind of work waiting on the equality
 * queries the back office's tabs already use, and the few products lowest on stock.
 */
import { AggregateField, FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  dailyTotalsCollection,
  dashboardDays,
  daysEnding,
  readDailyTotals,
} from '@model/dashboard/daily-totals';
import { dashboardLowStock, figuresOfDays, type DashboardView } from '@model/dashboard/view';
import { lowStockBelow } from '@model/catalog/lowest-units';
import { productsCollection } from '@model/catalog/product';
import { refundsCollection } from '@model/payment/refunds';
import { returnsCollection } from '@model/return/stored-return';
import { readStockLine } from '@model/staff/stock';
import { asCallable, type Call } from '../core/call';
import { orderClock } from '../core/context';
import { paymentsCollection } from '../mpesa/payment-record';
import { ordersCollection } from '../orders/stored-order';
import { readStaffMember, staffClaim, type StaffContext } from '../staff/staff-member';

async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

async function workWaiting(
  db: Firestore,
): Promise<Pick<DashboardView, 'waiting' | 'cashToCollect'>> {
  const orders = db.collection(ordersCollection);
  const [toConfirm, toPack, refundsDue, returnsOpen, unsettledPayments, cash] = await Promise.all([
    countOf(orders.where('queue', '==', 'to-confirm')),
    countOf(orders.where('queue', '==', 'to-pack')),
    countOf(db.collection(refundsCollection).where('open', '==', true)),
    // Ordered as the Returns tab reads them, so its one collection-group index serves the count.
    countOf(
      db
        .collectionGroup(returnsCollection)
        .where('open', '==', true)
        .orderBy('requestedAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc'),
    ),
    countOf(db.collection(paymentsCollection).where('state', '==', 'unsettled')),
    // A cash order not yet paid, cancelled nor expired is `pending` (model/order/status.ts).
    orders
      .where('status', '==', 'pending')
      .aggregate({ total: AggregateField.sum('total') })
      .get(),
  ]);
  return {
    waiting: { toConfirm, toPack, refundsDue, returnsOpen, unsettledPayments },
    cashToCollect: cash.data().total ?? 0,
  };
}

export async function getDashboard(
  context: StaffContext,
  call: Pick<Call, 'auth'>,
): Promise<DashboardView> {
  const claim = staffClaim(call);
  const { db } = context;
  await readStaffMember(null, db, claim);
  const days = daysEnding(orderClock(context), dashboardDays);
  const [stored, work, lowStock] = await Promise.all([
    db.getAll(...days.map((day) => db.collection(dailyTotalsCollection).doc(day))),
    workWaiting(db),
    // As the Stock page lists them (src/staff/data/stock.ts), the first few.
    db
      .collection(productsCollection)
      .where('lowestUnits', '<=', lowStockBelow - 1)
      .orderBy('lowestUnits')
      .limit(dashboardLowStock)
      .get(),
  ]);
  return {
    ...figuresOfDays(
      days,
      stored.filter((day) => day.exists).map((day) => readDailyTotals(day.id, day.data())),
    ),
    ...work,
    lowStock: lowStock.docs.map((product) => readStockLine(product.id, product.data())),
  };
}

/** The dashboard's figures as a callable's answer: `DashboardView`. */
export const getDashboardCall = asCallable(getDashboard);
