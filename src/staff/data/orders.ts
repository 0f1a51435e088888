/**
 * The back office's reads of orders, by Firestore Lite: firestore.rules lets staff read every
 * order, its History and its refunds. Each tab is one equality query on the `queue` the server
 * writes (model/order/queue.ts), read a page at a time after a cursor; its indexes are listed
 * in docs/query-shapes.md.
 */
import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type {
  HistoryEntry,
  OrderCursor,
  OrderFind,
  OrderListPage,
  QueuePageRequest,
  StaffOrder,
  StaffOrderSummary,
  TabCounts,
} from '../../../machines/staff-orders/types';
import { orderEventTypes, type OrderEventType } from '@model/order/events';
import { orderQueues, queueOf, queueTabs, type OrderQueue } from '@model/order/queue';
import { readFulfilment, readOrderStatus } from '@model/order/status';
import { paymentFailures, type OrderViewLine, type PaymentFailure } from '@model/order/view';
import type { Refund } from '@model/payment/refunds';
import { db } from '@/data/firestore-db';
import { read } from '@/data/resilience';
import { countOpenRefunds, readOrderRefunds } from './refunds';

/** A tab's page: enough for a phone's screen and a quick read on 3G. */
export const queuePageSize = 20;
/** A customer's orders found by phone: the newest; a phone holds few orders. */
const phoneMatches = 20;
/** An order's History: far more moves than an order makes. */
const historyLength = 100;

const orders = () => collection(db(), 'orders');

/** One page of a queue, newest first, from the cursor on; one order more tells a next page. */
export async function listQueue(
  { queue, cursor }: QueuePageRequest,
  pageSize = queuePageSize,
): Promise<OrderListPage> {
  const after = cursor
    ? [startAfter(new Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id)]
    : [];
  const snapshot = await read(() =>
    getDocs(
      query(
        orders(),
        where('queue', '==', queue),
        orderBy('createdAt', 'desc'),
        orderBy(documentId(), 'desc'),
        ...after,
        limit(pageSize + 1),
      ),
    ),
  );
  const shown = snapshot.docs.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    orders: shown.map((document) => toSummary(document.id, document.data())),
    nextCursor: snapshot.docs.length > pageSize && last ? cursorAfter(last) : null,
  };
}

function cursorAfter(document: QueryDocumentSnapshot): OrderCursor | null {
  const createdAt: unknown = document.get('createdAt');
  return createdAt instanceof Timestamp
    ? { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds, id: document.id }
    : null;
}

/** How many orders wait in each tab's queue, and how many refunds are open. */
export async function countQueues(): Promise<TabCounts> {
  const [counted, refunds] = await Promise.all([
    Promise.all(
      queueTabs.map(async ({ queue }) => {
        const snapshot = await read(() => getCount(query(orders(), where('queue', '==', queue))));
        return [queue, snapshot.data().count] as const;
      }),
    ),
    countOpenRefunds(),
  ]);
  return { ...Object.fromEntries(counted), refunds };
}

/**
 * An order by its number (`number`, which the server issues once per order), an older order
 * without one by its id, or a customer's orders by their delivery phone, newest first.
 */
export async function findOrders(find: OrderFind): Promise<StaffOrderSummary[]> {
  if (find.by === 'id') {
    const snapshot = await read(() => getDoc(doc(orders(), find.orderId)));
    return snapshot.exists() ? [toSummary(snapshot.id, snapshot.data())] : [];
  }
  const snapshot = await read(() =>
    getDocs(
      find.by === 'number'
        ? query(orders(), where('number', '==', find.number), limit(1))
        : query(
            orders(),
            where('delivery.phone', '==', find.phone),
            orderBy('createdAt', 'desc'),
            limit(phoneMatches),
          ),
    ),
  );
  return snapshot.docs.map((document) => toSummary(document.id, document.data()));
}

/** Letters, digits, `_` and `-`: anything else in an address names no order document. */
const documentIdPattern = /^[\w-]{1,128}$/;

/**
 * The whole order with its History, oldest first, and its refunds; null when there is no such
 * order.
 */
export async function readStaffOrder(orderId: string): Promise<StaffOrder | null> {
  if (!documentIdPattern.test(orderId)) return null;
  const [order, events, refunds] = await Promise.all([
    read(() => getDoc(doc(orders(), orderId))),
    read(() =>
      getDocs(
        query(
          collection(db(), 'orders', orderId, 'events'),
          orderBy('at', 'asc'),
          limit(historyLength),
        ),
      ),
    ),
    readOrderRefunds(orderId),
  ]);
  if (!order.exists()) return null;
  return toStaffOrder(
    order.id,
    order.data(),
    events.docs.map((event) => toHistoryEntry(event.data())),
    refunds,
  );
}

// --- Reading documents: an order changed by hand still shows, with what can be read of it. ---

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const instant = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

function toLine(value: unknown): OrderViewLine {
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

function toSummary(id: string, data: DocumentData): StaffOrderSummary {
  const status = readOrderStatus(data.status);
  const fulfilment = readFulfilment(data.fulfilment);
  if (status === 'unknown' || fulfilment === 'unknown') {
    // Shown as unknown, never guessed; the console tells whoever looks into it what was stored.
    console.warn(`Order ${id} has a status outside the vocabulary`, data.status, data.fulfilment);
  }
  const delivery = record(data.delivery);
  const lines: unknown[] = Array.isArray(data.lines) ? data.lines : [];
  // Staff confirmed a cash order with the shopper: the server keeps who and when.
  const confirmed = typeof data.confirmation === 'object' && data.confirmation !== null;
  return {
    id,
    // An order placed before the shop issued numbers goes by its id.
    number: text(data.number) || id,
    status,
    fulfilment,
    confirmed,
    // Orders written before the server kept `queue` wait where their position puts them.
    queue: isOneOf<OrderQueue>(orderQueues, data.queue)
      ? data.queue
      : queueOf({ status, fulfilment, confirmed }),
    placedAt: instant(data.createdAt),
    customerName: text(delivery.fullName),
    phone: text(delivery.phone),
    total: amount(data.total),
    itemCount: lines.reduce<number>((sum, line) => sum + toLine(line).quantity, 0),
    paymentMethod:
      record(data.payment).method === 'cash-on-delivery' ? 'cash-on-delivery' : 'mpesa',
  };
}

function toStaffOrder(
  id: string,
  data: DocumentData,
  history: HistoryEntry[],
  refunds: Refund[],
): StaffOrder {
  const delivery = record(data.delivery);
  const payment = record(data.payment);
  const dispatch = data.dispatch === undefined ? null : record(data.dispatch);
  const cancellation = data.cancellation === undefined ? null : record(data.cancellation);
  const summary = toSummary(id, data);
  return {
    ...summary,
    lines: Array.isArray(data.lines) ? data.lines.map(toLine) : [],
    subtotal: amount(data.subtotal),
    deliveryFee: amount(data.deliveryFee),
    delivery: {
      fullName: summary.customerName,
      phone: summary.phone,
      email: textOrNull(delivery.email) || null,
      county: text(delivery.county),
      town: text(delivery.town),
      address: text(delivery.address),
      option: text(delivery.option),
    },
    payment: {
      method: summary.paymentMethod,
      phone: textOrNull(payment.phone),
      receipt: textOrNull(payment.receipt),
      failure: isOneOf<PaymentFailure>(paymentFailures, payment.failure) ? payment.failure : null,
    },
    dispatch: dispatch && {
      courier: text(dispatch.courier),
      tracking: text(dispatch.tracking),
      at: instant(dispatch.at),
    },
    cancellation: cancellation && {
      reason: text(cancellation.reason),
      at: instant(cancellation.at),
    },
    history,
    refunds,
  };
}

function toHistoryEntry(data: DocumentData): HistoryEntry {
  const by = data.by === null || data.by === undefined ? null : record(data.by);
  const details = Object.entries(record(data.details)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return {
    type: isOneOf<OrderEventType>(orderEventTypes, data.type) ? data.type : 'unknown',
    at: instant(data.at),
    by: by && { uid: text(by.uid), name: text(by.name) },
    details: Object.fromEntries(details),
  };
}
