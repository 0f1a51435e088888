/**
 * A push settled by M-Pesa's status query, the only answer the shop believes (a callback says where
 * to look; the query says what happened). In one transaction: the payment record, the order if it
 * can take the money (paid, with the shopper's text queued and its day's totals added,
 * ../dashboard/daily-totals.ts) or if its current push failed (its units given back), the receipt
 * claimed once, and money that came for an order that can no longer take it (or for no order) owed
 * back (../refunds/refund-record.ts) and flagged on the order (`payment.refundDue`, a `refund-due`
 * event). A success callback the query contradicts is `disputed`: asked again, then owed back with
 * its receipt, never dropped as failed. Each move of the order is recorded as
 * ../orders/order-moves.ts says.
 */
import { savingOf } from '@model/offer/cart-offers';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { releaseHold, readHoldProducts } from '../orders/holds';
import { moveOrder, type MoveEvent } from '../orders/order-moves';
import { getOrderSecrets, orderSecretsRef } from '../orders/order-secrets';
import { orderClock } from '../core/context';
import { getStoredOrder, orderRef, type StoredOrder } from '../orders/stored-order';
import { oweRefund, type OrderRefundFields } from '../refunds/refund-record';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { DarajaError } from './daraja';
import { outcomeOf } from './outcome';
import { promptLifetimeMs } from './payment-context';
import { type PaymentContext } from '../core/context';
import {
  disputeQueriesAllowed,
  disputeQueryEveryMs,
  getPayment,
  maxQueries,
  queryBackoffMs,
  receiptsCollection,
  writePayment,
  type PaymentChange,
  type PaymentRecord,
} from './payment-record';
import { claimReceiptNumber, readNextReceiptNumber } from '../receipts/receipt-sequence';
import { countPaid } from '../dashboard/daily-totals';

/** A final answer of the status query. */
export interface FinalAnswer {
  resultCode: number;
  resultDesc: string;
}

/**
 * What settling did: `recorded` (the push's answer, or its receipt, is now kept), `duplicate`
 * (already known), `refund-due` (money that must go back), `disputed` (the query contradicts a
 * success callback: asked again later), `no-payment`.
 */
export type Settlement = 'recorded' | 'duplicate' | 'refund-due' | 'disputed' | 'no-payment';

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

const disputeReason = (receipt: string | null) =>
  `M-Pesa’s callback said paid${receipt ? ` (receipt ${receipt})` : ''}, but its status query said it failed.`;

/** What a settlement reads before it writes: the push, its order, and what they hold. */
interface SettlementReads {
  payment: PaymentRecord;
  order: StoredOrder | null;
  /** The order is waiting on exactly this push. */
  isCurrent: boolean;
  /** The order's push is this one, whatever the order's status: it may have paid the order. */
  isOrdersPush: boolean;
  /** The order can take money now: it waits for a payment, whichever prompt brings it. */
  takesMoney: boolean;
  products: Awaited<ReturnType<typeof readHoldProducts>>;
  /** The success callback's receipt, and whether another push claimed it before. */
  receipt: string | null;
  receiptTaken: boolean;
  paidTextQueued: boolean;
  /** The shop's next receipt, for an order this payment may pay; null otherwise. */
  nextReceipt: number | null;
}

async function readSettlement(
  transaction: Transaction,
  db: Firestore,
  checkoutRequestId: string,
  /** Whether the answer settling it says paid. */
  paid: boolean,
): Promise<SettlementReads | null> {
  const payment = await getPayment(transaction, db, checkoutRequestId);
  if (!payment) return null;
  const orderId = payment.orderId;
  const order = orderId ? await getStoredOrder(transaction, db, orderId) : null;
  const secrets = orderId && order ? await getOrderSecrets(transaction, db, orderId) : null;
  const products = order ? await readHoldProducts(transaction, db, order) : [];
  const receipt = payment.callback?.resultCode === 0 ? payment.callback.receipt : null;
  const receiptTaken = receipt
    ? (await transaction.get(db.collection(receiptsCollection).doc(receipt))).exists
    : false;
  const takesMoney = order?.status === 'awaiting-payment';
  const paidTextQueued =
    orderId && takesMoney ? await readQueued(transaction, db, orderId, 'paid') : false;
  const nextReceipt = takesMoney && paid ? await readNextReceiptNumber(transaction, db) : null;
  return {
    payment,
    order,
    isCurrent: takesMoney && secrets?.push.checkoutRequestId === checkoutRequestId,
    isOrdersPush: secrets?.push.checkoutRequestId === checkoutRequestId,
    takesMoney,
    products,
    receipt,
    receiptTaken,
    paidTextQueued,
    nextReceipt,
  };
}

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
    const read = await readSettlement(transaction, db, checkoutRequestId, paid);
    if (!read) return 'no-payment';
    // Every read is done: what follows only writes.
    const { payment, order, products } = read;
    const orderId = payment.orderId;

    const claimReceipt = (): string | null => {
      const { receipt } = read;
      if (!receipt) return null;
      if (read.receiptTaken) {
        // A receipt pays one order only: one seen before is not this push's to keep.
        logger.error('An M-Pesa receipt came again for another push', {
          checkoutRequestId,
          receipt,
          orderId,
        });
        return null;
      }
      transaction.create(db.collection(receiptsCollection).doc(receipt), {
        orderId,
        checkoutRequestId,
        at,
      });
      return receipt;
    };
    const write = (change: PaymentChange) =>
      writePayment(transaction, db, checkoutRequestId, payment, change);
    const owe = (change: PaymentChange, reason: string) =>
      oweRefund(transaction, db, checkoutRequestId, payment, change, {
        reason,
        at: now,
        orderNumber: order?.number ?? orderId,
      });
    /** Tells staff on the order, where it stands, that money must go back. */
    const flagOnOrder = (fields: OrderRefundFields, reason: string) => {
      if (!order || !orderId || Object.keys(fields).length === 0) return;
      moveOrder(
        transaction,
        db,
        orderId,
        order,
        {
          to: { status: order.status, fulfilment: order.fulfilment },
          events: [{ type: 'refund-due', details: { reason } }],
          by: null,
          at: now,
        },
        fields,
      );
    };
    /** The order's current push failed: the order fails and its units go back. */
    const failOrder = (
      failure: string,
      events: MoveEvent[],
      fields: Record<string, unknown> = {},
    ) => {
      if (!order || !orderId) return;
      const hold = releaseHold(transaction, db, orderId, order, products, 'payment-failed', now);
      moveOrder(
        transaction,
        db,
        orderId,
        order,
        {
          to: { status: 'payment-failed', fulfilment: order.fulfilment },
          events,
          by: null,
          at: now,
        },
        { 'payment.failure': failure, 'payment.prompt': null, ...hold, ...fields },
      );
    };
    const answered: PaymentChange = {
      resultCode: answer.resultCode,
      resultDesc: answer.resultDesc,
      settledAt: at,
      nextQueryAt: null,
    };

    /**
     * The dispute is over without M-Pesa's query agreeing: the callback's money is owed back with
     * its receipt, and an order still waiting on this push fails, its units given back.
     */
    const endDispute = (): Settlement => {
      const keptReceipt = claimReceipt();
      const why = disputeReason(read.receipt);
      const orderFields = owe(
        {
          ...answered,
          state: 'disputed',
          receipt: keptReceipt,
          disputeQueries: disputeQueriesAllowed,
        },
        why,
      );
      if (read.isCurrent) {
        failOrder(
          'failed',
          [
            { type: 'payment-failed', details: { reason: 'failed' } },
            { type: 'refund-due', details: { reason: why } },
          ],
          orderFields,
        );
      } else {
        flagOnOrder(orderFields, why);
      }
      logger.error('A disputed M-Pesa payment is owed back', {
        checkoutRequestId,
        orderId,
        receipt: keptReceipt,
      });
      return 'refund-due';
    };

    if (payment.state === 'paid') {
      // A receipt that arrives after the query settled the push is still kept.
      if (!paid || payment.receipt !== null) return 'duplicate';
      const kept = claimReceipt();
      if (!kept) return 'duplicate';
      const late = payment.callback?.amount ?? null;
      if (late !== null && late !== payment.amount && payment.refundState === null) {
        // The query paid the order before this callback said how much was taken: it goes back.
        const reason = wrongAmountReason(late, payment.amount);
        flagOnOrder(owe({ receipt: kept }, reason), reason);
        logger.error('M-Pesa took a different amount from the order’s total', {
          checkoutRequestId,
          orderId,
          receipt: kept,
        });
        return 'refund-due';
      }
      write({ receipt: kept });
      const paidByThis =
        order?.status === 'paid' &&
        order.payment.receipt === null &&
        read.isOrdersPush &&
        payment.refundState === null;
      if (paidByThis && orderId) {
        transaction.update(orderRef(db, orderId), {
          'payment.receipt': kept,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      return 'recorded';
    }
    // A push the query failed can still go through (a prompt answered after it timed out): once
    // the query says paid, the money is recorded, never dropped as known.
    if (payment.state === 'failed' && !paid) return 'duplicate';

    if (!paid && read.receipt !== null) {
      // The callback said paid, with a receipt; the query says not. Asked again a few times.
      const disputeQueries = payment.state === 'disputed' ? payment.disputeQueries + 1 : 0;
      if (disputeQueries < disputeQueriesAllowed) {
        write({
          ...answered,
          state: 'disputed',
          disputeQueries,
          nextQueryAt: Timestamp.fromMillis(now.getTime() + disputeQueryEveryMs),
        });
        if (payment.state !== 'disputed') {
          logger.error('M-Pesa’s callback and status query disagree about a payment', {
            checkoutRequestId,
            orderId,
            receipt: read.receipt,
          });
        }
        return 'disputed';
      }
      return endDispute();
    }

    if (!paid) {
      write({ ...answered, state: 'failed' });
      if (read.isCurrent) {
        const outcome = outcomeOf(answer.resultCode);
        const failure = outcome.paid ? 'failed' : outcome.failure;
        failOrder(failure, [{ type: 'payment-failed', details: { reason: failure } }]);
      }
      return 'recorded';
    }

    const kept = claimReceipt();
    const amount = payment.callback?.amount ?? null;
    const wrongAmount = amount !== null && amount !== payment.amount;
    const settledPaid: PaymentChange = { ...answered, state: 'paid', receipt: kept };
    if (read.takesMoney && order && orderId && !wrongAmount) {
      write(settledPaid);
      moveOrder(
        transaction,
        db,
        orderId,
        order,
        {
          to: { status: 'paid', fulfilment: order.fulfilment },
          events: [{ type: 'paid', details: kept ? { receipt: kept } : {} }],
          by: null,
          at: now,
        },
        {
          'payment.receipt': kept,
          ...(read.nextReceipt === null
            ? {}
            : {
                receiptNumber: claimReceiptNumber(transaction, db, read.nextReceipt),
                paidAt: Timestamp.fromDate(now),
              }),
          'payment.failure': null,
          'payment.prompt': null,
          unpaidHoldPhone: null,
          expiresAt: FieldValue.delete(),
        },
      );
      // Counted with its receipt number: once, however often M-Pesa's answer comes again.
      if (read.nextReceipt !== null) countPaid(transaction, db, order, now);
      if (!read.isCurrent) {
        // An earlier prompt paid: the order is paid by it, and a later one that pays goes back.
        transaction.update(orderSecretsRef(db, orderId), {
          'push.checkoutRequestId': checkoutRequestId,
        });
      }
      texts.push(
        queueOrderText(transaction, db, read.paidTextQueued, {
          orderId,
          details: {
            event: 'paid',
            orderNumber: order.number ?? '',
            total: order.total,
            saved: savingOf(order.discounts),
          },
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
    const orderFields = owe(settledPaid, reason);
    if (wrongAmount && read.isCurrent) {
      // The wrong amount was taken: the order is not paid, and no Try again is offered.
      failOrder(
        'amount-mismatch',
        [
          { type: 'payment-failed', details: { reason: 'amount-mismatch' } },
          { type: 'refund-due', details: { reason } },
        ],
        { ...orderFields, expiresAt: FieldValue.delete() },
      );
    } else {
      flagOnOrder(orderFields, reason);
    }
    logger.error('M-Pesa money arrived that must go back to the shopper', {
      checkoutRequestId,
      orderId,
      receipt: kept,
      reason,
    });
    return 'refund-due';
  });
  await sendOrderTexts(context, texts);
  return settlement;
}

/** What one status query of a push came to. */
export type QueryEffect = Settlement | 'pending' | 'unknown' | 'unsettled';

/**
 * A query that gave no final answer: asked again later, with backoff; after the last query the
 * push is `unsettled`, for staff. A disputed push counts towards its dispute's end instead.
 */
async function askAgainLater(
  context: PaymentContext,
  checkoutRequestId: string,
  queryFailed: boolean,
): Promise<QueryEffect> {
  const { db } = context;
  const now = orderClock(context);
  const disputed = await db.runTransaction(async (transaction): Promise<QueryEffect | null> => {
    const payment = await getPayment(transaction, db, checkoutRequestId);
    if (!payment) return 'no-payment';
    if (payment.state === 'paid' || payment.state === 'failed') return 'duplicate';
    if (payment.state === 'disputed') return null;
    const queries = payment.queries + 1;
    // No final answer past the prompt's life, or no answer at all: unknown, never failed.
    const overdue = now.getTime() - payment.requestedAt.toMillis() > promptLifetimeMs;
    if (queries >= maxQueries) {
      writePayment(transaction, db, checkoutRequestId, payment, {
        state: 'unsettled',
        queries,
        nextQueryAt: null,
      });
      logger.error('An M-Pesa push is still unsettled after its last query: staff look at it', {
        checkoutRequestId,
        orderId: payment.orderId,
      });
      return 'unsettled';
    }
    const state = queryFailed || overdue ? 'unknown' : 'pending';
    writePayment(transaction, db, checkoutRequestId, payment, {
      state,
      queries,
      nextQueryAt: Timestamp.fromMillis(now.getTime() + queryBackoffMs(queries)),
    });
    return state;
  });
  if (disputed !== null) return disputed;
  // No answer settles the dispute either way: it counts as one more query that did not agree.
  return settlePush(context, checkoutRequestId, {
    resultCode: -1,
    resultDesc: 'M-Pesa’s status query gave no answer.',
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
