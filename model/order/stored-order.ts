/**
 * The `orders` document as the server keeps it, read leniently by whoever shows it: the shopper's
 * order page (functions/src/orders), the account page and the back office (src/**\/data). A
 * document changed by hand still shows, with what can be read of it; a status outside the
 * vocabulary reads as unknown, and each reader logs it its own way. Each reader picks what it
 * shows from the one record read here.
 */
import {
  amount,
  fieldsOf,
  instantOrNull,
  isOneOf,
  listOf,
  text,
  textOrNull,
  wholeNumber,
  type Fields,
} from '../stored/fields';
import { orderEventTypes, type EventActor, type OrderEventType } from './events';
import { orderQueues, type OrderQueue } from './queue';
import {
  readFulfilment,
  readOrderStatus,
  type FulfilmentStep,
  type OrderStatus,
  type Unknown,
} from './status';
import {
  paymentFailures,
  promptStates,
  type OrderDelivery,
  type OrderRefund,
  type OrderViewLine,
  type PaymentFailure,
  type PaymentPrompt,
} from './view';

/** An order as read from its stored document: every field any reader shows. */
export interface OrderRecord {
  id: string;
  /** The number the shop issued as stored; null on an order placed before numbers, or unreadable. */
  number: string | null;
  status: OrderStatus | Unknown;
  fulfilment: FulfilmentStep | Unknown;
  /** Staff confirmed a cash order with the shopper: the server keeps who and when. */
  confirmed: boolean;
  /** The queue the server keeps it in; null on an order written before queues, or unreadable. */
  queue: OrderQueue | null;
  lines: OrderViewLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  delivery: OrderDelivery;
  payment: {
    method: 'mpesa' | 'cash-on-delivery';
    /** `2547XXXXXXXX` as prompted, unmasked; null with cash. */
    phone: string | null;
    receipt: string | null;
    failure: PaymentFailure | null;
    /** The prompt as stored, whatever the order's status. */
    prompt: PaymentPrompt | null;
  };
  refund: OrderRefund | null;
  dispatch: { courier: string; tracking: string; at: string | null } | null;
  cancellation: { reason: string; at: string | null } | null;
  /** When the server stamped it, ISO 8601; null when it has no readable time. */
  placedAt: string | null;
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
  return {
    id,
    number: textOrNull(fields.number),
    status: readOrderStatus(fields.status),
    fulfilment: readFulfilment(fields.fulfilment),
    confirmed: typeof fields.confirmation === 'object' && fields.confirmation !== null,
    queue: isOneOf(orderQueues, fields.queue) ? fields.queue : null,
    lines: listOf(fields.lines).map(readLine),
    subtotal: amount(fields.subtotal),
    deliveryFee: amount(fields.deliveryFee),
    total: amount(fields.total),
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
    placedAt: instantOrNull(fields.createdAt),
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
