/**
 * How every writer that moves an order records the move (placeOrder, the M-Pesa push, settle and
 * sweep, payAgain, cancel and the staff steps), in the transaction that makes it: the order's
 * `queue` (model/order/queue.ts) beside its `status` and `fulfilment`, so a back-office tab is
 * one equality query, and one `orders/{id}/events` entry per event (model/order/events.ts),
 * the order's History.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { EventActor, OrderEventType } from '@model/order/events';
import { queueOf, type OrderQueue } from '@model/order/queue';
import type { FulfilmentStep, OrderStatus } from '@model/order/status';
import { orderRef, type StoredOrder } from './stored-order';

export const orderEventsCollection = 'events';

/** Where an order stands, as the server writes it: never `unknown`. */
export interface Position {
  status: OrderStatus;
  fulfilment: FulfilmentStep;
  /** A cash order confirmed by staff; unsaid, the order's own confirmation decides. */
  confirmed?: boolean;
}

export interface MoveEvent {
  type: OrderEventType;
  /** What staff said (courier, tracking, reason), or what the shop knows of it (a receipt). */
  details?: Record<string, string>;
}

/** One move: where it leaves the order, the events it makes, who made it and when. */
export interface Move {
  to: Position;
  events: readonly MoveEvent[];
  /** A member of staff, or null for the shop's own code (M-Pesa, the sweep, the shopper). */
  by: EventActor | null;
  at: Date;
}

/** The position's fields: `queue` is always written with what it is derived from. */
export function positionFields(position: Position): {
  status: OrderStatus;
  fulfilment: FulfilmentStep;
  queue: OrderQueue;
} {
  const { status, fulfilment } = position;
  // Only `unknown` has no queue, and the server never writes it.
  return { status, fulfilment, queue: queueOf(position) as OrderQueue };
}

/**
 * Writes the move's events after the `already` events the order has, and answers its new count.
 * An event's id is its place in the History (`0003-paid`), so two events of the same instant
 * (one transaction, or a manual clock) still list in the order they were made, and `create`
 * refuses to write one place twice.
 */
export function recordEvents(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  already: number,
  move: Move,
): number {
  const { status, fulfilment } = move.to;
  move.events.forEach((event, index) => {
    const place = already + index + 1;
    const id = `${String(place).padStart(4, '0')}-${event.type}`;
    transaction.create(orderRef(db, orderId).collection(orderEventsCollection).doc(id), {
      type: event.type,
      at: Timestamp.fromDate(move.at),
      by: move.by,
      status,
      fulfilment,
      details: event.details ?? {},
    });
  });
  return already + move.events.length;
}

/**
 * Moves an order read in this transaction (after every read): its position, its `eventCount`
 * and the other `fields` updated, its events recorded.
 */
export function moveOrder(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  order: Pick<StoredOrder, 'eventCount'> & Partial<Pick<StoredOrder, 'confirmation'>>,
  move: Move,
  fields: Record<string, unknown> = {},
): void {
  const eventCount = recordEvents(transaction, db, orderId, order.eventCount, move);
  const confirmed = move.to.confirmed ?? order.confirmation !== undefined;
  transaction.update(orderRef(db, orderId), {
    ...fields,
    ...positionFields({ ...move.to, confirmed }),
    eventCount,
    updatedAt: FieldValue.serverTimestamp(),
  });
}
