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
  /**
   * The order's prompts claimed so far, never reset: each push's callback URL names its attempt,
   * so a callback finds its order even when the push's own answer was lost.
   */
  attempt: z.number().int().nonnegative().default(0),
});

const secretsSchema = z.object({
  accessTokenHash: z.string(),
  push: pushSchema,
});

export type OrderSecrets = z.infer<typeof secretsSchema>;
export type OrderPush = z.infer<typeof pushSchema>;

/**
 * A claim whose push got no answer at all after this (the function died between the two) is
 * given up, so the order is not stuck: the shopper may prompt again. Longer than a push and its
 * token request can take (../mpesa/daraja.ts, 15 s each).
 */
export const claimTimeoutMs = 60_000;

/** A new order's: no prompt claimed yet. */
export const noPush: OrderPush = { checkoutRequestId: null, requestedAt: null, attempt: 0 };

/** The update that clears the order's push, keeping its count of attempts. */
export const pushCleared = { 'push.checkoutRequestId': null, 'push.requestedAt': null } as const;

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
