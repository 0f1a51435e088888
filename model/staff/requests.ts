/**
 * What the back office sends to the staff callables (functions/src/staff), in one place: the
 * functions validate every request with these schemas and the staff forms check their fields with
 * the same ones. Every callable also checks the caller's `role` claim (../roles.ts).
 */
import { z } from '../zod';
import { checkoutIdSchema } from '../order/request';

const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `Keep it under ${max} characters.`);

/**
 * Courier and tracking text goes into the shopper's texts: letters, digits, spaces and simple
 * punctuation only, `dispatchTextMax` characters at most (the dialog's fields hold no more).
 */
export const dispatchTextMax = 40;
const textForTexts = /^[\p{L}\p{N} .,'&()/#:-]*$/u;
const textForTextsMessage =
  "Use letters, digits, spaces and simple punctuation (. , ' & ( ) / # : -) only.";

/** One step of an order (../order/status.ts, `orderActions`), with what staff say about it. */
export const orderStepRequestSchema = z.discriminatedUnion('action', [
  z.object({ orderId: checkoutIdSchema, action: z.literal('confirm') }),
  z.object({ orderId: checkoutIdSchema, action: z.literal('pack') }),
  z.object({
    orderId: checkoutIdSchema,
    action: z.literal('dispatch'),
    courier: text(dispatchTextMax, 'Name the courier or rider.').regex(
      textForTexts,
      textForTextsMessage,
    ),
    tracking: z
      .string()
      .trim()
      .max(dispatchTextMax, `Keep it under ${dispatchTextMax} characters.`)
      .regex(textForTexts, textForTextsMessage)
      .default(''),
  }),
  z.object({ orderId: checkoutIdSchema, action: z.literal('deliver') }),
  z.object({
    orderId: checkoutIdSchema,
    action: z.literal('cancel'),
    reason: text(300, 'Say why the order is cancelled.'),
  }),
]);
export type OrderStepRequest = z.input<typeof orderStepRequestSchema>;

/** Units received (positive) or removed (negative) of one size and colour of a product. */
export const stockAdjustmentSchema = z.object({
  productId: z.string().min(1).max(128),
  /** `size|colour` as `variantStock` keys it; null for a product without sizes or colours. */
  variant: z.string().max(90).nullable(),
  change: z
    .number({ error: 'Enter the number of units.' })
    .int('Enter whole units.')
    .min(-10_000, 'That is more units than a shop removes at once.')
    .max(10_000, 'That is more units than a shop receives at once.')
    .refine(
      (value) => value !== 0,
      'Enter units received, or a negative number for units removed.',
    ),
  reason: text(200, 'Say why the units changed.'),
});
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;

export const inboxKinds = ['message', 'enquiry'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** A contact message or a wholesale enquiry answered. */
export const markRepliedSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.string().min(1).max(128),
});
export type MarkRepliedRequest = z.infer<typeof markRepliedSchema>;

/** The owner makes someone who has signed up a member of staff, by their e-mail. */
export const addStaffSchema = z.object({
  email: z.email('Enter the e-mail address they signed up with.').max(254),
});
export const removeStaffSchema = z.object({ uid: z.string().min(1).max(128) });
