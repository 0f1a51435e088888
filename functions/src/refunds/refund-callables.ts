/**
 * Staff give money back (model/payment/refunds.ts): `refundByMpesa` sends M-Pesa's
 * Transaction Reversal for the payment, `markRefunded` records a refund made outside the shop.
 * Each checks the caller's role and team record, refuses a payment that owes nothing, has been
 * refunded, or still pays for its order, and answers the refund as it stands after.
 *
 * A reversal is claimed in a transaction before it is sent (`pending`, with its attempt), so two
 * clicks never send two; M-Pesa refuses to reverse a transaction twice anyway. Refused at once, it
 * is due again with M-Pesa's reason; its answer lost, it stays pending until its result comes
 * (./reversal-result.ts) or `Refund by M-Pesa` opens again (`mayReverse`).
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { EventActor } from '@model/order/events';
import { logger } from 'firebase-functions';
import {
  markRefundedSchema,
  mayReverse,
  refundByMpesaSchema,
  refundRefusals,
  type Refund,
  readRefund,
} from '@model/payment/refunds';
import { asCallable, type Call } from '../core/call';
import { DarajaError, type DarajaClient } from '../mpesa/daraja';
import { writePayment } from '../mpesa/payment-record';
import { Refusal } from '../core/refusal';
import { orderClock, type OrderContext } from '../core/context';
import { writesAlwaysOpen } from '../qa/write-gate';
import { sendOrderTexts } from '../sms/order-texts';
import { actorOf, readStaffMember, staffClaim } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';
import {
  completeRefund,
  paysTheOrder,
  readRefundChange,
  recordRefundEvent,
  type RefundReads,
} from './complete-refund';
import { refundRef } from './refund-record';

export interface RefundContext extends OrderContext {
  daraja: DarajaClient;
}

/** The refund as it is now, for the callable's answer. */
async function refundNow(context: RefundContext, paymentId: string): Promise<Refund> {
  return readRefund(paymentId, (await refundRef(context.db, paymentId).get()).data());
}

/** Refuses a change of a refund that is not there, is made, or still pays for its order. */
function refuseUnlessOwed(read: RefundReads, paymentId: string): Refund {
  const { refund } = read;
  if (!refund) throw new Refusal('not-found', refundRefusals.notFound);
  if (refund.state === 'refunded')
    throw new Refusal('failed-precondition', refundRefusals.refunded);
  if (paysTheOrder(read, paymentId)) {
    throw new Refusal('failed-precondition', refundRefusals.paysTheOrder);
  }
  return refund;
}

/** The stored reversal's attempt: which of its reversals a result is for. */
export const reversalAttempt = (data: unknown): number => {
  const reversal = (data as { reversal?: { attempt?: unknown } } | undefined)?.reversal;
  return typeof reversal?.attempt === 'number' ? reversal.attempt : 0;
};

export async function refundByMpesa(context: RefundContext, call: Pick<Call, 'auth' | 'data'>) {
  const claim = staffClaim(call);
  const { paymentId } = readStaffRequest(refundByMpesaSchema, call.data);
  await (context.writeGate ?? writesAlwaysOpen)();
  if (!context.daraja.reversals) {
    throw new Refusal('failed-precondition', refundRefusals.notSetUp);
  }
  const { db } = context;
  const now = orderClock(context);
  const sent = await db.runTransaction(async (transaction) => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    const stored = await transaction.get(refundRef(db, paymentId));
    const read = await readRefundChange(transaction, db, paymentId);
    const refund = refuseUnlessOwed(read, paymentId);
    if (refund.receipt === null) {
      throw new Refusal('failed-precondition', refundRefusals.noReceipt);
    }
    if (!mayReverse(refund, now)) {
      throw new Refusal('failed-precondition', refundRefusals.pending);
    }
    // Every read is done: what follows only writes.
    const attempt = reversalAttempt(stored.data()) + 1;
    transaction.update(refundRef(db, paymentId), {
      state: 'pending',
      open: true,
      failure: null,
      reversal: { requestedAt: Timestamp.fromDate(now), timedOut: false, attempt, by },
      updatedAt: Timestamp.fromDate(now),
    });
    if (read.payment) {
      writePayment(transaction, db, paymentId, read.payment, { refundState: 'pending' });
    }
    recordRefundEvent(
      transaction,
      db,
      read,
      {
        type: 'refund-requested',
        details: { amount: `KES ${refund.amount}`, receipt: refund.receipt },
      },
      by,
      now,
    );
    return { attempt, by, refund, receipt: refund.receipt };
  });

  try {
    const answer = await context.daraja.reverse({
      transactionId: sent.receipt,
      amount: sent.refund.amount,
      remarks: sent.refund.orderId ? `Refund for order ${sent.refund.orderId}` : 'Refund',
      resultQuery: { refund: paymentId, attempt: String(sent.attempt) },
    });
    await refundRef(db, paymentId).update({
      'reversal.conversationId': answer.conversationId,
    });
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    if (error.maybeProcessed) {
      // It may have reached M-Pesa: pending until its result, or until it may be sent again.
      logger.warn('The answer to an M-Pesa reversal was lost: it stays pending', {
        paymentId,
        error: error.message,
      });
    } else {
      await reversalFailed(context, paymentId, sent.attempt, error.message, sent.by);
    }
  }
  return refundNow(context, paymentId);
}

/**
 * M-Pesa refused the reversal (at once, or in its result): the refund is due again with M-Pesa's
 * reason, unless a later reversal or a refund by hand took over.
 */
export async function reversalFailed(
  context: RefundContext,
  paymentId: string,
  attempt: number,
  reason: string,
  by: EventActor | null,
): Promise<boolean> {
  const { db } = context;
  const now = orderClock(context);
  return db.runTransaction(async (transaction) => {
    const stored = await transaction.get(refundRef(db, paymentId));
    const read = await readRefundChange(transaction, db, paymentId);
    if (read.refund?.state !== 'pending' || reversalAttempt(stored.data()) !== attempt)
      return false;
    transaction.update(refundRef(db, paymentId), {
      state: 'due',
      failure: reason,
      reversal: null,
      updatedAt: Timestamp.fromDate(now),
    });
    if (read.payment)
      writePayment(transaction, db, paymentId, read.payment, { refundState: 'due' });
    recordRefundEvent(
      transaction,
      db,
      read,
      { type: 'refund-failed', details: { reason } },
      by,
      now,
    );
    return true;
  });
}

export async function markRefunded(context: RefundContext, call: Pick<Call, 'auth' | 'data'>) {
  const claim = staffClaim(call);
  const { paymentId, reference } = readStaffRequest(markRefundedSchema, call.data);
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const now = orderClock(context);
  const text = await db.runTransaction(async (transaction) => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    const read = await readRefundChange(transaction, db, paymentId);
    refuseUnlessOwed(read, paymentId);
    return completeRefund(transaction, db, paymentId, read, {
      method: 'by-hand',
      reference,
      by,
      at: now,
    });
  });
  await sendOrderTexts(context, [text]);
  return refundNow(context, paymentId);
}

/** A refund after a reversal was sent, or after one made outside the shop: `Refund`. */
export const refundByMpesaCall = asCallable(refundByMpesa);
export const markRefundedCall = asCallable(markRefunded);
