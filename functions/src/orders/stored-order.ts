/**
 * An order document as the server's own code reads it before changing it. Orders are written by
 * the server only, but they are still read through a schema: a document the code does not
 * understand is left alone rather than half-changed.
 */
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { fulfilmentSteps, orderStatuses } from '@model/order/status';
import { paymentFailures, promptStates } from '@model/order/view';

export const ordersCollection = 'orders';

const take = z.object({
  id: z.string(),
  units: z.number().int().nonnegative(),
  variants: z.record(z.string(), z.number().int().nonnegative()),
});

const storedOrderSchema = z.object({
  /** The number the shop issued (model/order/number.ts); none on an order placed before. */
  number: z.string().nullable().default(null),
  status: z.enum(orderStatuses),
  // An order placed before fulfilment was kept has not been sent out.
  fulfilment: z.enum(fulfilmentSteps).default('unfulfilled'),
  total: z.number().nonnegative(),
  ownerUid: z.string().nullish(),
  lines: z.array(
    z.object({
      id: z.string(),
      productName: z.string(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      quantity: z.number().int().positive(),
      unitPrice: z.string().default('0'),
      wholesale: z.boolean().default(false),
    }),
  ),
  delivery: z.object({ option: z.string(), phone: z.string() }),
  payment: z.object({
    method: z.enum(['mpesa', 'cash-on-delivery']),
    phone: z.string().nullable(),
    receipt: z.string().nullable(),
    failure: z.enum(paymentFailures).nullable(),
    /** The prompt of an order awaiting payment (../mpesa/push.ts); none on older orders. */
    prompt: z
      .object({
        state: z.enum(promptStates),
        retryFrom: z.instanceof(Timestamp).nullable(),
      })
      .nullable()
      .default(null),
  }),
  /** Money due back for the order and given back, whole KES (../refunds). */
  refund: z
    .object({
      due: z.number().default(0),
      refunded: z.number().default(0),
    })
    .default({ due: 0, refunded: 0 }),
  /** A cash order's confirmation by staff, who called the shopper; absent until then. */
  confirmation: z
    .object({ at: z.instanceof(Timestamp) })
    .loose()
    .optional(),
  stockTaken: z.array(take).default([]),
  stockHeld: z.boolean().default(false),
  unpaidHoldPhone: z.string().nullable().default(null),
  expiresAt: z.instanceof(Timestamp).optional(),
  /** Events in its History so far (./order-moves.ts); none on an order placed before them. */
  eventCount: z.number().int().nonnegative().default(0),
  createdAt: z.instanceof(Timestamp).nullish(),
  updatedAt: z.instanceof(Timestamp).nullish(),
});

export type StoredOrder = z.infer<typeof storedOrderSchema>;

export function readStoredOrder(data: unknown): StoredOrder | null {
  const parsed = storedOrderSchema.safeParse(data);
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
