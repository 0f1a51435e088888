/**
 * An order document as the server's own code reads it before changing it, by the model's strict
 * schema (model/order/stored-order.ts) with the Admin SDK's timestamps: a document the code does
 * not understand is left alone rather than half-changed.
 */
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedOrderSchema, type StoredOrder as ModelStoredOrder } from '@model/order/stored-order';

export const ordersCollection = 'orders';

const schema = storedOrderSchema(z.instanceof(Timestamp));

/** An order as the server reads it before changing it (model/order/stored-order.ts). */
export type StoredOrder = ModelStoredOrder<Timestamp>;

export function readStoredOrder(data: unknown): StoredOrder | null {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export const orderRef = (db: Firestore, orderId: string): DocumentReference =>
  db.collection(ordersCollection).doc(orderId);

export async function getStoredOrder(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
): Promise<StoredOrder | null> {
  return readStoredOrder((await transaction.get(orderRef(db, orderId))).data());
}

/** Where the order stands, a cash order's confirmation included, as the model's moves read it. */
export const standingOf = (order: StoredOrder) => ({
  status: order.status,
  fulfilment: order.fulfilment,
  confirmed: order.confirmation !== undefined,
});
