/**
 * The offers form's rules on its draft, as pure functions the machine's guards and actions use:
 * what is wrong with it (`offerDraftSchema`, which the `saveOffer` callable checks it with again)
 * and how an edit changes it.
 */
import { offerDraftSchema } from '@model/offer/offer';
import { offerDraftLabels } from '@model/offer/stored-offer';
import type { OfferDraft, OfferEdit, OfferField, OfferFieldErrors } from './types';

/** The form's fields in its order, the order its errors are said and the first one focused. */
const fieldsInOrder = Object.keys(offerDraftLabels) as OfferField[];

const isOfferField = (value: unknown): value is OfferField =>
  (fieldsInOrder as unknown[]).includes(value);

/** The first thing wrong with each field, in the form's order; empty when the schema takes it. */
export function fieldErrorsOf(draft: OfferDraft): OfferFieldErrors {
  const parsed = offerDraftSchema.safeParse(draft);
  if (parsed.success) return {};
  const errors: OfferFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isOfferField(field)) errors[field] ??= issue.message;
  }
  return Object.fromEntries(
    fieldsInOrder.filter((field) => errors[field]).map((field) => [field, errors[field]]),
  );
}

export const withEdit = (draft: OfferDraft, edit: OfferEdit): OfferDraft => ({
  ...draft,
  [edit.field]: edit.value,
});

/**
 * The fields whose error an edit may answer: what it gives decides the amount's check, what it
 * applies to the lists', a code the limits', and the start the end's.
 */
const answers: Partial<Record<OfferField, OfferField[]>> = {
  kind: ['value'],
  appliesTo: ['categories', 'productIds'],
  code: ['usageLimit', 'perPhoneLimit'],
  startsAt: ['endsAt'],
};

/** The errors without those the edit of `field` may have answered. */
export function withoutAnswered(errors: OfferFieldErrors, field: OfferField): OfferFieldErrors {
  const answered = [field, ...(answers[field] ?? [])];
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => !answered.includes(name as OfferField)),
  );
}
