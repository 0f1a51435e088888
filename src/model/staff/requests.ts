/**
 * What the back office sends to the staff callables (functions/src/staff), in one place: the
 * functions validate every request with these schemas and the staff forms check their fields with
 * the same ones. Every callable also checks the caller's `role` claim (../roles.ts).
 */
import { z } from '../zod';
import { checkoutIdSchema } from '../order/request';

const text = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `Keep it under ${max} characters.`);

/** One step of an order (../order/status.ts, `orderActions`), with what staff say about it. */
export const orderStepRequestSchema = z.discriminatedUnion('action', [
  z.object({ orderId: checkoutIdSchema, action: z.literal('pack') }),
  z.object({
    orderId: checkoutIdSchema,
    action: z.literal('dispatch'),
    courier: text(80, 'Name the courier or rider.'),
    tracking: z.string().trim().max(80, 'Keep it under 80 characters.').default(''),
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
