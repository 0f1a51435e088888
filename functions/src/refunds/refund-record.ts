/**
 * Money found to be due back, and money given back: one refund per payment,
 * `refunds/{paymentId}` (model/payment/refunds.ts), which staff read, kept in step with the
 * payment record (../mpesa/payment-record.ts, its `refundState`) and the order (`refund.due`,
 * `refund.refunded`, `payment.refundDue`) in the transaction that changes them.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { readRefund, refundsCollection, type Refund } from '@model/payment/refunds';
import {
  takenAmount,
  writePayment,
  type PaymentChange,
  type PaymentRecord,
} from '../mpesa/payment-record';

export const refundRef = (db: Firestore, paymentId: string): DocumentReference =>
  db.collection(refundsCollection).doc(paymentId);

/** A refund read in a transaction; null when the payment owes nothing back. */
export async function getRefund(
  transaction: Transaction,
  db: Firestore,
  paymentId: string,
): Promise<Refund | null> {
  const snapshot = await transaction.get(refundRef(db, paymentId));
  return snapshot.exists ? readRefund(paymentId, snapshot.data()) : null;
}

/** What the caller adds to its write of the order when the money is found to be due back. */
export type OrderRefundFields = Record<string, unknown>;

/**
 * Records that the payment's money must go back, with `change` (the settlement that found it),
 * in the caller's transaction after its reads: the payment flagged, its refund created `due`.
 * Answers the fields the caller writes on the order (none when the payment owed already, or has
 * no order); the caller records the order's `refund-due` event.
 */
export function oweRefund(
  transaction: Transaction,
  db: Firestore,
  paymentId: string,
  before: PaymentRecord,
  change: PaymentChange,
  { reason, at, orderNumber }: { reason: string; at: Date; orderNumber: string | null },
): OrderRefundFields {
  if (before.refundState !== null) {
    writePayment(transaction, db, paymentId, before, change);
    return {};
  }
  const payment = writePayment(transaction, db, paymentId, before, {
    ...change,
    refundDue: true,
    refundReason: reason,
    refundState: 'due',
  });
  const amount = takenAmount(payment);
  const when = Timestamp.fromDate(at);
  transaction.create(refundRef(db, paymentId), {
    paymentId,
    orderId: payment.orderId,
    orderNumber,
    amount,
    receipt: payment.receipt,
    payerPhone: payment.callback?.payerPhone ?? payment.phone,
    reason,
    state: 'due',
    open: true,
    failure: null,
    reversal: null,
    refunded: null,
    createdAt: when,
    updatedAt: when,
  });
  return payment.orderId === null
    ? {}
    : { 'payment.refundDue': true, 'refund.due': FieldValue.increment(amount) };
}
