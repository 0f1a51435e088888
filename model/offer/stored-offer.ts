/**
 * An offer as `offers/{id}` keeps it, written only by the `saveOffer` callable and counted by
 * orders (functions/src/offers): the fields of `Offer`, its start and end as timestamps, and
 * `uses`, how many orders hold it. One lenient reader for the server and the back office: a
 * document that cannot be read whole gives no discount at all, never part of one.
 */
import { z } from '../zod';
import {
  fieldsOf,
  instantOrNull,
  isOneOf,
  strings,
  text,
  wholeNumber,
  type Fields,
} from '../stored/fields';
import { codePattern, type Offer, type OfferDraft, type OfferKind, type OfferScope } from './offer';
import { nairobiLocal } from './nairobi-time';
import type { OfferInUse } from './pricing';

const kinds: readonly OfferKind[] = ['percent', 'amount', 'free-delivery'];

/** Where each code is claimed by its offer, `offerCodes/{CODE}`: a code names one offer only. */
export const offerCodesCollection = 'offerCodes';

function scopeOf(value: unknown): OfferScope | null {
  const fields = fieldsOf(value);
  if (fields.scope === 'order') return { scope: 'order' };
  if (fields.scope === 'categories')
    return { scope: 'categories', categories: strings(fields.categories) };
  if (fields.scope === 'products')
    return { scope: 'products', productIds: strings(fields.productIds) };
  return null;
}

const limitOf = (value: unknown): number | null =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null;

/** The offer and its uses, or null where the document is not an offer the shop can apply. */
export function readOffer(id: string, data: Fields | undefined): OfferInUse | null {
  if (!data) return null;
  const kind = data.kind;
  const appliesTo = scopeOf(data.appliesTo);
  const startsAt = instantOrNull(data.startsAt);
  const name = text(data.name).trim();
  const value = wholeNumber(data.value);
  const code = data.code === null || data.code === undefined ? null : text(data.code);
  if (!isOneOf(kinds, kind) || !appliesTo || !startsAt || !name) return null;
  if (kind !== 'free-delivery' && (value < 1 || (kind === 'percent' && value > 90))) return null;
  if (code !== null && !codePattern.test(code)) return null;
  const offer: Offer = {
    id,
    name,
    kind,
    value: kind === 'free-delivery' ? 0 : value,
    appliesTo,
    minimumSubtotal: Math.max(0, wholeNumber(data.minimumSubtotal)),
    startsAt,
    endsAt: instantOrNull(data.endsAt),
    code,
    usageLimit: limitOf(data.usageLimit),
    perPhoneLimit: limitOf(data.perPhoneLimit),
    combinesWithCode: code === null && data.combinesWithCode === true,
    // Anything but a clear "running" reads as paused: a damaged offer gives nothing.
    paused: data.paused !== false,
  };
  return { offer, uses: Math.max(0, wholeNumber(data.uses)) };
}

/** The offer as the offers form shows it: every field as typed, times in Nairobi. */
export function offerDraftOf(offer: Offer): OfferDraft {
  const scope = offer.appliesTo;
  return {
    name: offer.name,
    kind: offer.kind,
    value: offer.kind === 'free-delivery' ? '' : String(offer.value),
    appliesTo: scope.scope,
    categories: scope.scope === 'categories' ? scope.categories.join(', ') : '',
    productIds: scope.scope === 'products' ? scope.productIds.join(', ') : '',
    minimumSubtotal: offer.minimumSubtotal ? String(offer.minimumSubtotal) : '',
    startsAt: nairobiLocal(offer.startsAt),
    endsAt: offer.endsAt ? nairobiLocal(offer.endsAt) : '',
    code: offer.code ?? '',
    usageLimit: offer.usageLimit === null ? '' : String(offer.usageLimit),
    perPhoneLimit: offer.perPhoneLimit === null ? '' : String(offer.perPhoneLimit),
    combinesWithCode: offer.combinesWithCode,
    paused: offer.paused,
  };
}

/** An offer's id: made by the form for a new offer, like a product's. */
export const offerIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,40}$/, 'The offer’s id is letters, digits, - and _, 6 to 40 of them.');

/** `saveOffer`: the offers form's draft for the offer with this id, new or changed. */
export const saveOfferRequestSchema = z.object({
  offerId: offerIdSchema,
  draft: z.record(z.string(), z.unknown()),
});
export type SaveOfferRequest = z.infer<typeof saveOfferRequestSchema>;

/**
 * The offers form's fields in its order, each with the label it shows. The value's label depends
 * on the kind (`offerValueLabels`); this one names either, where the kind is not known.
 */
export const offerDraftLabels: Record<keyof OfferDraft, string> = {
  name: 'Name',
  kind: 'Kind',
  value: 'Percentage or amount (KES)',
  appliesTo: 'Applies to',
  categories: 'Categories',
  productIds: 'Products',
  minimumSubtotal: 'Minimum subtotal (KES)',
  startsAt: 'Starts',
  endsAt: 'Ends',
  code: 'Code',
  usageLimit: 'Uses in all',
  perPhoneLimit: 'Uses per phone',
  combinesWithCode: 'Combines with a code',
  paused: 'Paused',
};

/** The value field's label, as the form shows it for each kind that takes something off. */
export const offerValueLabels: Record<Exclude<OfferKind, 'free-delivery'>, string> = {
  percent: 'Percentage',
  amount: 'Amount (KES)',
};

/** The form's labels for a draft of this kind (as sent, unchecked): its value's by the kind. */
export function offerDraftLabelsFor(kind: unknown): Record<keyof OfferDraft, string> {
  return kind === 'percent' || kind === 'amount'
    ? { ...offerDraftLabels, value: offerValueLabels[kind] }
    : offerDraftLabels;
}
