/**
 * The payment records (model/payment/payment-record.ts) as the server reads and writes them:
 * `payments/{CheckoutRequestID}`, server-only (firestore.rules), with the Admin SDK's timestamps.
 */
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { nairobiDay, type PaymentRowState } from '@model/payment/payments-day';
import {
  paymentRecordSchema,
  type PaymentCallback as ModelPaymentCallback,
  type PaymentRecord as ModelPaymentRecord,
} from '@model/payment/payment-record';

export const paymentsCollection = 'payments';
/** Each receipt number once: a receipt pays one order only. */
export const receiptsCollection = 'receipts';

const schema = paymentRecordSchema(z.instanceof(Timestamp));

/** A payment record with the Admin SDK's timestamps (model/payment/payment-record.ts). */
export type PaymentRecord = ModelPaymentRecord<Timestamp>;
export type PaymentCallback = ModelPaymentCallback<Timestamp>;

export const paymentRef = (db: Firestore, checkoutRequestId: string): DocumentReference =>
  db.collection(paymentsCollection).doc(checkoutRequestId);

export function readPayment(data: unknown): PaymentRecord | null {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export async function getPayment(
  transaction: Transaction,
  db: Firestore,
  checkoutRequestId: string,
): Promise<PaymentRecord | null> {
  return readPayment((await transaction.get(paymentRef(db, checkoutRequestId))).data());
}

/** Whether the push is no longer asked about: its answer is in, or no query will find it. */
export const isFinal = (payment: Pick<PaymentRecord, 'nextQueryAt'>): boolean =>
  payment.nextQueryAt === undefined;

/** What M-Pesa took for the push, whole KES: the callback's word, else what was asked. */
export const takenAmount = (payment: PaymentRecord): number =>
  payment.callback?.amount ?? payment.amount;

/** M-Pesa's receipt number: the settled record's, else a successful callback's. */
export const paymentReceipt = (payment: PaymentRecord): string | null =>
  payment.receipt ?? (payment.callback?.resultCode === 0 ? payment.callback.receipt : null);

/** The number that paid, as M-Pesa told it, else the one prompted; whole. */
export const payerPhone = (payment: PaymentRecord): string | null =>
  payment.callback?.payerPhone ?? payment.phone;

/**
 * What the Payments page reads of a record, derived from the whole of it and written with every
 * change (`writePayment`): the Nairobi day it belongs to, whether it is listed (money came, or may
 * have), and its money in whole KES: taken, still due back, given back. A day's totals are sums
 * of these.
 */
export function paymentsPageFields(payment: PaymentRecord) {
  const moneyCame =
    payment.state === 'paid' || (payment.state === 'disputed' && payment.refundState !== null);
  const refund = payment.refundState === null ? 0 : takenAmount(payment);
  return {
    day: nairobiDay(payment.requestedAt.toDate()),
    listed:
      moneyCame ||
      payment.state === 'disputed' ||
      payment.state === 'unsettled' ||
      payment.refundState !== null,
    taken: moneyCame ? takenAmount(payment) : 0,
    due: payment.refundState === 'due' || payment.refundState === 'pending' ? refund : 0,
    refunded: payment.refundState === 'refunded' ? refund : 0,
  };
}

/** Where the payment stands, as the Payments page names it. */
export function paymentRowState(payment: PaymentRecord): PaymentRowState {
  if (payment.refundState === 'refunded') return 'refunded';
  if (payment.refundState === 'pending') return 'refund-pending';
  if (payment.orderId === null) return 'no-order';
  if (payment.refundState === 'due') return 'refund-due';
  if (payment.state === 'disputed') return 'disputed';
  if (payment.state === 'unsettled') return 'unsettled';
  return 'paid';
}

/** Fields of a record that a write may change; `nextQueryAt` may be deleted with `null`. */
export type PaymentChange = Partial<Omit<PaymentRecord, 'nextQueryAt'>> & {
  nextQueryAt?: Timestamp | null;
};

/**
 * Writes a change to a record read in this transaction (after every read), with the Payments
 * page's fields made from the record as it will be.
 */
export function writePayment(
  transaction: Transaction,
  db: Firestore,
  checkoutRequestId: string,
  before: PaymentRecord,
  change: PaymentChange,
): PaymentRecord {
  const { nextQueryAt, ...rest } = change;
  const after: PaymentRecord = { ...before, ...rest };
  if (nextQueryAt === null) delete after.nextQueryAt;
  else if (nextQueryAt !== undefined) after.nextQueryAt = nextQueryAt;
  transaction.set(paymentRef(db, checkoutRequestId), {
    ...after,
    ...paymentsPageFields(after),
  });
  return after;
}

/** A push Daraja accepted (or its callback told of), recorded before it is settled. */
export function newPayment(push: {
  orderId: string | null;
  attempt: number;
  phone: string;
  amount: number;
  requestedAt: Date;
  firstQueryAt: Date;
  callback?: PaymentCallback | null;
}): PaymentRecord {
  return {
    orderId: push.orderId,
    attempt: push.attempt,
    phone: push.phone,
    amount: push.amount,
    state: 'pending',
    resultCode: null,
    resultDesc: null,
    receipt: null,
    callback: push.callback ?? null,
    requestedAt: Timestamp.fromDate(push.requestedAt),
    settledAt: null,
    queries: 0,
    nextQueryAt: Timestamp.fromDate(push.firstQueryAt),
    disputeQueries: 0,
    refundDue: false,
    refundReason: null,
    refundState: null,
  };
}

/** Creates a new record in the caller's transaction, with the Payments page's fields. */
export function createPayment(
  transaction: Transaction,
  db: Firestore,
  checkoutRequestId: string,
  payment: PaymentRecord,
): void {
  transaction.create(paymentRef(db, checkoutRequestId), {
    ...payment,
    ...paymentsPageFields(payment),
  });
}

/** Queries of a push that gives no final answer before it is left `unsettled` for staff. */
export const maxQueries = 12;

/**
 * How long after a query that gave no final answer the next one is made: 15 s doubling to
 * 10 min, so the last of `maxQueries` comes about 75 minutes after the prompt.
 */
export function queryBackoffMs(queriesMade: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, queriesMade - 1), 10 * 60_000);
}

/** A disputed push is asked again this often, `disputeQueries` times, before its money is due back. */
export const disputeQueryEveryMs = 10 * 60_000;
export const disputeQueriesAllowed = 3;
