/**
 * The `orders` document the server writes, and the view a shopper may see of it. Reading is
 * defensive: a document changed by hand still shows, with what can be read of it.
 */
import {
  orderDelivery,
  paymentFailures,
  promptStates,
  type OrderRefund,
  type OrderView,
  type OrderViewLine,
  type PaymentFailure,
  type PaymentPrompt,
} from '@model/order/view';
import { maskPhone } from '@model/payment/payments-day';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  readFulfilment,
  readOrderStatus,
  type FulfilmentStep,
  type OrderStatus,
} from '@model/order/status';
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

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A Firestore timestamp (any SDK's: anything with `toDate`) as ISO 8601, or null. */
export function instantOrNull(value: unknown): string | null {
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  const date = typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

const instant = (value: unknown): string => instantOrNull(value) ?? new Date(0).toISOString();

function viewPrompt(value: unknown): PaymentPrompt | null {
  const prompt = record(value);
  if (!promptStates.includes(prompt.state as PaymentPrompt['state'])) return null;
  return {
    state: prompt.state as PaymentPrompt['state'],
    retryFrom: instantOrNull(prompt.retryFrom),
  };
}

function viewRefund(value: unknown): OrderRefund | null {
  if (value === undefined || value === null) return null;
  const refund = record(value);
  return {
    due: amount(refund.due),
    refunded: amount(refund.refunded),
    refundedAt: instantOrNull(refund.refundedAt),
  };
}

function viewLine(value: unknown): OrderViewLine {
  const line = record(value);
  return {
    id: text(line.id),
    productName: text(line.productName),
    size: textOrNull(line.size),
    colour: textOrNull(line.colour),
    quantity: Number.isSafeInteger(line.quantity) ? (line.quantity as number) : 0,
    unitPrice: text(line.unitPrice) || '0',
    wholesale: line.wholesale === true,
  };
}

/** What the shopper may see: no access token hash, no M-Pesa ids, the number masked. */
export function toOrderView(id: string, data: Fields): OrderView {
  const delivery = record(data.delivery);
  const payment = record(data.payment);
  const phone = textOrNull(payment.phone);
  const status = readOrderStatus(data.status);
  const fulfilment = readFulfilment(data.fulfilment);
  if (status === 'unknown' || fulfilment === 'unknown') {
    // Shown to the shopper as unknown, never guessed: someone must look at this order.
    logger.warn('An order has a status outside the vocabulary', {
      orderId: id,
      status: data.status,
      fulfilment: data.fulfilment,
    });
  }
  return {
    id,
    // An order placed before the shop issued numbers is read by its id.
    number: textOrNull(data.number) ?? id,
    status,
    fulfilment,
    confirmed: data.confirmation !== undefined && data.confirmation !== null,
    lines: Array.isArray(data.lines) ? data.lines.map(viewLine) : [],
    subtotal: amount(data.subtotal),
    deliveryFee: amount(data.deliveryFee),
    total: amount(data.total),
    delivery: {
      fullName: text(delivery.fullName),
      phone: text(delivery.phone),
      email: textOrNull(delivery.email),
      county: text(delivery.county),
      town: text(delivery.town),
      address: text(delivery.address),
      option: text(delivery.option),
    },
    payment: {
      method: payment.method === 'cash-on-delivery' ? 'cash-on-delivery' : 'mpesa',
      phone: phone === null ? null : maskPhone(phone),
      receipt: textOrNull(payment.receipt),
      failure: paymentFailures.includes(payment.failure as PaymentFailure)
        ? (payment.failure as PaymentFailure)
        : null,
      // Only an order awaiting payment has a prompt out.
      prompt: status === 'awaiting-payment' ? viewPrompt(payment.prompt) : null,
    },
    refund: viewRefund(data.refund),
    placedAt: instant(data.createdAt),
  };
}
