/**
 * An order's history: each move of its money or its parcel is one event, written by the server in
 * the same transaction as the move (`orders/{id}/events`), with who made it (a member of staff, or
 * the shop itself) and when. The back office lists them as the order's History.
 */
import type { FulfilmentStep, OrderStatus } from './status';

export const orderEventTypes = [
  'placed',
  'paid',
  'payment-failed',
  'payment-retried',
  'cash-chosen',
  'expired',
  'confirmed',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
  'refund-due',
  'refund-requested',
  'refund-failed',
  'refunded',
  /** The shopper asked to return items (model/return/return.ts); the return named in details. */
  'return-requested',
  'return-approved',
  'return-refused',
  'return-received',
  /** A return's exchange went out as an order of its own, named in details. */
  'exchange-sent',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

/** Who moved the order: a member of staff, or null for the shop's own code (M-Pesa, the sweep). */
export interface EventActor {
  uid: string;
  name: string;
}

/** One event as the back office shows it. */
export interface OrderEvent {
  type: OrderEventType;
  /** ISO 8601. */
  at: string;
  by: EventActor | null;
  /** Where the order stood after it. */
  status: OrderStatus;
  fulfilment: FulfilmentStep;
  /** What staff wrote with it: the courier and tracking reference, a cancellation's reason. */
  details: Record<string, string>;
}

/** Each event in staff's words. */
export const orderEventLabels: Readonly<Record<OrderEventType, string>> = {
  placed: 'Order placed',
  paid: 'Paid by M-Pesa',
  'payment-failed': 'Payment failed',
  'payment-retried': 'Payment tried again',
  'cash-chosen': 'Switched to cash on delivery',
  expired: 'Expired unpaid',
  confirmed: 'Confirmed with the shopper',
  packed: 'Packed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'refund-due': 'Refund due',
  'refund-requested': 'Refund sent to M-Pesa',
  'refund-failed': 'Refund failed',
  refunded: 'Refunded',
  'return-requested': 'Return requested',
  'return-approved': 'Return approved',
  'return-refused': 'Return refused',
  'return-received': 'Return received',
  'exchange-sent': 'Exchange sent',
};
