/**
 * The product form's draft read with the form's own schema (model/catalog/product-draft.ts), so
 * the server refuses exactly what the form does (../shared/QA-CONTRACT.md, Back office, Products).
 */
import type { z } from 'zod';
import {
  productDraftFields,
  productDraftLabels,
  productDraftSchema,
  type ProductFields,
} from '@model/catalog/product-draft';
import { formFallback, readFormDraft } from '../core/form-draft';

/** A photo entry is made by the upload, never typed: its problem is said as such. */
function fallback(issue: z.core.$ZodRawIssue): string | undefined {
  const [field, entry] = issue.path ?? [];
  if (field === 'images' && entry !== undefined) {
    return 'One of the photos is not stored as the shop stores them: upload it again.';
  }
  return formFallback(issue);
}

const labels = Object.fromEntries(
  productDraftFields.map((field) => [field, productDraftLabels[field]]),
);

/** The product's fields, or `invalid-argument` naming each field to fix with its first problem. */
export function readDraft(draft: Record<string, unknown>): ProductFields {
  return readFormDraft(productDraftSchema, draft, labels, fallback);
}
