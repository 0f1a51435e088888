/** What the return tests share: an order delivered some days ago, as the shopper placed it. */
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { placed, type Shop } from '../mpesa/harness';
import { cashDetails, line } from '../orders/order-fixtures';

const day = 24 * 60 * 60_000;

/** Two pairs of jeans in waist 32, paid in cash and delivered `daysAgo` days ago: its id. */
export async function deliveredOrder(shop: Shop, db: Firestore, daysAgo = 1): Promise<string> {
  const order = placed(
    await shop.place(
      [line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 })],
      cashDetails,
    ),
  );
  await db
    .collection('orders')
    .doc(order.id)
    .update({
      status: 'paid',
      fulfilment: 'delivered',
      queue: 'delivered',
      deliveredAt: Timestamp.fromMillis(shop.now().getTime() - daysAgo * day),
    });
  return order.id;
}
