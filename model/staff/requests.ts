/**
 * What the back office sends to the staff callables (functions/src/staff), in one place: the
 * functions validate every request with these schemas and the staff forms check their fields with
 * the same ones. Every callable also checks the caller's `role` claim (../roles.ts).
 */
import { z } from '../zod';
import { checkoutIdSchema } from '../order/request';
import type { OrderAction } from '../order/status';

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

/** What staff type in a step's dialog: the courier and tracking reference, or the reason. */
export interface StepFields {
  courier: string;
  tracking: string;
  reason: string;
}

export const noStepFields: StepFields = { courier: '', tracking: '', reason: '' };

/** A field's error by its name; `order` for a fault of the order itself, not of a field. */
export type StepFieldErrors = Partial<Record<keyof StepFields | 'order', string>>;

/** The steps staff confirm in a dialog, saying what goes with them; the others are one press. */
export const stepsWithDetails: readonly OrderAction[] = ['dispatch', 'cancel'];

export const needsDetails = (action: OrderAction): boolean => stepsWithDetails.includes(action);

/** The fields each step sends. */
const fieldsOf: Record<OrderAction, ReadonlyArray<keyof StepFields>> = {
  confirm: [],
  pack: [],
  dispatch: ['courier', 'tracking'],
  deliver: [],
  cancel: ['reason'],
};

/**
 * The request for a step, checked by the schema the callables check it with
 * (`orderStepRequestSchema`) and trimmed as it trims; or each field's error.
 */
export function checkStep(
  orderId: string,
  action: OrderAction,
  fields: StepFields,
): { request: OrderStepRequest } | { errors: StepFieldErrors } {
  const sent = Object.fromEntries(fieldsOf[action].map((name) => [name, fields[name]]));
  const checked = orderStepRequestSchema.safeParse({ orderId, action, ...sent });
  if (checked.success) return { request: checked.data };
  const errors: StepFieldErrors = {};
  for (const issue of checked.error.issues) {
    const [field] = issue.path;
    const name = fieldsOf[action].find((known) => known === field) ?? 'order';
    errors[name] ??= issue.message;
  }
  return { errors };
}

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
