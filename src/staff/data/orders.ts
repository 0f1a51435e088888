/**
 * The back office's reads of orders, by Firestore Lite: firestore.rules lets staff read every
 * order, its History and its refunds. Each tab is one equality query on the `queue` the server
 * writes (model/order/queue.ts), read a page at a time after a cursor; its indexes are listed
 * in docs/query-shapes.md. Staff move an order only through the step callables, at the end.
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
  StepOutcome,
  TabCounts,
} from '@model/staff/orders';
import type { FulfilmentStep, OrderAction, OrderStatus } from '@model/order/status';
import { queueOf, queueTabs } from '@model/order/queue';
import {
  hasUnknownPosition,
  readOrder,
  readOrderEvent,
  type OrderRecord,
} from '@model/order/stored-order';
import type { Refund } from '@model/payment/refunds';
import { creditsOf, orderReceipt } from '@model/receipt/receipt';
import type { OrderStepRequest } from '@model/staff/requests';
import { DataError } from '@/data/data-error';
import { db } from '@/data/firestore-db';
import { callFunction } from '@/data/functions';
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
    events.docs.map((event) => readOrderEvent(event.data())),
    refunds,
  );
}

// Staff see the whole of the order the model reads (model/order/stored-order.ts).

function toSummary(id: string, data: DocumentData): StaffOrderSummary {
  return summaryOf(readOrder(id, data), data);
}

function summaryOf(order: OrderRecord, data: DocumentData): StaffOrderSummary {
  const { id, status, fulfilment, confirmed } = order;
  if (hasUnknownPosition(order)) {
    // Shown as unknown, never guessed; the console tells whoever looks into it what was stored.
    console.warn(`Order ${id} has a status outside the vocabulary`, data.status, data.fulfilment);
  }
  return {
    id,
    // An order placed before the shop issued numbers goes by its id.
    number: order.number || id,
    status,
    fulfilment,
    confirmed,
    // Orders written before the server kept `queue` wait where their position puts them.
    queue: order.queue ?? queueOf({ status, fulfilment, confirmed }),
    placedAt: order.placedAt,
    customerName: order.delivery.fullName,
    phone: order.delivery.phone,
    total: order.total,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    paymentMethod: order.payment.method,
  };
}

function toStaffOrder(
  id: string,
  data: DocumentData,
  history: HistoryEntry[],
  refunds: Refund[],
): StaffOrder {
  const order = readOrder(id, data);
  const { payment } = order;
  return {
    ...summaryOf(order, data),
    lines: order.lines,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    discounts: order.discounts,
    delivery: { ...order.delivery, email: order.delivery.email || null },
    payment: {
      method: payment.method,
      phone: payment.phone,
      receipt: payment.receipt,
      failure: payment.failure,
    },
    dispatch: order.dispatch,
    cancellation: order.cancellation,
    exchangeOf: order.exchangeOf ?? null,
    history,
    refunds,
    receipt: orderReceipt(order, creditsOf(refunds)),
  };
}

// Staff move an order only through the step callables (functions/src/staff/order-steps.ts), which
// check the caller's role and the order's position, and write the move and its History event in
// one transaction. Each call is made once: a Retry is staff's to choose.

/** The callable of each step. */
export const stepCallables: Record<OrderAction, string> = {
  confirm: 'confirmOrder',
  pack: 'packOrder',
  dispatch: 'dispatchOrder',
  deliver: 'deliverOrder',
  cancel: 'cancelOrder',
};

/**
 * Takes one step of an order. The server's refusal (the order moved on, or is gone) is an answer
 * with its message, not a failure: the page shows it and reads the order again.
 */
export async function takeOrderStep(request: OrderStepRequest): Promise<StepOutcome> {
  try {
    const position = await callFunction<
      OrderStepRequest,
      { status: OrderStatus; fulfilment: FulfilmentStep }
    >(stepCallables[request.action], request);
    return { outcome: 'done', status: position.status, fulfilment: position.fulfilment };
  } catch (error) {
    if (error instanceof DataError && (error.kind === 'refused' || error.kind === 'not-found')) {
      return { outcome: 'refused', message: error.message };
    }
    throw error;
  }
}
