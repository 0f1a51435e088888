/**
 * `requestReturn`: what the shopper's return form sends. The return's id is made on the device,
 * so a request sent again (its answer lost) finds the return it made. Lines name the order's
 * lines by their place in the order.
 */
import { z } from '../zod';
import { maxOrderLines, textLimits } from '../limits';
import { checkoutIdSchema, orderAccessTokenSchema } from '../order/request';
import { returnReasons, type ReturnStep, type ReturnWish } from './return';

/** A return's id: Firestore's 20-character auto-id, made on the device. */
export const returnIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/, 'Not a return id.');

const choice = z.string().trim().min(1).max(textLimits.lineOption).nullable();

export const requestReturnSchema = z.object({
  orderId: checkoutIdSchema,
  /** The order's proof on this device; null where only the signed-in owner may ask. */
  accessToken: orderAccessTokenSchema.nullable(),
  returnId: returnIdSchema,
  wish: z.enum(['refund', 'exchange']),
  lines: z
    .array(
      z.object({
        line: z
          .number()
          .int()
          .min(0)
          .max(maxOrderLines - 1),
        quantity: z.number().int().min(1).max(999),
        reason: z.enum(returnReasons),
        /** For an exchange: the size and colour wanted instead (null: as bought). */
        exchange: z.object({ size: choice, colour: choice }).nullable().default(null),
      }),
    )
    .min(1)
    .max(maxOrderLines),
});
export type RequestReturn = z.infer<typeof requestReturnSchema>;

/** A return as the shopper's order page and the back office show it. */
export interface ReturnView {
  id: string;
  step: ReturnStep;
  wish: ReturnWish;
  lines: Array<{
    line: number;
    productName: string;
    size: string | null;
    colour: string | null;
    quantity: number;
    reason: RequestReturn['lines'][number]['reason'];
    exchange: { size: string | null; colour: string | null } | null;
  }>;
  /** ISO 8601. */
  requestedAt: string;
}

/** What staff found of each returned line: units fit to sell again, and units damaged. */
const receivedLine = z.object({
  line: z
    .number()
    .int()
    .min(0)
    .max(maxOrderLines - 1),
  resellable: z.number().int().min(0).max(999),
  damaged: z.number().int().min(0).max(999),
});

/** `moveReturn`: staff's step on a return (the model's table, ./return.ts `returnMoves`). */
export const moveReturnSchema = z.discriminatedUnion('move', [
  z.object({ orderId: checkoutIdSchema, returnId: returnIdSchema, move: z.literal('approve') }),
  z.object({
    orderId: checkoutIdSchema,
    returnId: returnIdSchema,
    move: z.literal('refuse'),
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the return is refused.')
      .max(300, 'Keep the reason under 300 characters.'),
  }),
  z.object({
    orderId: checkoutIdSchema,
    returnId: returnIdSchema,
    move: z.literal('receive'),
    lines: z.array(receivedLine).min(1).max(maxOrderLines),
  }),
]);
export type MoveReturn = z.infer<typeof moveReturnSchema>;
