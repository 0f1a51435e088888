/**
 * The back office's orders as its data access reads them (src/staff/data/orders.ts) and its
 * machines hold them.
 */
import type { DiscountLine } from '../offer/pricing';
import type { OrderQueue } from '../order/queue';
import type { FulfilmentStep, OrderPosition, OrderStatus } from '../order/status';
import type { HistoryEntry } from '../order/stored-order';
import type { OrderDelivery, OrderReceipt, OrderViewLine, PaymentFailure } from '../order/view';
import type { Refund } from '../payment/refunds';

export type { HistoryEntry };

/** A tab of /staff/orders: a queue of orders, or the open refunds. */
export type OrderTab = OrderQueue | 'refunds';

/** One order as a queue or a search lists it in the back office. */
export interface StaffOrderSummary extends OrderPosition {
  /** The document's id: the device's checkout id, in the order's address. */
  id: string;
  /** The order's number (`MT-4K7Q2P`), as people read it; the id for an older order without one. */
  number: string;
  /** The queue it waits in: stored by the server, or derived for an order written before. */
  queue: OrderQueue | null;
  /** ISO 8601, or null when the document has no readable time. */
  placedAt: string | null;
  customerName: string;
  /** The delivery phone, E.164. */
  phone: string;
  /** KES. */
  total: number;
  itemCount: number;
  paymentMethod: 'mpesa' | 'cash-on-delivery';
}

/**
 * Where the next page of a queue starts: after this order. Plain values, so the machine's
 * snapshot stays plain data; the data access turns them back into a Firestore cursor.
 */
export interface OrderCursor {
  /**
   * The last order's `createdAt` to the nanosecond, as Firestore keeps it: a time rounded to the
   * millisecond could skip an order placed in the same millisecond.
   */
  seconds: number;
  nanoseconds: number;
  id: string;
}

export interface OrderListPage {
  orders: StaffOrderSummary[];
  /** Null on the last page. */
  nextCursor: OrderCursor | null;
}

export interface QueuePageRequest {
  queue: OrderQueue;
  cursor: OrderCursor | null;
}

/** What waits in each tab: orders in each queue, and the open refunds. */
export type TabCounts = Partial<Record<OrderTab, number>>;

/**
 * What `Find an order` looks for: one order by its number, an older order (without a number) by
 * its id, or a customer's orders by phone.
 */
export type OrderFind =
  { by: 'number'; number: string } | { by: 'id'; orderId: string } | { by: 'phone'; phone: string };

/** The whole of one order, as its back-office page shows it. */
export interface StaffOrder extends StaffOrderSummary {
  lines: OrderViewLine[];
  /** KES. */
  subtotal: number;
  deliveryFee: number;
  /** Each offer the order got, as placed (model/offer/pricing.ts). */
  discounts: DiscountLine[];
  delivery: OrderDelivery;
  payment: {
    method: 'mpesa' | 'cash-on-delivery';
    /** The number M-Pesa prompted, `2547…`; null with cash. */
    phone: string | null;
    receipt: string | null;
    failure: PaymentFailure | null;
  };
  dispatch: { courier: string; tracking: string; at: string | null } | null;
  cancellation: { reason: string; at: string | null } | null;
  /** The order a return's exchange is sent for (functions/src/returns/send-exchange.ts). */
  exchangeOf?: { orderId: string; number: string } | null;
  /** Each move of the order, oldest first. */
  history: HistoryEntry[];
  /** Money that came in for the order and goes back, or went back: newest first. */
  refunds: Refund[];
  /** Its receipt with the credits of its refunds made, once paid; null until then. */
  receipt: OrderReceipt | null;
}

/** What a step callable answered: the order's new position, or the server's word why not. */
export type StepOutcome =
  | { outcome: 'done'; status: OrderStatus; fulfilment: FulfilmentStep }
  | { outcome: 'refused'; message: string };
