/**
 * The `orders` document, written by the server only, in one place: the shape placing an order
 * writes (`NewOrderDocument`), the strict reading the server's own code makes before changing an
 * order (`storedOrderSchema`: a document it does not understand is left alone rather than
 * half-changed), and the lenient reading of whoever shows it (`readOrder`): the shopper's order
 * page (functions/src/orders), the account page (src/account/data) and the back office
 * (src/staff/data). Leniently, a document changed by hand still shows, with what can be read of
 * it; a status outside the vocabulary reads as unknown, and each reader logs it its own way and
 * picks what it shows. Timestamps are whichever SDK's wrote or read them (`Time`), so the model
 * needs none of them.
 */
import {
  amount,
  fieldsOf,
  filledTextOrNull,
  instantOrNull,
  isOneOf,
  listOf,
  text,
  textOrNull,
  wholeNumber,
  type Fields,
} from '../stored/fields';
import { z } from '../zod';
import type { DiscountLine } from '../offer/pricing';
import { orderEventTypes, type EventActor, type OrderEventType } from './events';
import { orderQueues, type OrderQueue } from './queue';
import {
  fulfilmentSteps,
  orderStatuses,
  readFulfilment,
  readOrderStatus,
  type FulfilmentStep,
  type OrderStatus,
  type Unknown,
} from './status';
import type { StockTake } from './stock-take';
import type { OrderTotals } from './totals';
import {
  paymentFailures,
  promptStates,
  type OrderRefund,
  type OrderView,
  type OrderViewLine,
  type PaymentFailure,
  type PaymentPrompt,
} from './view';

/**
 * An order as placed; `createdAt` and `updatedAt` (server timestamps) are added by the write.
 * Its secrets (the access token's hash, the M-Pesa push) are kept apart, in orderSecrets
 * (functions/src/orders/order-secrets.ts): the owner reads this document.
 */
export interface NewOrderDocument<Time> extends OrderTotals {
  /** The number the shop issued (./number.ts): what people read. */
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
    /** The prompt of an order awaiting payment (functions/src/mpesa/push.ts); null otherwise. */
    prompt: StoredPrompt<Time> | null;
  };
  /** Each offer applied (model/offer/pricing.ts); the totals count them. */
  discounts: DiscountLine[];
  /** KES off each line, in the lines' order: what a returned line does not give back. */
  lineDiscounts: number[];
  /**
   * The code's use the order counts while it holds its units (functions/src/offers): given back
   * with them, taken again with them; null for an order without a code.
   */
  offerUse: OfferUse | null;
  /** What the order took off each product's stock: what giving its units back puts back. */
  stockTaken: Array<{ id: string } & StockTake>;
  /** Whether the order holds those units now: taken and not given back. */
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
  expiresAt?: Time;
}

/** A code's use by an order: the offer, and the delivery phone its per-phone limit counts. */
export interface OfferUse {
  offerId: string;
  phone: string;
}

/** The prompt as the order keeps it. */
export interface StoredPrompt<Time> {
  state: PaymentPrompt['state'];
  retryFrom: Time | null;
}

/** The stock an order took off one product, per size and colour. */
const stockTakeSchema = z.object({
  id: z.string(),
  units: z.number().int().nonnegative(),
  variants: z.record(z.string(), z.number().int().nonnegative()),
});

/** The order as the server reads it before changing it, its times read by `timestamp`. */
export function storedOrderSchema<Time>(timestamp: z.ZodType<Time>) {
  return z.object({
    /** The number the shop issued (./number.ts); none on an order placed before. */
    number: z.string().nullable().default(null),
    status: z.enum(orderStatuses),
    // An order placed before fulfilment was kept has not been sent out.
    fulfilment: z.enum(fulfilmentSteps).default('unfulfilled'),
    total: z.number().nonnegative(),
    /** KES paid for delivery, after offers: what a return at the shop's fault gives back. */
    deliveryFee: z.number().nonnegative().default(0),
    ownerUid: z.string().nullish(),
    lines: z.array(
      z.object({
        id: z.string(),
        productName: z.string(),
        size: z.string().nullable(),
        colour: z.string().nullable(),
        quantity: z.number().int().positive(),
        unitPrice: z.string().default('0'),
        wholesale: z.boolean().default(false),
      }),
    ),
    delivery: z.object({ option: z.string(), phone: z.string(), fullName: z.string().default('') }),
    payment: z.object({
      method: z.enum(['mpesa', 'cash-on-delivery']),
      phone: z.string().nullable(),
      receipt: z.string().nullable(),
      failure: z.enum(paymentFailures).nullable(),
      /** The prompt of an order awaiting payment; none on older orders. */
      prompt: z
        .object({ state: z.enum(promptStates), retryFrom: timestamp.nullable() })
        .nullable()
        .default(null),
    }),
    /** Money due back for the order and given back, whole KES. */
    refund: z
      .object({ due: z.number().default(0), refunded: z.number().default(0) })
      .default({ due: 0, refunded: 0 }),
    /** A cash order's confirmation by staff, who called the shopper; absent until then. */
    confirmation: z.object({ at: timestamp }).loose().optional(),
    offerUse: z.object({ offerId: z.string(), phone: z.string() }).nullable().default(null),
    /** Each offer applied; none on an order placed before offers. */
    discounts: z
      .array(
        z.object({
          offerId: z.string(),
          name: z.string(),
          code: z.string().nullable(),
          kind: z.enum(['percent', 'amount', 'free-delivery']),
          amount: z.number().nonnegative(),
        }),
      )
      .default([]),
    /** KES off each line; none on an order placed before offers. */
    lineDiscounts: z.array(z.number().nonnegative()).default([]),
    /** The order and return an exchange is sent for; absent on an order placed by a shopper. */
    exchangeOf: z
      .object({ orderId: z.string(), number: z.string(), returnId: z.string() })
      .optional(),
    /**
     * The shop's receipt (model/receipt/receipt-number.ts) and when the order was paid: set
     * together, once, by the transaction that pays it; absent on an order not paid (or an older one).
     */
    receiptNumber: z.string().optional(),
    paidAt: timestamp.optional(),
    /** When staff marked it delivered: the return window runs from it. */
    deliveredAt: timestamp.optional(),
    stockTaken: z.array(stockTakeSchema).default([]),
    stockHeld: z.boolean().default(false),
    unpaidHoldPhone: z.string().nullable().default(null),
    expiresAt: timestamp.optional(),
    /** Events in its History so far; none on an order placed before them. */
    eventCount: z.number().int().nonnegative().default(0),
    createdAt: timestamp.nullish(),
    updatedAt: timestamp.nullish(),
  });
}

/** An order as the server's strict reading answers it. */
export type StoredOrder<Time> = z.infer<ReturnType<typeof storedOrderSchema<Time>>>;

/**
 * An order as read from its stored document: every field any reader shows. Its payment's phone
 * is unmasked, and its prompt kept whatever the order's status: the shopper's view masks the one
 * and shows the other only while the order awaits payment.
 */
export interface OrderRecord extends Omit<
  OrderView,
  'number' | 'placedAt' | 'returns' | 'receipt'
> {
  /** The number the shop issued as stored; null on an order placed before numbers, or unreadable. */
  number: string | null;
  /** The queue the server keeps it in; null on an order written before queues, or unreadable. */
  queue: OrderQueue | null;
  dispatch: { courier: string; tracking: string; at: string | null } | null;
  cancellation: { reason: string; at: string | null } | null;
  /** When the server stamped it, ISO 8601; null when it has no readable time. */
  placedAt: string | null;
  /** The shop's receipt number (`R000123`); null for an order not paid, or paid before them. */
  receiptNumber: string | null;
  /** When it was paid (M-Pesa settled, cash taken at the door), ISO 8601; null until then. */
  paidAt: string | null;
}

/** Whether the stored status or fulfilment is outside the vocabulary: someone must look. */
export const hasUnknownPosition = (order: Pick<OrderRecord, 'status' | 'fulfilment'>): boolean =>
  order.status === 'unknown' || order.fulfilment === 'unknown';

function readLine(value: unknown): OrderViewLine {
  const line = fieldsOf(value);
  return {
    id: text(line.id),
    productName: text(line.productName),
    size: textOrNull(line.size),
    colour: textOrNull(line.colour),
    quantity: wholeNumber(line.quantity),
    unitPrice: text(line.unitPrice) || '0',
    wholesale: line.wholesale === true,
  };
}

const discountKinds: readonly DiscountLine['kind'][] = ['percent', 'amount', 'free-delivery'];

function readDiscount(value: unknown): DiscountLine | null {
  const line = fieldsOf(value);
  if (!isOneOf(discountKinds, line.kind)) return null;
  return {
    offerId: text(line.offerId),
    name: text(line.name),
    code: textOrNull(line.code),
    kind: line.kind,
    amount: amount(line.amount),
  };
}

function readPrompt(value: unknown): PaymentPrompt | null {
  const prompt = fieldsOf(value);
  if (!isOneOf(promptStates, prompt.state)) return null;
  return { state: prompt.state, retryFrom: instantOrNull(prompt.retryFrom) };
}

function readRefund(value: unknown): OrderRefund | null {
  if (typeof value !== 'object' || value === null) return null;
  const refund = value as Fields;
  return {
    due: amount(refund.due),
    refunded: amount(refund.refunded),
    refundedAt: instantOrNull(refund.refundedAt),
  };
}

/** A map the server sets once (dispatch, cancellation): null while it is not there. */
const onceSet = (value: unknown): Fields | null => (value === undefined ? null : fieldsOf(value));

export function readOrder(id: string, data: unknown): OrderRecord {
  const fields = fieldsOf(data);
  const delivery = fieldsOf(fields.delivery);
  const payment = fieldsOf(fields.payment);
  const dispatch = onceSet(fields.dispatch);
  const cancellation = onceSet(fields.cancellation);
  const exchangeOf = onceSet(fields.exchangeOf);
  return {
    id,
    number: textOrNull(fields.number),
    status: readOrderStatus(fields.status),
    fulfilment: readFulfilment(fields.fulfilment),
    confirmed: typeof fields.confirmation === 'object' && fields.confirmation !== null,
    queue: isOneOf(orderQueues, fields.queue) ? fields.queue : null,
    lines: listOf(fields.lines).map(readLine),
    subtotal: amount(fields.subtotal),
    discountTotal: amount(fields.discountTotal),
    deliveryFee: amount(fields.deliveryFee),
    total: amount(fields.total),
    discounts: listOf(fields.discounts)
      .map(readDiscount)
      .filter((line): line is DiscountLine => line !== null),
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
      phone: textOrNull(payment.phone),
      receipt: textOrNull(payment.receipt),
      failure: isOneOf(paymentFailures, payment.failure) ? payment.failure : null,
      prompt: readPrompt(payment.prompt),
    },
    refund: readRefund(fields.refund),
    dispatch: dispatch && {
      courier: text(dispatch.courier),
      tracking: text(dispatch.tracking),
      at: instantOrNull(dispatch.at),
    },
    cancellation: cancellation && {
      reason: text(cancellation.reason),
      at: instantOrNull(cancellation.at),
    },
    exchangeOf: exchangeOf && {
      orderId: text(exchangeOf.orderId),
      number: text(exchangeOf.number) || text(exchangeOf.orderId),
    },
    placedAt: instantOrNull(fields.createdAt),
    receiptNumber: filledTextOrNull(fields.receiptNumber),
    paidAt: instantOrNull(fields.paidAt),
  };
}

/** One move of the order as its History lists it (`orders/{id}/events`, ./events.ts). */
export interface HistoryEntry {
  type: OrderEventType | Unknown;
  /** ISO 8601, or null when the event has no readable time. */
  at: string | null;
  /** Who took the step; null for the shop itself (M-Pesa, the sweep). */
  by: EventActor | null;
  /** What staff wrote with it: courier, tracking reference, reason. */
  details: Record<string, string>;
}

export function readOrderEvent(data: unknown): HistoryEntry {
  const fields = fieldsOf(data);
  const by = fields.by === null || fields.by === undefined ? null : fieldsOf(fields.by);
  const details = Object.entries(fieldsOf(fields.details)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return {
    type: isOneOf(orderEventTypes, fields.type) ? fields.type : 'unknown',
    at: instantOrNull(fields.at),
    by: by && { uid: text(by.uid), name: text(by.name) },
    details: Object.fromEntries(details),
  };
}

/** The units of an order's lines, each line counted only for a quantity above 0. */
export const itemsOf = (lines: readonly OrderViewLine[]): number =>
  lines.reduce((sum, line) => sum + (line.quantity > 0 ? line.quantity : 0), 0);
