/**
 * `listPayments`: the back office's Payments page (model/payment/payments-day.ts). Staff may
 * not read the payment records themselves (they hold callbacks as they came and whole phone
 * numbers), so this answers one page of a Nairobi day's payments, phones masked, newest first,
 * and the day's totals as sums the server adds up (one aggregation, however many payments).
 */
import { AggregateField, FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  listPaymentsSchema,
  maskPhone,
  paymentsPageSize,
  type PaymentRow,
  type PaymentsDay,
} from '@model/payment/payments-day';
import type { Call } from '../core/call';
import { orderRef } from '../orders/stored-order';
import { readStaffMember, staffClaim, type StaffContext } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';
import {
  payerPhone,
  paymentReceipt,
  paymentRowState,
  paymentsCollection,
  readPayment,
  takenAmount,
  type PaymentRecord,
} from './payment-record';

/** A page's cursor: the last row's request time (to the nanosecond) and id, as one string. */
function cursorOf(requestedAt: Timestamp, id: string): string {
  return Buffer.from(JSON.stringify([requestedAt.seconds, requestedAt.nanoseconds, id])).toString(
    'base64url',
  );
}

function readCursor(cursor: string | null): [Timestamp, string] | null {
  if (!cursor) return null;
  try {
    const [seconds, nanoseconds, id] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      Number.isSafeInteger(seconds) &&
      Number.isSafeInteger(nanoseconds) &&
      typeof id === 'string'
    ) {
      return [new Timestamp(seconds as number, nanoseconds as number), id];
    }
  } catch {
    // Not one of ours: the day is read from its start.
  }
  return null;
}

/**
 * The numbers of the payments' orders, which people read (an order placed before numbers: its
 * id), in one read of those orders; null for a payment that matches no order.
 */
export async function orderNumbersOf(
  db: Firestore,
  payments: readonly PaymentRecord[],
): Promise<(payment: PaymentRecord) => string | null> {
  const orderIds = [...new Set(payments.flatMap((payment) => payment.orderId ?? []))];
  const orders =
    orderIds.length > 0 ? await db.getAll(...orderIds.map((id) => orderRef(db, id))) : [];
  const numbers = new Map(
    orders.map((order) => [order.id, (order.get('number') as string | undefined) ?? order.id]),
  );
  return ({ orderId }) => (orderId ? (numbers.get(orderId) ?? orderId) : null);
}

function rowOf(id: string, payment: PaymentRecord, orderNumber: string | null): PaymentRow {
  const phone = payerPhone(payment);
  return {
    id,
    at: payment.requestedAt.toDate().toISOString(),
    receipt: paymentReceipt(payment),
    amount: takenAmount(payment),
    phone: phone ? maskPhone(phone) : null,
    orderId: payment.orderId,
    orderNumber,
    state: paymentRowState(payment),
  };
}

export async function listPayments(
  context: StaffContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<PaymentsDay> {
  const claim = staffClaim(call);
  const { day, cursor } = readStaffRequest(listPaymentsSchema, call.data);
  const { db } = context;
  await readStaffMember(null, db, claim);
  const ofDay = db.collection(paymentsCollection).where('day', '==', day);
  const after = readCursor(cursor);
  let page = ofDay
    .where('listed', '==', true)
    .orderBy('requestedAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (after) page = page.startAfter(...after);
  const [rows, sums] = await Promise.all([
    page.limit(paymentsPageSize + 1).get(),
    ofDay
      .aggregate({
        taken: AggregateField.sum('taken'),
        refunded: AggregateField.sum('refunded'),
        due: AggregateField.sum('due'),
      })
      .get(),
  ]);
  const shown = rows.docs.slice(0, paymentsPageSize);
  const read = shown.flatMap((doc) => {
    const payment = readPayment(doc.data());
    return payment ? [{ id: doc.id, payment }] : [];
  });
  const numberOf = await orderNumbersOf(
    db,
    read.map(({ payment }) => payment),
  );
  const last = shown.at(-1);
  const lastAt = last?.get('requestedAt') as unknown;
  const totals = sums.data();
  return {
    day,
    rows: read.map(({ id, payment }) => rowOf(id, payment, numberOf(payment))),
    totals: {
      taken: totals.taken ?? 0,
      refunded: totals.refunded ?? 0,
      due: totals.due ?? 0,
    },
    nextCursor:
      rows.docs.length > paymentsPageSize && last && lastAt instanceof Timestamp
        ? cursorOf(lastAt, last.id)
        : null,
  };
}
