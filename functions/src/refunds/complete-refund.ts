/**
 * A refund made, once: by M-Pesa's reversal (its result, ./reversal-result.ts) or by staff outside
 * the shop (./mark-refunded.ts). In one transaction the refund is `refunded` with how, who and
 * when, its payment owes nothing more, its amount is added to the day's `refunded` where it gives
 * back a sale (../dashboard/daily-totals.ts), and the order records it: `refunded` if the money
 * was all the order had (it expired, failed or was cancelled; an order that keeps its own payment
 * stays as it is), the amounts due and given back, a `refunded` event in its History, and the
 * shopper's text. A return's refund (../returns/return-refund.ts) makes its return `refunded` too.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { ReturnView } from '@model/return/request';
import { readReturn, returnsCollection } from '@model/return/stored-return';
import type { EventActor } from '@model/order/events';
import type { OrderStatus } from '@model/order/status';
import type { Refund, RefundMethod } from '@model/payment/refunds';
import { getPayment, writePayment, type PaymentRecord } from '../mpesa/payment-record';
import { moveOrder } from '../orders/order-moves';
import { getOrderSecrets, type OrderSecrets } from '../orders/order-secrets';
import { getStoredOrder, orderRef, type StoredOrder } from '../orders/stored-order';
import { claimCreditNumber, readNextCreditNumber } from '../receipts/receipt-sequence';
import { queueOrderText } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { countRefunded, givesBackSale } from '../dashboard/daily-totals';
import { getRefund, refundRef } from './refund-record';

const returnRef = (db: Firestore, orderId: string, returnId: string) =>
  orderRef(db, orderId).collection(returnsCollection).doc(returnId);

/** Everything a refund's change reads, before it writes. */
export interface RefundReads {
  refund: Refund | null;
  payment: PaymentRecord | null;
  order: StoredOrder | null;
  secrets: OrderSecrets | null;
  /** The return whose money it is, for a return's refund (../returns/return-refund.ts). */
  returned: ReturnView | null;
  refundedTextQueued: boolean;
  /** The credit number a refund not yet made would take (../receipts/receipt-sequence.ts). */
  nextCredit: number | null;
}

export async function readRefundChange(
  transaction: Transaction,
  db: Firestore,
  paymentId: string,
): Promise<RefundReads> {
  const refund = await getRefund(transaction, db, paymentId);
  const payment = await getPayment(transaction, db, paymentId);
  const orderId = refund?.orderId ?? null;
  const order = orderId ? await getStoredOrder(transaction, db, orderId) : null;
  const secrets = orderId && order ? await getOrderSecrets(transaction, db, orderId) : null;
  const returnId = refund?.returnId ?? undefined;
  const returnSnapshot =
    orderId && returnId ? await transaction.get(returnRef(db, orderId, returnId)) : null;
  const returned = returnSnapshot?.exists
    ? readReturn(returnSnapshot.id, returnSnapshot.data())
    : null;
  const refundedTextQueued = orderId
    ? await readQueued(transaction, db, orderId, 'refunded', returnId)
    : false;
  const nextCredit =
    refund && refund.state !== 'refunded' ? await readNextCreditNumber(transaction, db) : null;
  return { refund, payment, order, secrets, returned, refundedTextQueued, nextCredit };
}

/** Whether the payment is what pays for an order that keeps it: the order must be cancelled first. */
export const paysTheOrder = ({ order, secrets }: RefundReads, paymentId: string): boolean =>
  order?.status === 'paid' && secrets?.push.checkoutRequestId === paymentId;

/** Orders whose money was all given back end `refunded`. */
const endsRefunded: readonly OrderStatus[] = ['expired', 'payment-failed', 'cancelled'];

/** The order's History event for a change of its refund, where it stands. */
export function recordRefundEvent(
  transaction: Transaction,
  db: Firestore,
  read: RefundReads,
  event: { type: 'refund-requested' | 'refund-failed'; details: Record<string, string> },
  by: EventActor | null,
  at: Date,
): void {
  const { order, refund } = read;
  if (!order || !refund?.orderId) return;
  moveOrder(transaction, db, refund.orderId, order, {
    to: { status: order.status, fulfilment: order.fulfilment },
    events: [event],
    by,
    at,
  });
}

const methodWords: Readonly<Record<RefundMethod, string>> = {
  'mpesa-reversal': 'M-Pesa reversal',
  'by-hand': 'by hand',
};

/**
 * Records the refund as made, after the caller's reads (`read`, whose refund is due or pending).
 * Answers the id of the shopper's text, to send once the transaction commits.
 */
export function completeRefund(
  transaction: Transaction,
  db: Firestore,
  paymentId: string,
  read: RefundReads,
  made: { method: RefundMethod; reference: string; by: EventActor | null; at: Date },
): string | null {
  const { refund, payment, order, nextCredit } = read;
  if (!refund || nextCredit === null) return null;
  const at = Timestamp.fromDate(made.at);
  transaction.update(refundRef(db, paymentId), {
    state: 'refunded',
    // Its place on the receipt: a credit of its own number, dated `refunded.at`.
    creditNumber: claimCreditNumber(transaction, db, nextCredit),
    open: false,
    failure: null,
    refunded: { method: made.method, reference: made.reference, by: made.by, at },
    updatedAt: at,
  });
  if (givesBackSale(refund, read.order, read.secrets?.push.checkoutRequestId ?? null)) {
    countRefunded(transaction, db, refund.amount, made.at);
  }
  if (payment) {
    writePayment(transaction, db, paymentId, payment, {
      refundDue: false,
      refundState: 'refunded',
    });
  }
  if (!order || !refund.orderId) return null;
  const { returned } = read;
  if (returned) {
    transaction.update(returnRef(db, refund.orderId, returned.id), {
      step: 'refunded',
      open: false,
      updatedAt: at,
    });
  }
  const due = Math.max(0, order.refund.due - refund.amount);
  moveOrder(
    transaction,
    db,
    refund.orderId,
    order,
    {
      to: {
        status: endsRefunded.includes(order.status) ? 'refunded' : order.status,
        fulfilment: order.fulfilment,
      },
      events: [
        {
          type: 'refunded',
          details: {
            amount: `KES ${refund.amount}`,
            method: methodWords[made.method],
            reference: made.reference,
          },
        },
      ],
      by: made.by,
      at: made.at,
    },
    {
      'refund.due': due,
      'refund.refunded': order.refund.refunded + refund.amount,
      'refund.refundedAt': at,
      'payment.refundDue': due > 0,
      ...(returned?.open ? { returnsOpen: FieldValue.increment(-1) } : {}),
    },
  );
  return queueOrderText(transaction, db, read.refundedTextQueued, {
    orderId: refund.orderId,
    about: returned?.id,
    details: { event: 'refunded', orderNumber: order.number ?? '', amount: refund.amount },
    to: order.delivery.phone,
    at: made.at,
  });
}
