/**
 * `requestReturn`: what the shopper's return form sends. The return's id is made on the device,
 * so a request sent again (its answer lost) finds the return it made. Lines name the order's
 * lines by their place in the order.
 */
import { z } from '../zod';
import { maxOrderLines, textLimits } from '../limits';
import { checkoutIdSchema, orderAccessTokenSchema } from '../order/request';
import { returnReasons, type ReturnReason, type ReturnStep, type ReturnWish } from './return';

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

/** A returned line as the shopper's order page and the back office show it. */
export interface ReturnViewLine {
  /** The order line's place in the order. */
  line: number;
  productId: string;
  productName: string;
  size: string | null;
  colour: string | null;
  quantity: number;
  reason: ReturnReason;
  /** For an exchange: the size and colour wanted instead (null where as bought). */
  exchange: { size: string | null; colour: string | null } | null;
}

/** What staff found of each returned line: units fit to sell again, and units damaged. */
export interface ReceivedLine {
  line: number;
  resellable: number;
  damaged: number;
}

/**
 * A return as the shopper's order page and the back office show it, read leniently from its
 * stored document (./stored-return.ts) or a callable's answer.
 */
export interface ReturnView {
  id: string;
  orderId: string;
  /** The order's number, as people read it. */
  orderNumber: string;
  /** Who asked, as the order's delivery names them: what staff's Returns tab lists. */
  customerName: string;
  step: ReturnStep;
  wish: ReturnWish;
  /** Until it is refused, refunded or its exchange sent. */
  open: boolean;
  lines: ReturnViewLine[];
  /** Why staff refused it, as the shopper is told; null unless refused. */
  refusal: string | null;
  /** What staff found when it came back; null until then. */
  received: ReceivedLine[] | null;
  /**
   * The money it gives back once staff press Refund: the refund record's id
   * (model/payment/refunds.ts), whole KES, and whether the delivery fee is in it.
   */
  refund: { id: string; amount: number; delivery: boolean } | null;
  /** The order that sends the exchange, walked like any other; null until sent. */
  exchangeOrder: { id: string; number: string } | null;
  /** ISO 8601. */
  requestedAt: string;
  updatedAt: string;
}

const receivedLine = z.object({
  line: z
    .number()
    .int()
    .min(0)
    .max(maxOrderLines - 1),
  resellable: z.number().int().min(0).max(999),
  damaged: z.number().int().min(0).max(999),
});

const returnNamed = { orderId: checkoutIdSchema, returnId: returnIdSchema };

/**
 * `moveReturn`: staff's step on a return (the model's table, ./return.ts `returnMoves`). `refund`
 * owes the money back (and, for an order paid by M-Pesa, sends the reversal); `send-exchange`
 * makes the exchange's order and takes its units.
 */
export const moveReturnSchema = z.discriminatedUnion('move', [
  z.object({ ...returnNamed, move: z.literal('approve') }),
  z.object({
    ...returnNamed,
    move: z.literal('refuse'),
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the return is refused.')
      .max(300, 'Keep the reason under 300 characters.'),
  }),
  z.object({
    ...returnNamed,
    move: z.literal('receive'),
    lines: z.array(receivedLine).min(1).max(maxOrderLines),
  }),
  z.object({ ...returnNamed, move: z.literal('refund') }),
  z.object({ ...returnNamed, move: z.literal('send-exchange') }),
]);
export type MoveReturn = z.infer<typeof moveReturnSchema>;
