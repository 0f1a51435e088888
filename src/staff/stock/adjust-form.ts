import { stockAdjustmentSchema } from '@model/staff/requests';
import { z } from '@model/zod';

/** The form's fields as typed: the change is text until it is checked. */
export interface AdjustFields {
  variant: string;
  change: string;
  reason: string;
}

const { change, reason } = stockAdjustmentSchema.shape;

/**
 * The adjust form, checked with the request's own schema (model/staff/requests.ts); `Size and
 * colour` is asked only of a product sold in sizes or colours.
 */
export function adjustFormSchema(asksVariant: boolean) {
  return z.object({
    variant: z
      .string()
      .refine((value) => !asksVariant || value !== '', 'Choose the size and colour.')
      .transform((value) => (asksVariant ? value : null)),
    // Empty or not a number reads as NaN, which the schema refuses with "Enter the number of units."
    change: z
      .string()
      .trim()
      .transform((value) => (value === '' ? Number.NaN : Number(value)))
      .pipe(change),
    reason,
  });
}

export const emptyAdjustment: AdjustFields = { variant: '', change: '', reason: '' };
