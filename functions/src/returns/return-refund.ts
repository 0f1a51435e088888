/**
 * A return's money: staff press Refund on a received return, and in the move's transaction the
 * refund is owed as a refund record of its own (`refunds/return-{returnId}`,
 * model/payment/refunds.ts), at the price paid for the returned units after their share of any
 * discount, with the delivery fee where the shop was at fault (model/return/return.ts
 * `returnRefund`), never above what the order was paid less what went or goes back already. From
 * there the money path is the shop's one refund path (../refunds): an order paid by M-Pesa has
 * its reversal sent at once, a cash order's refund is marked as refunded by hand, and the return
 * becomes `refunded` when the refund is made (../refunds/complete-refund.ts).
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { ReturnView } from '@model/return/request';
import { returnReasonLabels, returnRefund } from '@model/return/return';
import { readReturn, returnRefundId, returnsCollection } from '@model/return/stored-return';
import { getOrderSecrets } from '../orders/order-secrets';
import { orderRef, type StoredOrder } from '../orders/stored-order';
import { refundRef } from '../refunds/refund-record';

/** What owing a return's money reads, before the move writes. */
export interface ReturnRefundReads {
  /** The push that paid the order; null for a cash order. */
  paymentId: string | null;
  /** Whether an earlier return already gave the delivery fee back. */
  deliveryRefunded: boolean;
}

export async function readReturnRefund(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  returnId: string,
): Promise<ReturnRefundReads> {
  const returns = await transaction.get(orderRef(db, orderId).collection(returnsCollection));
  const secrets = await getOrderSecrets(transaction, db, orderId);
  const deliveryRefunded = returns.docs.some(
    (document) =>
      document.id !== returnId && readReturn(document.id, document.data()).refund?.delivery,
  );
  return { paymentId: secrets?.push.checkoutRequestId ?? null, deliveryRefunded };
}

/** The reasons of a return, in staff's words, for the refund's reason. */
const reasonsOf = (view: ReturnView): string =>
  [...new Set(view.lines.map(({ reason }) => returnReasonLabels[reason]))].join(', ');

/**
 * Owes the return's money, after the transaction's reads: the refund record `due`, the order's
 * `refund.due`, a `refund-due` event. Answers the return's `refund` and the order fields the
 * caller's History step writes; an amount of 0 (all of it discounted) owes nothing.
 */
export function oweReturnRefund(
  transaction: Transaction,
  db: Firestore,
  order: StoredOrder,
  view: ReturnView,
  reads: ReturnRefundReads,
  at: Date,
): {
  refund: NonNullable<ReturnView['refund']>;
  orderFields: Record<string, unknown>;
  details: Record<string, string>;
} {
  const { amount, delivery } = returnRefund(
    {
      lines: order.lines,
      lineDiscounts: order.lineDiscounts,
      deliveryFee: order.deliveryFee,
      total: order.total,
    },
    view.lines,
    {
      refunded: order.refund.due + order.refund.refunded,
      deliveryRefunded: reads.deliveryRefunded,
    },
  );
  const id = returnRefundId(view.id);
  const refund = { id, amount, delivery };
  const details = { return: view.id, amount: `KES ${amount}` };
  if (amount === 0) return { refund, orderFields: {}, details };
  const when = Timestamp.fromDate(at);
  const mpesa = order.payment.method === 'mpesa';
  transaction.create(refundRef(db, id), {
    paymentId: reads.paymentId,
    returnId: view.id,
    orderId: view.orderId,
    orderNumber: order.number,
    amount,
    receipt: mpesa ? order.payment.receipt : null,
    payerPhone: mpesa ? order.payment.phone : order.delivery.phone.replace(/^\+/, ''),
    reason: `Returned: ${reasonsOf(view)}`,
    state: 'due',
    open: true,
    failure: null,
    reversal: null,
    refunded: null,
    createdAt: when,
    updatedAt: when,
  });
  return {
    refund,
    orderFields: {
      'refund.due': FieldValue.increment(amount),
      'payment.refundDue': true,
    },
    details,
  };
}
