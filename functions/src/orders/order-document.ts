/**
 * The `orders` document placing an order writes, and the view a shopper may see of it, both of
 * the model's one order document (model/order/stored-order.ts).
 */
import {
  hasUnknownPosition,
  readOrder,
  type NewOrderDocument as OrderDocument,
} from '@model/order/stored-order';
import {
  orderDelivery,
  type OrderView,
  type OrderViewLine,
  type ReceiptCredit,
} from '@model/order/view';
import { orderReceipt } from '@model/receipt/receipt';
import { maskPhone } from '@model/payment/payments-day';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { epoch, fieldsOf } from '@model/stored/fields';
import type { OrderTotals } from '@model/order/totals';
import type { StockTake } from '@model/order/stock-take';
import type { CheckoutDetails } from '@model/checkout';
import type { DiscountLine } from '@model/offer/pricing';

/** An order as placed, with the Admin SDK's timestamps (model/order/stored-order.ts). */
export type NewOrderDocument = OrderDocument<Timestamp>;

export function newOrderDocument(order: {
  number: string;
  lines: OrderViewLine[];
  totals: OrderTotals;
  discounts: DiscountLine[];
  lineDiscounts: number[];
  /** The offer whose code the order used, null for none. */
  codeOfferId: string | null;
  stock: ReadonlyMap<string, StockTake>;
  details: CheckoutDetails;
  ownerUid: string | null;
  /** When its hold ends: an M-Pesa order's unpaid, a cash order's unconfirmed. */
  expiresAt: Date;
  /** When Try again opens should its first prompt never go out (../mpesa/push.ts). */
  promptRetryFrom: Date;
}): NewOrderDocument {
  const { details } = order;
  const mpesa = details.paymentMethod === 'mpesa';
  return {
    number: order.number,
    // Cash orders go straight to the shop; M-Pesa ones wait for the payment.
    status: mpesa ? 'awaiting-payment' : 'pending',
    fulfilment: 'unfulfilled',
    ownerUid: order.ownerUid,
    lines: order.lines,
    ...order.totals,
    discounts: order.discounts,
    lineDiscounts: order.lineDiscounts,
    offerUse: order.codeOfferId ? { offerId: order.codeOfferId, phone: details.phone } : null,
    delivery: orderDelivery(details),
    payment: {
      method: details.paymentMethod,
      // E.164 without its plus: the form Daraja takes.
      phone: mpesa && details.mpesaPhone ? details.mpesaPhone.slice(1) : null,
      receipt: null,
      failure: null,
      // The prompt is claimed and sent once the order is written (../mpesa/push.ts).
      prompt: mpesa
        ? { state: 'sending', retryFrom: Timestamp.fromDate(order.promptRetryFrom) }
        : null,
    },
    stockTaken: [...order.stock].map(([id, take]) => ({ id, ...take })),
    stockHeld: true,
    unpaidHoldPhone: details.phone,
    expiresAt: Timestamp.fromDate(order.expiresAt),
  };
}

/**
 * What the shopper may see: no access token hash, no M-Pesa ids, the number masked; its returns
 * as the caller read them (null for an order not delivered), and its receipt's credits.
 */
export function toOrderView(
  id: string,
  data: unknown,
  returns: OrderView['returns'] = null,
  credits: ReceiptCredit[] = [],
): OrderView {
  const order = readOrder(id, data);
  if (hasUnknownPosition(order)) {
    // Shown to the shopper as unknown, never guessed: someone must look at this order.
    const stored = fieldsOf(data);
    logger.warn('An order has a status outside the vocabulary', {
      orderId: id,
      status: stored.status,
      fulfilment: stored.fulfilment,
    });
  }
  const { payment } = order;
  return {
    id,
    // An order placed before the shop issued numbers is read by its id.
    number: order.number ?? id,
    status: order.status,
    fulfilment: order.fulfilment,
    confirmed: order.confirmed,
    lines: order.lines,
    subtotal: order.subtotal,
    discountTotal: order.discountTotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    discounts: order.discounts,
    delivery: order.delivery,
    payment: {
      method: payment.method,
      phone: payment.phone === null ? null : maskPhone(payment.phone),
      receipt: payment.receipt,
      failure: payment.failure,
      // Only an order awaiting payment has a prompt out.
      prompt: order.status === 'awaiting-payment' ? payment.prompt : null,
    },
    refund: order.refund,
    exchangeOf: order.exchangeOf,
    returns,
    receipt: orderReceipt(order, credits),
    placedAt: order.placedAt ?? epoch,
  };
}
