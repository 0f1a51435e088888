import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import type { OrderSummary } from '@model/account/order-summary';
import { hasUnknownPosition, itemsOf, readOrder } from '@model/order/stored-order';
import { db } from '@/data/firestore-db';
import { read } from '@/data/resilience';

/** The latest orders only: enough for the account page, and the read stays small on 3G. */
const historyLength = 20;

/**
 * The shopper's orders, newest first. firestore.rules lets an owner list only their own orders,
 * so the query must filter on ownerUid (firestore.indexes.json holds its index).
 */
export async function listOrdersByOwner(ownerUid: string): Promise<OrderSummary[]> {
  const snapshot = await read(() =>
    getDocs(
      query(
        collection(db(), 'orders'),
        where('ownerUid', '==', ownerUid),
        orderBy('createdAt', 'desc'),
        limit(historyLength),
      ),
    ),
  );
  return snapshot.docs.map((document) => toOrderSummary(document.id, document.data()));
}

/** A malformed order still lists, with what can be read of it: it is the shopper's money. */
export function toOrderSummary(id: string, data: DocumentData): OrderSummary {
  const order = readOrder(id, data);
  if (hasUnknownPosition(order)) {
    // Listed as unknown, never guessed; the console tells whoever looks into it what was stored.
    console.warn(`Order ${id} has a status outside the vocabulary`, data.status, data.fulfilment);
  }
  return {
    id,
    // Orders placed before the shop issued numbers are known by their id.
    number: order.number || id,
    placedAt: order.placedAt,
    total: order.total,
    itemCount: itemsOf(order.lines),
    status: order.status,
    fulfilment: order.fulfilment,
    confirmed: order.confirmed,
    refund: order.refund,
  };
}
