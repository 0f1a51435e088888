/**
 * The `orders` document the server writes, and the view a shopper may see of it. Reading is
 * defensive: a document changed by hand still shows, with what can be read of it.
 */
import { hasUnknownPosition, readOrder } from '@model/order/stored-order';
import {
  orderDelivery,
  type OrderView,
  type OrderViewLine,
  type PaymentFailure,
  type PaymentPrompt,
} from '@model/order/view';
import { maskPhone } from '@model/payment/payments-day';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { FulfilmentStep, OrderStatus } from '@model/order/status';
import { epoch, fieldsOf } from '@model/stored/fields';
import type { OrderTotals } from '@model/order/totals';
import type { StockTake } from '@model/order/stock-take';
import type { CheckoutDetails } from '@model/checkout';

/**
 * An order as placed; `createdAt` and `updatedAt` (server timestamps) are added by the write.
 * Its secrets (the access token's hash, the M-Pesa push) are kept apart, in orderSecrets
 * (./order-secrets.ts): the owner reads this document.
 */
export interface NewOrderDocument extends OrderTotals {
  /** The number the shop issued (./order-number.ts): what people read. */
  number: string;
  status: OrderStatus;
  fulfilment: FulfilmentStep;
  ownerUid: string | null;
  lines: OrderViewLine[];
  delivery: OrderView['delivery'];
  payment: {
    method: 'mpesa' | 'cash-on-delivery';
    /** `2547XXXXXXXX`, the number prompted; null with cash. */
    phone: string | null;
    receipt: string | null;
    failure: PaymentFailure | null;
    /** The prompt of an order awaiting payment (../mpesa/push.ts); null otherwise. */
    prompt: StoredPrompt | null;
  };
  /** What the order took off each product's stock: what giving its units back puts back. */
  stockTaken: Array<{ id: string } & StockTake>;
  /** Whether the order holds those units now: taken and not given back (./holds.ts). */
  stockHeld: boolean;
  /**
   * The delivery phone while the order holds units unpaid (awaiting payment, or cash not yet
   * delivered), null otherwise: what the per-phone limit counts.
   */
  unpaidHoldPhone: string | null;
  /**
   * When the hold of an unpaid M-Pesa order, or of a cash order staff have not confirmed, ends;
   * absent once the order is paid, confirmed or over.
   */
  expiresAt?: Timestamp;
}

export function newOrderDocument(order: {
  number: string;
  lines: OrderViewLine[];
  totals: OrderTotals;
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

/** The prompt as the order keeps it: `retryFrom` a Timestamp. */
export interface StoredPrompt {
  state: PaymentPrompt['state'];
  retryFrom: Timestamp | null;
}

/** What the shopper may see: no access token hash, no M-Pesa ids, the number masked. */
export function toOrderView(id: string, data: unknown): OrderView {
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
    deliveryFee: order.deliveryFee,
    total: order.total,
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
    placedAt: order.placedAt ?? epoch,
  };
}
