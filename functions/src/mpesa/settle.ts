/**
 * A push settled by M-Pesa's status query, the only answer the shop believes (a callback says
 * where to look; the query says what happened). In one transaction: the payment record, the
 * order if it still waits on this push (paid, with the shopper's text queued, or failed with its
 * units given back), the receipt claimed once, and money that came for an order that can no
 * longer take it flagged for staff, on the payment and on the order (`payment.refundDue`, a
 * `refund-due` event). Each move of the order is recorded as ../orders/order-moves.ts says.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { releaseHold, readHoldProducts } from '../orders/holds';
import { moveOrder } from '../orders/order-moves';
import { getOrderSecrets } from '../orders/order-secrets';
import { orderClock } from '../orders/place-order';
import { getStoredOrder, orderRef } from '../orders/stored-order';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { DarajaError } from './daraja';
import { outcomeOf } from './outcome';
import { promptLifetimeMs, type PaymentContext } from './payment-context';
import {
  getPayment,
  isFinal,
  paymentRef,
  queryBackoffMs,
  receiptsCollection,
  type PaymentRecord,
} from './payment-record';

/** A final answer of the status query. */
export interface FinalAnswer {
  resultCode: number;
  resultDesc: string;
}

/**
 * What settling did: `recorded` (the push's answer, or its receipt, is now kept), `duplicate`
 * (already known), `refund-due` (paid, for an order that could not take it), `no-payment`.
 */
export type Settlement = 'recorded' | 'duplicate' | 'refund-due' | 'no-payment';

/** Why money that arrived must go back, in staff's words. */
const orderStates: Readonly<Record<string, string>> = {
  paid: 'already paid',
  pending: 'switched to cash on delivery',
  'payment-failed': 'failed, its units given back',
  expired: 'expired, its units given back',
  cancelled: 'cancelled',
  refunded: 'refunded',
  'awaiting-payment': 'waiting on another prompt',
};

function refundReason(orderStatus: string | null): string {
  return orderStatus === null
    ? 'The payment came for an order that cannot be found.'
    : `The payment came when the order was ${orderStates[orderStatus] ?? orderStatus}.`;
}

const wrongAmountReason = (taken: number, asked: number) =>
  `M-Pesa took KES ${taken} where the order asked KES ${asked}.`;

export async function settlePush(
  context: PaymentContext,
  checkoutRequestId: string,
  answer: FinalAnswer,
): Promise<Settlement> {
  const { db } = context;
  const now = orderClock(context);
  const at = Timestamp.fromDate(now);
  const paid = answer.resultCode === 0;
  let texts: Array<string | null> = [];
  const settlement = await db.runTransaction(async (transaction): Promise<Settlement> => {
    texts = [];
    const payment = await getPayment(transaction, db, checkoutRequestId);
    if (!payment) return 'no-payment';
    const order = await getStoredOrder(transaction, db, payment.orderId);
    const secrets = await getOrderSecrets(transaction, db, payment.orderId);
    const products = order ? await readHoldProducts(transaction, db, order) : [];
    const receipt = paid ? (payment.callback?.receipt ?? null) : null;
    const receiptRef = receipt ? db.collection(receiptsCollection).doc(receipt) : null;
    const receiptTaken = receiptRef ? (await transaction.get(receiptRef)).exists : false;
    const waitsOnThis =
      order?.status === 'awaiting-payment' && secrets?.push.checkoutRequestId === checkoutRequestId;
    const textQueued =
      paid && waitsOnThis ? await readQueued(transaction, db, payment.orderId, 'paid') : false;
    // Every read is done: what follows only writes.
    const claimReceipt = (): string | null => {
      if (!receiptRef || !receipt) return null;
      if (receiptTaken) {
        // A receipt pays one order only: one seen before is not this push's to keep.
        logger.error('An M-Pesa receipt came again for another push', {
          checkoutRequestId,
          receipt,
          orderId: payment.orderId,
        });
        return null;
      }
      transaction.create(receiptRef, { orderId: payment.orderId, checkoutRequestId, at });
      return receipt;
    };
    const paymentDoc = paymentRef(db, checkoutRequestId);
    const orderDoc = orderRef(db, payment.orderId);
    /** Tells staff on the order, where it stands, that money must go back. */
    const flagRefund = (reason: string) => {
      if (!order) return;
      moveOrder(
        transaction,
        db,
        payment.orderId,
        order,
        {
          to: { status: order.status, fulfilment: order.fulfilment },
          events: [{ type: 'refund-due', details: { reason } }],
          by: null,
          at: now,
        },
        { 'payment.refundDue': true },
      );
    };

    // A push the query failed can still go through (a prompt answered after it timed out): once
    // the query says paid, the money is recorded and flagged below, never dropped as known.
    const lateSuccess = payment.state === 'failed' && paid;
    if (isFinal(payment.state) && !lateSuccess) {
      // A receipt that arrives after the query settled the push is still kept.
      if (payment.state !== 'paid' || payment.receipt !== null || !paid) return 'duplicate';
      const kept = claimReceipt();
      if (!kept) return 'duplicate';
      const late = payment.callback?.amount ?? null;
      if (late !== null && late !== payment.amount && !payment.refundDue) {
        // The query paid the order before this callback said how much was taken: staff settle it.
        const reason = wrongAmountReason(late, payment.amount);
        transaction.update(paymentDoc, { receipt: kept, refundDue: true, refundReason: reason });
        flagRefund(reason);
        logger.error('M-Pesa took a different amount from the order’s total', {
          checkoutRequestId,
          orderId: payment.orderId,
          receipt: kept,
        });
        return 'refund-due';
      }
      transaction.update(paymentDoc, { receipt: kept });
      const paidByThis =
        order?.status === 'paid' &&
        order.payment.receipt === null &&
        secrets?.push.checkoutRequestId === checkoutRequestId &&
        !payment.refundDue;
      if (paidByThis) {
        transaction.update(orderDoc, {
          'payment.receipt': kept,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      return 'recorded';
    }

    const settled: Partial<Record<keyof PaymentRecord, unknown>> = {
      state: paid ? 'paid' : 'failed',
      resultCode: answer.resultCode,
      resultDesc: answer.resultDesc,
      settledAt: at,
      nextQueryAt: FieldValue.delete(),
    };
    if (!paid) {
      transaction.update(paymentDoc, settled);
      if (waitsOnThis && order) {
        const outcome = outcomeOf(answer.resultCode);
        const failure = outcome.paid ? 'failed' : outcome.failure;
        const hold = releaseHold(
          transaction,
          db,
          payment.orderId,
          order,
          products,
          'payment-failed',
          now,
        );
        moveOrder(
          transaction,
          db,
          payment.orderId,
          order,
          {
            to: { status: 'payment-failed', fulfilment: order.fulfilment },
            events: [{ type: 'payment-failed', details: { reason: failure } }],
            by: null,
            at: now,
          },
          { 'payment.failure': failure, ...hold },
        );
      }
      return 'recorded';
    }

    const kept = claimReceipt();
    const amount = payment.callback?.amount ?? null;
    const wrongAmount = amount !== null && amount !== payment.amount;
    if (waitsOnThis && order && !wrongAmount) {
      transaction.update(paymentDoc, { ...settled, receipt: kept });
      moveOrder(
        transaction,
        db,
        payment.orderId,
        order,
        {
          to: { status: 'paid', fulfilment: order.fulfilment },
          events: [{ type: 'paid', details: kept ? { receipt: kept } : {} }],
          by: null,
          at: now,
        },
        {
          'payment.receipt': kept,
          'payment.failure': null,
          unpaidHoldPhone: null,
          expiresAt: FieldValue.delete(),
        },
      );
      texts.push(
        queueOrderText(transaction, db, textQueued, {
          details: { event: 'paid', orderId: payment.orderId, total: order.total },
          to: order.delivery.phone,
          at: now,
        }),
      );
      return 'recorded';
    }
    const reason =
      wrongAmount && amount !== null
        ? wrongAmountReason(amount, payment.amount)
        : refundReason(order?.status ?? null);
    transaction.update(paymentDoc, {
      ...settled,
      receipt: kept,
      refundDue: true,
      refundReason: reason,
    });
    if (waitsOnThis && order) {
      // The wrong amount was taken: the order is not paid, and no Try again is offered.
      const hold = releaseHold(
        transaction,
        db,
        payment.orderId,
        order,
        products,
        'payment-failed',
        now,
      );
      moveOrder(
        transaction,
        db,
        payment.orderId,
        order,
        {
          to: { status: 'payment-failed', fulfilment: order.fulfilment },
          events: [
            { type: 'payment-failed', details: { reason: 'amount-mismatch' } },
            { type: 'refund-due', details: { reason } },
          ],
          by: null,
          at: now,
        },
        {
          'payment.failure': 'amount-mismatch',
          'payment.refundDue': true,
          ...hold,
          expiresAt: FieldValue.delete(),
        },
      );
    } else {
      flagRefund(reason);
    }
    logger.error('M-Pesa money arrived that must go back to the shopper', {
      checkoutRequestId,
      orderId: payment.orderId,
      receipt: kept,
      reason,
    });
    return 'refund-due';
  });
  await sendOrderTexts(context, texts);
  return settlement;
}

/** What one status query of a push came to. */
export type QueryEffect = Settlement | 'pending' | 'unknown';

/** A query that gave no final answer: asked again later, with backoff. */
async function askAgainLater(
  context: PaymentContext,
  checkoutRequestId: string,
  queryFailed: boolean,
): Promise<QueryEffect> {
  const { db } = context;
  const now = orderClock(context);
  return db.runTransaction(async (transaction): Promise<QueryEffect> => {
    const payment = await getPayment(transaction, db, checkoutRequestId);
    if (!payment) return 'no-payment';
    if (isFinal(payment.state)) return 'duplicate';
    const queries = payment.queries + 1;
    // No final answer past the prompt's life, or no answer at all: unknown, never failed.
    const overdue = now.getTime() - payment.requestedAt.toMillis() > promptLifetimeMs;
    const state = queryFailed || overdue ? 'unknown' : 'pending';
    transaction.update(paymentRef(db, checkoutRequestId), {
      state,
      queries,
      nextQueryAt: Timestamp.fromMillis(now.getTime() + queryBackoffMs(queries)),
    });
    return state;
  });
}

/** Asks M-Pesa how a push ended, and settles it when the answer is final. */
export async function queryAndSettle(
  context: PaymentContext,
  checkoutRequestId: string,
): Promise<QueryEffect> {
  let answer;
  try {
    answer = await context.daraja.stkQuery(checkoutRequestId);
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    logger.warn('The M-Pesa status query failed; asking again later', {
      checkoutRequestId,
      reason: error.reason,
    });
    return askAgainLater(context, checkoutRequestId, true);
  }
  if (answer.resultCode === 'pending') return askAgainLater(context, checkoutRequestId, false);
  return settlePush(context, checkoutRequestId, {
    resultCode: answer.resultCode,
    resultDesc: answer.resultDesc,
  });
}
