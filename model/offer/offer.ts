/**
 * An offer the shop runs: a discount code shared on WhatsApp, or an automatic offer every cart
 * gets ("free delivery over KES 5,000"). Staff write one in the offers form; the server keeps it
 * in `offers` and prices every order with it (./pricing.ts). Retail lines only: wholesale lines
 * are priced on their own terms and never discounted.
 */
import { z } from '../zod';
import { categoryTree } from '../catalog/category-tree';
import { nairobiInstant } from './nairobi-time';

/** Where offers are stored, one document per offer. */
export const offersCollection = 'offers';

export type OfferKind = 'percent' | 'amount' | 'free-delivery';

/** What an offer takes off: the whole order's retail lines, or those of some categories or products. */
export type OfferScope =
  | { scope: 'order' }
  | { scope: 'categories'; categories: string[] }
  | { scope: 'products'; productIds: string[] };

export interface Offer {
  id: string;
  /** What the shopper reads on the offer's line in the cart: "Black Friday". */
  name: string;
  kind: OfferKind;
  /** Whole percent off (1 to 90) for `percent`, whole KES off for `amount`, 0 for free delivery. */
  value: number;
  appliesTo: OfferScope;
  /** Whole KES of the lines it applies to that the cart must hold; 0 for none. */
  minimumSubtotal: number;
  /** ISO instants; `endsAt` null for an offer that runs until staff pause it. */
  startsAt: string;
  endsAt: string | null;
  /** Upper-case letters and digits; null for an automatic offer. */
  code: string | null;
  /** Orders that may use it in all, and per phone number; null for no limit. */
  usageLimit: number | null;
  perPhoneLimit: number | null;
  /** An automatic offer: whether it still applies when the shopper enters a code. */
  combinesWithCode: boolean;
  paused: boolean;
}

/** A code as a shopper types it, made one spelling: case and spaces never matter. */
export const normaliseCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** Letters and digits, 3 to 20 of them, once normalised. */
export const codePattern = /^[A-Z0-9]{3,20}$/;

const categoryNames: readonly string[] = categoryTree.map((category) => category.name);

/** Whether a field as typed is a whole number from `least` to `most`. */
const isWholeIn = (value: string, least: number, most: number) =>
  /^\d+$/.test(value) && Number(value) >= least && Number(value) <= most;

const wholeMessage = (what: string, least: number, most: number) =>
  `Enter ${what} as a whole number from ${least.toLocaleString('en-GB')} to ${most.toLocaleString('en-GB')}.`;

/** A whole number from `least` to `most` as typed, or null where the field is left empty. */
const optionalWhole = (what: string, least: number, most: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isWholeIn(value, least, most),
      wholeMessage(what, least, most),
    )
    .transform((value) => (value === '' ? null : Number(value)));

/** What each kind of offer takes off, as the form's Percentage or Amount (KES) reads it. */
const valueBounds = {
  percent: { what: 'the percentage off', least: 1, most: 90 },
  amount: { what: 'the KES off', least: 1, most: 100_000 },
} as const;

const listOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

const nairobiTimeCheck = (what: string, optional: boolean) =>
  z
    .string()
    .trim()
    .refine(
      (value) => (optional && value === '') || nairobiInstant(value) !== null,
      `Enter when the offer ${what} as a date and time.`,
    );

/** A Nairobi date and time as typed, as an instant (left as typed where it cannot be read). */
const nairobiTime = (what: string) =>
  nairobiTimeCheck(what, false).transform((value) => nairobiInstant(value) ?? value);

/** The same, or null where the field is left empty. */
const optionalNairobiTime = (what: string) =>
  nairobiTimeCheck(what, true).transform((value) =>
    value === '' ? null : (nairobiInstant(value) ?? value),
  );

/** The offers form: every field as staff type it (start and end in Nairobi time). */
export const offerDraftSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the offer’s name, as shoppers will read it.')
      .max(60, 'Keep the name under 60 characters.'),
    kind: z.enum(['percent', 'amount', 'free-delivery'], { error: 'Choose what the offer gives.' }),
    value: z.string().trim(),
    appliesTo: z.enum(['order', 'categories', 'products'], { error: 'Choose what it applies to.' }),
    categories: z.string().max(600),
    productIds: z.string().max(2000),
    minimumSubtotal: optionalWhole('the minimum', 1, 1_000_000),
    startsAt: nairobiTime('starts'),
    endsAt: optionalNairobiTime('ends'),
    code: z.string().transform(normaliseCode),
    usageLimit: optionalWhole('the number of uses', 1, 1_000_000),
    perPhoneLimit: optionalWhole('the uses per phone', 1, 1_000),
    combinesWithCode: z.boolean(),
    paused: z.boolean(),
  })
  .superRefine((draft, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (draft.kind !== 'free-delivery') {
      const { what, least, most } = valueBounds[draft.kind];
      if (!isWholeIn(draft.value, least, most)) issue('value', wholeMessage(what, least, most));
    }
    if (draft.appliesTo === 'categories') {
      const chosen = listOf(draft.categories);
      if (chosen.length === 0) issue('categories', 'Choose at least one category.');
      const unknown = chosen.find((name) => !categoryNames.includes(name));
      if (unknown) issue('categories', `${unknown} is not one of the shop’s categories.`);
    }
    if (draft.appliesTo === 'products') {
      const chosen = listOf(draft.productIds);
      if (chosen.length === 0) issue('productIds', 'Name at least one product by its id.');
      if (chosen.length > 100) issue('productIds', 'Name at most 100 products.');
      if (chosen.some((id) => !/^[A-Za-z0-9_-]{1,40}$/.test(id))) {
        issue('productIds', 'A product id is letters, digits, - and _ only, like p-0042.');
      }
    }
    if (draft.code !== '' && !codePattern.test(draft.code)) {
      issue(
        'code',
        'A code is 3 to 20 letters and digits, or leave it empty for an automatic offer.',
      );
    }
    // A start or end that could not be read is its own field's mistake (left as typed, not an
    // instant), never the order of the two.
    const instant = (value: string | null): value is string =>
      value !== null && /^\d{4}-.*Z$/.test(value);
    if (instant(draft.startsAt) && instant(draft.endsAt) && draft.endsAt <= draft.startsAt) {
      issue('endsAt', 'The end must be after the start.');
    }
    if (draft.code === '' && (draft.usageLimit !== null || draft.perPhoneLimit !== null)) {
      issue(
        'usageLimit',
        'Limits on uses are for codes: give the offer a code, or leave them empty.',
      );
    }
  })
  .transform((draft): Omit<Offer, 'id'> => ({
    name: draft.name,
    kind: draft.kind,
    value: draft.kind === 'free-delivery' ? 0 : Number(draft.value),
    appliesTo:
      draft.appliesTo === 'categories'
        ? { scope: 'categories', categories: listOf(draft.categories) }
        : draft.appliesTo === 'products'
          ? { scope: 'products', productIds: listOf(draft.productIds) }
          : { scope: 'order' },
    minimumSubtotal: draft.minimumSubtotal ?? 0,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    code: draft.code === '' ? null : draft.code,
    usageLimit: draft.code === '' ? null : draft.usageLimit,
    perPhoneLimit: draft.code === '' ? null : draft.perPhoneLimit,
    // A code never combines with another code; the choice is an automatic offer's.
    combinesWithCode: draft.code === '' ? draft.combinesWithCode : false,
    paused: draft.paused,
  }));

export type OfferDraft = z.input<typeof offerDraftSchema>;

/**
 * Whether a field of the offers form counts for this draft: Percentage or Amount (KES) only where
 * the offer takes something off, Categories or Products only where it applies to them, Combines
 * with a code only for an automatic offer. The form shows only the fields that count.
 */
export function offerFieldCounts(draft: OfferDraft, field: keyof OfferDraft): boolean {
  switch (field) {
    case 'value':
      return draft.kind !== 'free-delivery';
    case 'categories':
      return draft.appliesTo === 'categories';
    case 'productIds':
      return draft.appliesTo === 'products';
    case 'combinesWithCode':
      return normaliseCode(draft.code) === '';
    default:
      return true;
  }
}

/** A new offer's form: starts empty, applies to the whole order, running, not combining. */
export const emptyOfferDraft: OfferDraft = {
  name: '',
  kind: 'percent',
  value: '',
  appliesTo: 'order',
  categories: '',
  productIds: '',
  minimumSubtotal: '',
  startsAt: '',
  endsAt: '',
  code: '',
  usageLimit: '',
  perPhoneLimit: '',
  combinesWithCode: false,
  paused: false,
};
