/**
 * A back-office form's draft read with the form's own schema, so the server refuses exactly what
 * the form does, in its words, each prefixed with the field's label as the form shows it
 * (`Name: Enter the product’s name. Price (KES): …`), fields in the form's order.
 */
import type { z } from 'zod';
import { Refusal } from './refusal';

/** Words for what a schema leaves to zod's defaults: a field the form always sends as text. */
export function formFallback(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') return 'It is missing, or not as the form sends it.';
  if (issue.code === 'too_big') return 'It is too long.';
  return undefined;
}

/** The draft as the schema reads it, or `invalid-argument` naming each field to fix. */
export function readFormDraft<Schema extends z.ZodType>(
  schema: Schema,
  draft: Record<string, unknown>,
  /** The form's fields in its order, each with its label. */
  labels: Readonly<Record<string, string>>,
  fallback: (issue: z.core.$ZodRawIssue) => string | undefined = formFallback,
): z.output<Schema> {
  const parsed = schema.safeParse(draft, { error: fallback });
  if (parsed.success) return parsed.data;
  const first = new Map<unknown, string>();
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (!first.has(field)) first.set(field, issue.message);
  }
  const named = Object.entries(labels).flatMap(([field, label]) => {
    const message = first.get(field);
    return message === undefined ? [] : [`${label}: ${message}`];
  });
  throw new Refusal('invalid-argument', named.join(' '));
}
