/**
 * The `orders` document the server writes, and the view a shopper may see of it. Reading is
 * defensive: a document changed by hand still shows, with what can be read of it.
 */
import {
  orderDelivery,
  paymentFailures,
  type OrderView,
  type OrderViewLine,
  type PaymentFailure,
} from '@/model/order/view';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  readFulfilment,
  readOrderStatus,
  type FulfilmentStep,
  type OrderStatus,
} from '@/model/order/status';
import type { OrderTotals } from '@/model/order/totals';
import type { StockTake } from '@/model/order/stock-take';
import type { CheckoutDetails } from '@/model/checkout';

/**
 * An order as placed; `createdAt` and `updatedAt` (server timestamps) are added by the write.
 * Its secrets (the access token's hash, the M-Pesa push) are kept apart, in orderSecrets
 * (./order-secrets.ts): the owner reads this document.
 */
export interface NewOrderDocument extends OrderTotals {
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
  /** When an unpaid M-Pesa order's hold ends; absent on any other order. */
  expiresAt?: Timestamp;
}

export function newOrderDocument(order: {
  lines: OrderViewLine[];
  totals: OrderTotals;
  stock: ReadonlyMap<string, StockTake>;
  details: CheckoutDetails;
  ownerUid: string | null;
  /** When an M-Pesa order's hold ends. */
  expiresAt: Date;
}): NewOrderDocument {
  const { details } = order;
  const mpesa = details.paymentMethod === 'mpesa';
  return {
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
    },
    stockTaken: [...order.stock].map(([id, take]) => ({ id, ...take })),
    stockHeld: true,
    unpaidHoldPhone: details.phone,
    ...(mpesa ? { expiresAt: Timestamp.fromDate(order.expiresAt) } : {}),
  };
}

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** `254712345678` as `2547*****678`: enough to recognise one's number, not to learn it. */
export function maskPhone(phone: string): string {
  return phone.length <= 7
    ? phone
    : `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}

/** A Firestore timestamp (any SDK's: anything with `toDate`) as ISO 8601. */
function instant(value: unknown): string {
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  const date = typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
  return date instanceof Date && !Number.isNaN(date.getTime())
    ? date.toISOString()
    : new Date(0).toISOString();
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
    status,
    fulfilment,
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
    },
    placedAt: instant(data.createdAt),
  };
}
