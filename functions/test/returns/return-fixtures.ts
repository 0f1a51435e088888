/** What the return tests share: an order delivered some days ago, as the shopper placed it. */
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import type { OrderLineRequest } from '@model/order/request';
import { placed, type Shop } from '../mpesa/harness';
import { cashDetails, line } from '../orders/order-fixtures';

const day = 24 * 60 * 60_000;

/** Marks the order delivered `daysAgo` days ago, as staff's Mark as delivered leaves a paid one. */
export async function markDelivered(shop: Shop, db: Firestore, orderId: string, daysAgo = 1) {
  await db
    .collection('orders')
    .doc(orderId)
    .update({
      status: 'paid',
      fulfilment: 'delivered',
      queue: 'delivered',
      deliveredAt: Timestamp.fromMillis(shop.now().getTime() - daysAgo * day),
    });
}

/** Two pairs of jeans in waist 32, paid in cash and delivered `daysAgo` days ago: its id. */
export async function deliveredOrder(
  shop: Shop,
  db: Firestore,
  daysAgo = 1,
  lines: OrderLineRequest[] = [line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 })],
): Promise<string> {
  const order = placed(await shop.place(lines, cashDetails));
  await markDelivered(shop, db, order.id, daysAgo);
  return order.id;
}
