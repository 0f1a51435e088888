/**
 * What the server keeps of an order apart from the order itself, where no browser reads it
 * (firestore.rules): the access token's hash, which proves a guest's claim to the order, and the
 * order's current M-Pesa push. An owner reads their order document, so it holds neither.
 */
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';

export const orderSecretsCollection = 'orderSecrets';

const pushSchema = z.object({
  /** Daraja's id of the push the order waits on; null while none was accepted. */
  checkoutRequestId: z.string().nullable(),
  /** Set when a push is claimed, just before it is sent: two calls never prompt twice. */
  requestedAt: z.instanceof(Timestamp).nullable(),
});

const secretsSchema = z.object({
  accessTokenHash: z.string(),
  push: pushSchema,
});

export type OrderSecrets = z.infer<typeof secretsSchema>;
export type OrderPush = z.infer<typeof pushSchema>;

export const noPush: OrderPush = { checkoutRequestId: null, requestedAt: null };

export const orderSecretsRef = (db: Firestore, orderId: string): DocumentReference =>
  db.collection(orderSecretsCollection).doc(orderId);

/** The secrets as stored, or null for an order without readable ones (nobody can prove it). */
export function readOrderSecrets(data: unknown): OrderSecrets | null {
  const parsed = secretsSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export async function getOrderSecrets(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
): Promise<OrderSecrets | null> {
  return readOrderSecrets((await transaction.get(orderSecretsRef(db, orderId))).data());
}
