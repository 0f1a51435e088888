/**
 * An order's payment as the M-Pesa code reads and settles it. Orders are written by the server
 * only, but they are still read through a schema: a document the code does not understand is
 * left alone rather than half-updated.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { orderStatuses, type OrderStatus } from '@/model/order/status';
import { paymentFailures, type PaymentFailure } from '@/model/order/view';
import { DarajaError, wholeShillings, type DarajaClient, type StkQueryAnswer } from './daraja';
import type { PaymentOutcome } from './outcome';

export const ordersCollection = 'orders';

export interface PaymentContext {
  db: Firestore;
  daraja: DarajaClient;
  /** The clock pushes are timed with; tests pass a fake one. */
  now?: () => Date;
  /** How a callback waits before looking again for its order; tests pass a fast one. */
  wait?: (ms: number) => Promise<void>;
}

export type PaymentErrorCode = 'not-found' | 'invalid-argument' | 'failed-precondition';

/** The same answer for a missing order and someone else's, as the order callables give. */
export const noSuchOrder = 'We could not find that order.';

/** A request this code refuses; the message is fit for the shopper. */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const timestamp = z.instanceof(Timestamp);

const storedOrderSchema = z.object({
  status: z.enum(orderStatuses),
  total: z.number().nonnegative(),
  ownerUid: z.string().nullish(),
  accessTokenHash: z.string(),
  delivery: z.object({ option: z.string() }),
  payment: z.object({
    method: z.enum(['mpesa', 'cash-on-delivery']),
    phone: z.string().nullable(),
    checkoutRequestId: z.string().nullable(),
    receipt: z.string().nullable(),
    failure: z.enum(paymentFailures).nullable(),
    /** When the current push was asked for (set just before it is sent). */
    requestedAt: timestamp.nullish(),
  }),
  createdAt: timestamp.nullish(),
  updatedAt: timestamp.nullish(),
});

export type StoredOrder = z.infer<typeof storedOrderSchema>;

export function readOrder(data: unknown): StoredOrder | null {
  const parsed = storedOrderSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The order a request names: one missing, or one this code does not understand, is not found. */
export function requireOrder(data: unknown): StoredOrder {
  const order = readOrder(data);
  if (!order) throw new PaymentError('not-found', noSuchOrder);
  return order;
}

export const orderRef = (db: Firestore, orderId: string): DocumentReference =>
  db.collection(ordersCollection).doc(orderId);

export const clock = (context: PaymentContext): Date => (context.now ?? (() => new Date()))();

/** What one push ended in, as far as this server knows it. */
export interface PushResult {
  outcome: PaymentOutcome;
  /** From the callback; a result learnt by query has none. */
  receipt: string | null;
  /** KES Safaricom says was paid; null when learnt by query (the push asked for the total). */
  amount: number | null;
}

/** `recorded`, or why nothing changed: the result was already in, or the push is not current. */
export type Settlement = 'recorded' | 'already-settled' | 'superseded';

function changes(order: StoredOrder, { outcome, receipt, amount }: PushResult, now: Date) {
  let status: OrderStatus = 'paid';
  let failure: PaymentFailure | null = null;
  if (!outcome.paid) {
    status = 'payment-failed';
    failure = outcome.failure;
  } else if (amount !== null && amount !== wholeShillings(order.total)) {
    // Money moved, but not the order's total: staff refund or settle it by hand with the receipt.
    status = 'payment-failed';
    failure = 'amount-mismatch';
  }
  return {
    status,
    'payment.failure': failure,
    'payment.receipt': receipt,
    'payment.settledAt': Timestamp.fromDate(now),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Records a push's result on its order, once, in a transaction. Only the push the order is
 * waiting on counts. A confirmed payment still wins over a failure recorded for the same push
 * (an unconfirmed failure callback, or `no-answer` guessed by reconciliation): the shopper's money
 * was taken, so the order must say paid.
 */
export async function settle(
  context: PaymentContext,
  ref: DocumentReference,
  checkoutRequestId: string,
  result: PushResult,
): Promise<Settlement> {
  return context.db.runTransaction(async (transaction) => {
    const order = readOrder((await transaction.get(ref)).data());
    if (!order || order.payment.method !== 'mpesa') return 'superseded';
    if (order.payment.checkoutRequestId !== checkoutRequestId) return 'superseded';
    const overridable =
      order.status === 'payment-failed' &&
      result.outcome.paid &&
      order.payment.failure !== 'amount-mismatch';
    if (order.status !== 'awaiting-payment' && !overridable) return 'already-settled';
    transaction.update(ref, changes(order, result, clock(context)));
    return 'recorded';
  });
}

/** Daraja's answer about a push, with a refusal or an outage counted as no final answer yet. */
export async function queryPush(
  context: PaymentContext,
  checkoutRequestId: string,
): Promise<StkQueryAnswer> {
  try {
    return await context.daraja.stkQuery(checkoutRequestId);
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    return { resultCode: 'pending', resultDesc: error.message };
  }
}
