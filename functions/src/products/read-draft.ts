/**
 * The product form's draft read with the form's own schema (model/catalog/product-draft.ts),
 * so the server refuses exactly what the form does, in its words, each prefixed with the field's
 * label as the form shows it (../shared/QA-CONTRACT.md, Back office, Products).
 */
import type { z } from 'zod';
import {
  productDraftFields,
  productDraftLabels,
  productDraftSchema,
  type ProductFields,
} from '@model/catalog/product-draft';
import { Refusal } from '../core/refusal';

/**
 * Words for what the schema leaves to zod's defaults: a field the form always sends as text, the
 * lists' length, a photo entry (made by the upload, never typed). The schema's own messages win.
 */
function fallback(issue: z.core.$ZodRawIssue): string | undefined {
  const [field, entry] = issue.path ?? [];
  if (field === 'images' && entry !== undefined) {
    return 'One of the photos is not stored as the shop stores them: upload it again.';
  }
  if (issue.code === 'invalid_type') return 'It is missing, or not as the form sends it.';
  if (issue.code === 'too_big') return 'It is too long.';
  return undefined;
}

/**
 * The product's fields, or `invalid-argument` naming each field to fix with its first problem, in
 * the form's order: `Name: Enter the product’s name. Price (KES): …`.
 */
export function readDraft(draft: Record<string, unknown>): ProductFields {
  const parsed = productDraftSchema.safeParse(draft, { error: fallback });
  if (parsed.success) return parsed.data;
  const first = new Map<unknown, string>();
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (!first.has(field)) first.set(field, issue.message);
  }
  const named = productDraftFields.flatMap((field) => {
    const message = first.get(field);
    return message === undefined ? [] : [`${productDraftLabels[field]}: ${message}`];
  });
  throw new Refusal('invalid-argument', named.join(' '));
}
