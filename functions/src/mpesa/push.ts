/**
 * The M-Pesa prompt for an order: claimed in a transaction (never two prompts at once, never a
 * new one while the last is still asked about), sent with a callback URL naming the order and the
 * attempt, and recorded: an accepted push gets its payment record (./payment-record.ts) unless its
 * callback got there first; a refused one fails the order at once and gives its units back; one
 * whose answer was lost (a timeout, a connection dropped, a gateway's error page) may be on the
 * shopper's phone, so the order keeps waiting, its prompt `unconfirmed`, until the callback, the
 * hold's end or the shopper's Try again settles it.
 *
 * The order keeps where its prompt stands (`payment.prompt`, model/order/view.ts) for the
 * shopper: `sending`, `sent` or `unconfirmed`, with when Try again opens for one that may never
 * have reached the phone.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { earlierPromptOpen } from '@model/order/refusals';
import type { OrderStatus } from '@model/order/status';
import type { PaymentFailure } from '@model/order/view';
import { Refusal } from '../core/refusal';
import { readHoldProducts, releaseHold } from '../orders/holds';
import { moveOrder } from '../orders/order-moves';
import {
  claimTimeoutMs,
  getOrderSecrets,
  orderSecretsRef,
  pushCleared,
  type OrderSecrets,
} from '../orders/order-secrets';
import { orderClock } from '../core/context';
import { getStoredOrder, orderRef, type StoredOrder } from '../orders/stored-order';
import { shopName } from '../shop-config';
import { DarajaError, wholeShillings, type DarajaErrorReason } from './daraja';
import { promptLifetimeMs } from './payment-context';
import { type PaymentContext } from '../core/context';
import { createPayment, getPayment, isFinal, newPayment } from './payment-record';

/** Where an order stands once its prompt was asked for. */
export interface PaymentStart {
  status: OrderStatus;
  failure: PaymentFailure | null;
}

/**
 * When Try again opens after a push whose answer was lost: once its prompt, if it reached the
 * phone, has timed out there, and within the order's hold (90 s locally) so the shopper can.
 */
export const unconfirmedRetryMs = (holdMs: number): number =>
  Math.min(promptLifetimeMs, Math.floor(holdMs / 2));

/** The order's `payment.prompt` as a push is claimed: Try again opens if the sending stops. */
export function sendingPrompt(now: Date) {
  return { state: 'sending', retryFrom: Timestamp.fromMillis(now.getTime() + claimTimeoutMs) };
}

/**
 * Whether a new prompt may be sent for an order still awaiting payment: no push was ever claimed,
 * or the last claim's push never got an answer and its prompt's `retryFrom` has passed. A push
 * M-Pesa accepted is settled by its own answers first.
 */
export function promptRetryOpen(order: StoredOrder, secrets: OrderSecrets, now: Date): boolean {
  const { checkoutRequestId, requestedAt } = secrets.push;
  if (checkoutRequestId !== null) return false;
  if (requestedAt === null) return true;
  const retryFrom =
    order.payment.prompt?.retryFrom?.toMillis() ?? requestedAt.toMillis() + claimTimeoutMs;
  return now.getTime() >= retryFrom;
}

/** A claim: the secrets' new push and the order's prompt, for the caller to write. */
export interface Claim {
  push: OrderSecrets['push'];
  prompt: ReturnType<typeof sendingPrompt>;
}

/**
 * Claims the order's next push in the caller's transaction, after its reads: refused while the
 * last push is still asked about, or while another prompt is being sent.
 */
export async function readClaim(
  transaction: Transaction,
  db: Firestore,
  order: StoredOrder,
  secrets: OrderSecrets,
  now: Date,
): Promise<Claim> {
  const { checkoutRequestId, requestedAt, attempt } = secrets.push;
  if (checkoutRequestId !== null) {
    const last = await getPayment(transaction, db, checkoutRequestId);
    if (last && !isFinal(last)) throw new Refusal('failed-precondition', earlierPromptOpen);
  } else if (requestedAt !== null && !promptRetryOpen(order, secrets, now)) {
    throw new Refusal('failed-precondition', earlierPromptOpen);
  }
  return {
    push: { checkoutRequestId: null, requestedAt: Timestamp.fromDate(now), attempt: attempt + 1 },
    prompt: sendingPrompt(now),
  };
}

/** Writes a claim read with `readClaim`. */
export function writeClaim(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  claim: Claim,
): void {
  transaction.update(orderSecretsRef(db, orderId), { push: claim.push });
  transaction.update(orderRef(db, orderId), { 'payment.prompt': claim.prompt });
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

/** What one push is: its order, its attempt, and what it asks. */
export interface PushRequest {
  orderId: string;
  /** The order's number, or its id for an order placed before numbers. */
  orderNumber: string;
  attempt: number;
  total: number;
  phone: string;
}

const positionOf = (order: StoredOrder | null): PaymentStart => ({
  status: order?.status ?? 'awaiting-payment',
  failure: order?.payment.failure ?? null,
});

/**
 * A refused push: the order fails with why, its units go back, its claim is cleared; unless
 * another claim took over meanwhile.
 */
async function refused(
  context: PaymentContext,
  { orderId, attempt }: PushRequest,
  failure: PaymentFailure,
): Promise<PaymentStart> {
  const { db } = context;
  const now = orderClock(context);
  return db.runTransaction(async (transaction): Promise<PaymentStart> => {
    const order = await getStoredOrder(transaction, db, orderId);
    const secrets = await getOrderSecrets(transaction, db, orderId);
    if (!order) throw new Refusal('not-found', 'We could not find that order.');
    const products = await readHoldProducts(transaction, db, order);
    const ours = secrets?.push.attempt === attempt && secrets.push.checkoutRequestId === null;
    if (order.status !== 'awaiting-payment' || !ours) return positionOf(order);
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
      { 'payment.failure': failure, 'payment.prompt': null, ...hold },
    );
    transaction.update(orderSecretsRef(db, orderId), pushCleared);
    return { status: 'payment-failed', failure };
  });
}

/**
 * A push whose answer never came: the prompt may be on the phone, so nothing is failed. The
 * order's prompt is `unconfirmed`, with when Try again opens; its callback, which names the order
 * and attempt, settles it if the shopper pays (./callback.ts).
 */
async function answerLost(
  context: PaymentContext,
  { orderId, attempt }: PushRequest,
  error: DarajaError,
): Promise<PaymentStart> {
  const { db } = context;
  const now = orderClock(context);
  logger.warn('The answer to an M-Pesa prompt was lost: it may be on the shopper’s phone', {
    orderId,
    attempt,
    error: error.message,
  });
  return db.runTransaction(async (transaction): Promise<PaymentStart> => {
    const order = await getStoredOrder(transaction, db, orderId);
    const secrets = await getOrderSecrets(transaction, db, orderId);
    const ours = secrets?.push.attempt === attempt && secrets.push.checkoutRequestId === null;
    if (order?.status === 'awaiting-payment' && ours) {
      transaction.update(orderRef(db, orderId), {
        'payment.prompt': {
          state: 'unconfirmed',
          retryFrom: Timestamp.fromMillis(now.getTime() + unconfirmedRetryMs(context.holdMs)),
        },
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return positionOf(order);
  });
}

/**
 * Records a push M-Pesa accepted, in the caller's transaction after its reads (`order`, `secrets`
 * and whether the push's record `exists`): its payment record unless its callback made it first,
 * and, while the claim is still this attempt's, the order's push and prompt.
 */
export function recordPush(
  transaction: Transaction,
  context: PaymentContext,
  checkoutRequestId: string,
  push: PushRequest & { requestedAt: Date },
  read: { order: StoredOrder | null; secrets: OrderSecrets | null; exists: boolean },
): void {
  const { db } = context;
  if (!read.exists) {
    createPayment(
      transaction,
      db,
      checkoutRequestId,
      newPayment({
        orderId: push.orderId,
        attempt: push.attempt,
        phone: push.phone,
        amount: wholeShillings(push.total),
        requestedAt: push.requestedAt,
        firstQueryAt: new Date(push.requestedAt.getTime() + context.queryAfterMs),
      }),
    );
  }
  const current = read.secrets?.push;
  if (current?.attempt !== push.attempt || current.checkoutRequestId !== null) return;
  transaction.update(orderSecretsRef(db, push.orderId), {
    'push.checkoutRequestId': checkoutRequestId,
  });
  if (read.order?.status === 'awaiting-payment') {
    transaction.update(orderRef(db, push.orderId), {
      'payment.prompt': { state: 'sent', retryFrom: null },
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
}

/**
 * Sends the prompt for a push just claimed, and records what Daraja said: the payment record and
 * the order's current push, the order failed with the refusal's reason, or the prompt unconfirmed.
 */
export async function sendPush(context: PaymentContext, push: PushRequest): Promise<PaymentStart> {
  const { db } = context;
  let checkoutRequestId: string;
  try {
    ({ checkoutRequestId } = await context.daraja.stkPush({
      amount: push.total,
      phone: push.phone,
      // On the shopper's statement: the number they were given, never the device's checkout id.
      accountReference: push.orderNumber,
      description: `${shopName} order`,
      callbackQuery: { order: push.orderId, attempt: String(push.attempt) },
    }));
  } catch (error) {
    if (error instanceof DarajaError && error.maybeProcessed) {
      return answerLost(context, push, error);
    }
    const reason: DarajaErrorReason = error instanceof DarajaError ? error.reason : 'unavailable';
    // The shop's own setup is wrong, or the code is: the shopper cannot fix either.
    if (reason === 'misconfigured' || !(error instanceof DarajaError)) {
      logger.error('An M-Pesa prompt was refused by the shop’s side', {
        orderId: push.orderId,
        reason,
        error: String(error),
      });
    }
    return refused(context, push, refusalFailure(reason));
  }
  const now = orderClock(context);
  return db.runTransaction(async (transaction): Promise<PaymentStart> => {
    const order = await getStoredOrder(transaction, db, push.orderId);
    const secrets = await getOrderSecrets(transaction, db, push.orderId);
    const exists = (await getPayment(transaction, db, checkoutRequestId)) !== null;
    recordPush(
      transaction,
      context,
      checkoutRequestId,
      { ...push, requestedAt: now },
      { order, secrets, exists },
    );
    return positionOf(order);
  });
}

/**
 * The first prompt for an order placed with M-Pesa (`awaiting-payment`, its phone set), or a
 * prompt again for one whose first never went out. The push is claimed in a transaction first,
 * so two calls never prompt the shopper twice.
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
    if (!order || !secrets) throw new Refusal('not-found', 'We could not find that order.');
    const { method, phone } = order.payment;
    if (order.status !== 'awaiting-payment' || method !== 'mpesa' || !phone) {
      throw new Refusal('failed-precondition', 'This order is not waiting for M-Pesa.');
    }
    const claim = await readClaim(transaction, db, order, secrets, now);
    writeClaim(transaction, db, orderId, claim);
    return {
      orderId,
      orderNumber: order.number ?? orderId,
      attempt: claim.push.attempt,
      total: order.total,
      phone,
    };
  });
  return sendPush(context, claimed);
}
