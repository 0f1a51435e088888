/**
 * One record per M-Pesa push, `payments/{CheckoutRequestID}`, server-only (firestore.rules): the
 * order it was for, the phone and amount prompted, where it stands, and Safaricom's callback as
 * it came. A push is `pending` until M-Pesa's status query gives a final answer (`paid` or
 * `failed`); one the query cannot answer yet is `unknown`, never taken for failed. Money that
 * arrived for an order that can no longer take it (already paid, switched to cash, expired,
 * cancelled, or the wrong amount) is flagged `refundDue` for staff, never dropped.
 */
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';

export const paymentsCollection = 'payments';
/** Each receipt number once: a receipt pays one order only. */
export const receiptsCollection = 'receipts';

export const paymentStates = ['pending', 'unknown', 'paid', 'failed'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const isFinal = (state: PaymentState): boolean => state === 'paid' || state === 'failed';

const callbackSchema = z.object({
  resultCode: z.number(),
  resultDesc: z.string(),
  receipt: z.string().nullable(),
  amount: z.number().nullable(),
  /** The body as Safaricom posted it. */
  raw: z.string(),
  at: z.instanceof(Timestamp),
});

const paymentSchema = z.object({
  orderId: z.string(),
  /** `2547XXXXXXXX`, the number prompted. */
  phone: z.string(),
  /** Whole KES asked for. */
  amount: z.number(),
  state: z.enum(paymentStates),
  /** The final answer's ResultCode and text, from M-Pesa's status query. */
  resultCode: z.number().nullable(),
  resultDesc: z.string().nullable(),
  receipt: z.string().nullable(),
  /** The latest callback for this push, kept whether or not it was believed. */
  callback: callbackSchema.nullable(),
  requestedAt: z.instanceof(Timestamp),
  settledAt: z.instanceof(Timestamp).nullable(),
  /** Status queries made so far, and when the next is due; absent once final. */
  queries: z.number().int().nonnegative(),
  nextQueryAt: z.instanceof(Timestamp).optional(),
  refundDue: z.boolean(),
  /** Why the money must go back, for staff. */
  refundReason: z.string().nullable(),
});

export type PaymentRecord = z.infer<typeof paymentSchema>;
export type PaymentCallback = z.infer<typeof callbackSchema>;

export const paymentRef = (db: Firestore, checkoutRequestId: string): DocumentReference =>
  db.collection(paymentsCollection).doc(checkoutRequestId);

export function readPayment(data: unknown): PaymentRecord | null {
  const parsed = paymentSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export async function getPayment(
  transaction: Transaction,
  db: Firestore,
  checkoutRequestId: string,
): Promise<PaymentRecord | null> {
  return readPayment((await transaction.get(paymentRef(db, checkoutRequestId))).data());
}

/** A push Daraja accepted, recorded before anything may answer it. */
export function newPayment(push: {
  orderId: string;
  phone: string;
  amount: number;
  requestedAt: Date;
  firstQueryAt: Date;
}): PaymentRecord {
  return {
    orderId: push.orderId,
    phone: push.phone,
    amount: push.amount,
    state: 'pending',
    resultCode: null,
    resultDesc: null,
    receipt: null,
    callback: null,
    requestedAt: Timestamp.fromDate(push.requestedAt),
    settledAt: null,
    queries: 0,
    nextQueryAt: Timestamp.fromDate(push.firstQueryAt),
    refundDue: false,
    refundReason: null,
  };
}

/** How long after a query that gave no final answer the next one is made: 15 s doubling to 10 min. */
export function queryBackoffMs(queriesMade: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, queriesMade - 1), 10 * 60_000);
}
