/**
 * A delivered order's returns as its shopper sees them on the order page (`getOrder`): when the
 * window closes, the units still free to return, and each return asked for, newest first. An
 * order not delivered, or an exchange (its returns are its first order's), has none.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { OrderReturns } from '@model/order/view';
import { returnableUnits, returnWindowCloses } from '@model/return/return';
import { readReturn, returnsCollection } from '@model/return/stored-return';
import { orderRef, readStoredOrder } from '../orders/stored-order';

export async function readOrderReturns(
  db: Firestore,
  orderId: string,
  data: unknown,
  now: Date,
  windowDays: number,
): Promise<OrderReturns | null> {
  const order = readStoredOrder(data);
  if (!order || order.fulfilment !== 'delivered' || order.exchangeOf) return null;
  const closesAt = returnWindowCloses(
    order.deliveredAt?.toDate().toISOString() ?? null,
    windowDays,
  );
  if (closesAt === null) return null;
  const stored = await orderRef(db, orderId).collection(returnsCollection).get();
  const list = stored.docs
    .map((document) => readReturn(document.id, document.data()))
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  const returnable = returnableUnits(order.lines, list);
  return {
    closesAt,
    open: now.getTime() < Date.parse(closesAt) && returnable.some((units) => units > 0),
    returnable,
    list,
  };
}
