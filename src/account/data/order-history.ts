import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import type { OrderSummary } from '../../../machines/order-history/types';
import { readFulfilment, readOrderStatus } from '@model/order/status';
import type { OrderRefund } from '@model/order/view';
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
  const lines: unknown[] = Array.isArray(data.lines) ? data.lines : [];
  const itemCount = lines.reduce<number>((sum, line) => {
    const quantity = (line as { quantity?: unknown } | null)?.quantity;
    return (
      sum + (Number.isInteger(quantity) && (quantity as number) > 0 ? (quantity as number) : 0)
    );
  }, 0);
  const status = readOrderStatus(data.status);
  const fulfilment = readFulfilment(data.fulfilment);
  if (status === 'unknown' || fulfilment === 'unknown') {
    // Listed as unknown, never guessed; the console tells whoever looks into it what was stored.
    console.warn(`Order ${id} has a status outside the vocabulary`, data.status, data.fulfilment);
  }
  return {
    id,
    // Orders placed before the shop issued numbers are known by their id.
    number: typeof data.number === 'string' && data.number !== '' ? data.number : id,
    placedAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate().toISOString() : null,
    total: typeof data.total === 'number' && Number.isFinite(data.total) ? data.total : 0,
    itemCount,
    status,
    fulfilment,
    // Staff's confirmation of a cash order, once they called the shopper: `{by, at}`.
    confirmed: typeof data.confirmation === 'object' && data.confirmation !== null,
    refund: readRefund(data.refund),
  };
}

const wholeKes = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The order's refund as the server keeps it (functions/src/orders/order-document.ts). */
function readRefund(value: unknown): OrderRefund | null {
  if (typeof value !== 'object' || value === null) return null;
  const refund = value as Record<string, unknown>;
  return {
    due: wholeKes(refund.due),
    refunded: wholeKes(refund.refunded),
    refundedAt:
      refund.refundedAt instanceof Timestamp ? refund.refundedAt.toDate().toISOString() : null,
  };
}
