/**
 * The M-Pesa prompt for an order: claimed in a transaction (never two prompts at once, never a
 * new one while the last is not final by the status query), sent, and recorded: an accepted push
 * gets its payment record (./payment-record.ts) before anything may answer it; a refused one fails
 * the order at once and gives its units back.
 */
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { earlierPromptOpen } from '@/model/order/refusals';
import type { OrderStatus } from '@/model/order/status';
import type { PaymentFailure } from '@/model/order/view';
import { OrderError } from '../orders/errors';
import { readHoldProducts, releaseHold } from '../orders/holds';
import { moveOrder } from '../orders/order-moves';
import {
  getOrderSecrets,
  noPush,
  orderSecretsRef,
  type OrderSecrets,
} from '../orders/order-secrets';
import { orderClock } from '../orders/place-order';
import { getStoredOrder } from '../orders/stored-order';
import { shopName } from '../shop-config';
import { DarajaError, wholeShillings, type DarajaErrorReason } from './daraja';
import type { PaymentContext } from './payment-context';
import { getPayment, isFinal, newPayment, paymentRef } from './payment-record';

/** Where an order stands once its prompt was asked for. */
export interface PaymentStart {
  status: OrderStatus;
  failure: PaymentFailure | null;
}

// A claim whose push never got an answer (the function died between the two) is given up after
// this, so the order is not stuck.
const claimTimeoutMs = 60_000;

/**
 * Claims the order's next push in the caller's transaction, after its reads: refused while the
 * last push is not final, or while another prompt is being sent. Answers the secrets' new push.
 */
export async function readClaim(
  transaction: Transaction,
  db: Firestore,
  secrets: OrderSecrets,
  now: Date,
): Promise<{ push: OrderSecrets['push'] }> {
  const { checkoutRequestId, requestedAt } = secrets.push;
  if (checkoutRequestId !== null) {
    const last = await getPayment(transaction, db, checkoutRequestId);
    if (last && !isFinal(last.state))
      throw new OrderError('failed-precondition', earlierPromptOpen);
  } else if (requestedAt && now.getTime() - requestedAt.toMillis() < claimTimeoutMs) {
    throw new OrderError('failed-precondition', earlierPromptOpen);
  }
  return { push: { checkoutRequestId: null, requestedAt: Timestamp.fromDate(now) } };
}

/** The order's failure for a refused push, as the shopper is told it. */
export function refusalFailure(reason: DarajaErrorReason): PaymentFailure {
  switch (reason) {
    case 'busy':
      return 'busy';
    case 'invalid-phone':
      return 'invalid-phone';
    case 'invalid-amount':
      return 'failed';
    case 'unavailable':
    case 'misconfigured':
      return 'unavailable';
  }
}

/** A refused push: the order fails with why, its units go back, its claim is cleared. */
async function refused(
  context: PaymentContext,
  orderId: string,
  failure: PaymentFailure,
): Promise<PaymentStart> {
  const { db } = context;
  const now = orderClock(context);
  return db.runTransaction(async (transaction): Promise<PaymentStart> => {
    const order = await getStoredOrder(transaction, db, orderId);
    if (!order) throw new OrderError('not-found', 'We could not find that order.');
    const products = await readHoldProducts(transaction, db, order);
    if (order.status !== 'awaiting-payment')
      return { status: order.status, failure: order.payment.failure };
    const hold = releaseHold(transaction, db, orderId, order, products, 'payment-failed', now);
    moveOrder(
      transaction,
      db,
      orderId,
      order,
      {
        to: { status: 'payment-failed', fulfilment: order.fulfilment },
        events: [{ type: 'payment-failed', details: { reason: failure } }],
        by: null,
        at: now,
      },
      { 'payment.failure': failure, ...hold },
    );
    transaction.update(orderSecretsRef(db, orderId), { push: noPush });
    return { status: 'payment-failed', failure };
  });
}

/**
 * Sends the prompt for a push just claimed, and records what Daraja said: the payment record and
 * the order's current push, or the order failed with the refusal's reason.
 */
export async function sendPush(
  context: PaymentContext,
  orderId: string,
  order: { total: number; phone: string },
): Promise<PaymentStart> {
  const { db } = context;
  let checkoutRequestId: string;
  try {
    ({ checkoutRequestId } = await context.daraja.stkPush({
      amount: order.total,
      phone: order.phone,
      accountReference: orderId.slice(0, 12),
      description: `${shopName} order`,
    }));
  } catch (error) {
    const reason: DarajaErrorReason = error instanceof DarajaError ? error.reason : 'unavailable';
    // The shop's own setup is wrong, or the code is: the shopper cannot fix either.
    if (reason === 'misconfigured' || !(error instanceof DarajaError)) {
      logger.error('An M-Pesa prompt was refused by the shop’s side', {
        orderId,
        reason,
        error: String(error),
      });
    }
    return refused(context, orderId, refusalFailure(reason));
  }
  const now = orderClock(context);
  return db.runTransaction(async (transaction): Promise<PaymentStart> => {
    const current = await getStoredOrder(transaction, db, orderId);
    transaction.create(
      paymentRef(db, checkoutRequestId),
      newPayment({
        orderId,
        phone: order.phone,
        amount: wholeShillings(order.total),
        requestedAt: now,
        firstQueryAt: new Date(now.getTime() + context.queryAfterMs),
      }),
    );
    transaction.update(orderSecretsRef(db, orderId), {
      push: { checkoutRequestId, requestedAt: Timestamp.fromDate(now) },
    });
    return {
      status: current?.status ?? 'awaiting-payment',
      failure: current?.payment.failure ?? null,
    };
  });
}

/**
 * The first prompt for an order placed with M-Pesa: `awaiting-payment`, its phone set, no push
 * yet. The push is claimed in a transaction first, so two calls never prompt the shopper twice.
 */
export async function startPayment(
  context: PaymentContext,
  orderId: string,
): Promise<PaymentStart> {
  const { db } = context;
  const now = orderClock(context);
  const claimed = await db.runTransaction(async (transaction) => {
    const order = await getStoredOrder(transaction, db, orderId);
    const secrets = await getOrderSecrets(transaction, db, orderId);
    if (!order || !secrets) throw new OrderError('not-found', 'We could not find that order.');
    const { method, phone } = order.payment;
    if (order.status !== 'awaiting-payment' || method !== 'mpesa' || !phone) {
      throw new OrderError('failed-precondition', 'This order is not waiting for M-Pesa.');
    }
    const claim = await readClaim(transaction, db, secrets, now);
    transaction.update(orderSecretsRef(db, orderId), claim);
    return { total: order.total, phone };
  });
  return sendPush(context, orderId, claimed);
}
