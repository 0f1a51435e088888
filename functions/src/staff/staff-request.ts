/** A back-office request read with the schema its form checks (model/staff/requests.ts). */
import type { z } from 'zod';
import { Refusal } from '../core/refusal';

/** The request as the schema reads it, or `invalid-argument` with the first thing to fix. */
export function readStaffRequest<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Refusal('invalid-argument', parsed.error.issues[0]?.message ?? 'Bad request.');
  }
  return parsed.data;
}
