/**
 * What the browser sends to the shop's order functions (functions/src), in one place: the
 * functions validate every request with these schemas, and the checkout form's own fields are
 * checked by the server with the very schema the form uses (`checkoutSchema`). Their answers are
 * in ./view.ts.
 */
import { z } from '../zod';
import { productIdSchema } from '../catalog/product-draft';
import { maxOrderLines, textLimits } from '../limits';

/** A checkout id: Firestore's 20-character auto-id, made on the device; the order's id. */
export const checkoutIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/, 'Not a checkout id.');

/**
 * A secret made on the device with the checkout id and never shown: the server keeps only its
 * SHA-256, and a guest proves the order is theirs by sending it. The order number alone (shown,
 * shared on WhatsApp) is not enough to read an order.
 */
export const orderAccessTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not an order access token.');

const lineOption = z.string().trim().min(1).max(textLimits.lineOption).nullable();

/** One cart line as checkout sends it: the server prices it again from `products`. */
export const orderLineRequestSchema = z.object({
  /** A product's id: a line naming anything else (a path, say) is refused before any read. */
  id: productIdSchema,
  size: lineOption,
  colour: lineOption,
  quantity: z.number().int().min(1).max(999),
  /** Wholesale terms apply only when the quantity meets the catalog's minimum. */
  mode: z.enum(['retail', 'wholesale']),
  /** The unit price the shopper saw, a numeric string in KES: a difference is shown first. */
  unitPrice: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  /** The name the cart shows: only to name a product that is gone from the catalog. */
  productName: z.string().trim().max(200).optional(),
});

/**
 * `placeOrder`. `details` are the checkout form's fields as typed, parsed on the server with
 * `checkoutSchema` (model/checkout.ts). The owner is whoever is signed in, from the call's
 * auth, never from the request.
 */
export const placeOrderRequestSchema = z.object({
  checkoutId: checkoutIdSchema,
  accessToken: orderAccessTokenSchema,
  lines: z.array(orderLineRequestSchema).min(1).max(maxOrderLines),
  details: z.record(z.string(), z.string()),
});

/**
 * The proof a guest gives that an order is theirs; null from a device that holds none, where only
 * the order's signed-in owner (the call's auth) may see it.
 */
const orderProof = orderAccessTokenSchema.nullable();

/** `getOrder`: the order's current state, reconciling a payment whose answer never came. */
export const getOrderRequestSchema = z.object({
  orderId: checkoutIdSchema,
  accessToken: orderProof,
});

/** `payAgain`: a new M-Pesa prompt for the same order, or a switch to cash where allowed. */
export const payAgainRequestSchema = z.discriminatedUnion('method', [
  z.object({
    orderId: checkoutIdSchema,
    accessToken: orderProof,
    method: z.literal('mpesa'),
    /** As typed; the server normalises it with the form's Kenyan phone schema. */
    phone: z.string().max(20),
  }),
  z.object({
    orderId: checkoutIdSchema,
    accessToken: orderProof,
    method: z.literal('cash-on-delivery'),
  }),
]);

export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type GetOrderRequest = z.infer<typeof getOrderRequestSchema>;
export type PayAgainRequest = z.infer<typeof payAgainRequestSchema>;
