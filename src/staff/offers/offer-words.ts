/** How the back office words an offer: what it gives, when it runs, where it stands, its History. */
import type { OfferChange, OfferEventKind, OfferLine } from '../../../machines/staff-offers/types';
import type { Offer, OfferKind, OfferScope } from '@model/offer/offer';
import { offerDraftLabels as labels } from '@model/offer/stored-offer';
import { formatKes } from '@model/money';
import { formatWhen } from '../ui/when';

export const kindLabels: Record<OfferKind, string> = {
  percent: 'Percentage off',
  amount: 'Amount off',
  'free-delivery': 'Free delivery',
};

export const scopeLabels: Record<OfferScope['scope'], string> = {
  order: 'Whole order',
  categories: 'Categories',
  products: 'Products',
};

export const stateLabels: Record<OfferLine['state'], string> = {
  running: 'Running',
  paused: 'Paused',
  scheduled: 'Scheduled',
  ended: 'Ended',
  unreadable: 'Cannot be read: it gives nothing until saved again',
};

/** `20% off`, `KES 500 off`, `Free delivery`. */
export function givesLabel({ kind, value }: Pick<Offer, 'kind' | 'value'>): string {
  if (kind === 'percent') return `${value}% off`;
  return kind === 'amount' ? `${formatKes(value)} off` : kindLabels[kind];
}

/** When it runs, in Nairobi's time. */
export const whenLabel = ({ startsAt, endsAt }: Pick<Offer, 'startsAt' | 'endsAt'>): string =>
  endsAt
    ? `${formatWhen(startsAt)} to ${formatWhen(endsAt)}`
    : `From ${formatWhen(startsAt)}, no end`;

/** `12 of 500`, or `12` where it has no limit. */
export const usesLabel = (uses: number, limit: number | null): string =>
  limit === null ? String(uses) : `${uses} of ${limit}`;

export const eventLabels: Record<OfferEventKind | 'unknown', string> = {
  created: 'Created',
  updated: 'Changed',
  unknown: 'Changed (kind unknown)',
};

const fieldOrder = Object.keys(labels);

function scopeLabel(value: object): string {
  const { scope, categories, productIds } = value as Record<string, unknown>;
  const listed = Array.isArray(categories)
    ? categories
    : Array.isArray(productIds)
      ? productIds
      : [];
  const label = scopeLabels[scope as OfferScope['scope']] ?? String(scope);
  return listed.length ? `${label}: ${listed.map(String).join(', ')}` : label;
}

function valueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field === 'kind') return kindLabels[value as OfferKind] ?? String(value);
  if (field === 'appliesTo' && typeof value === 'object') return scopeLabel(value);
  if (field === 'minimumSubtotal') return value === 0 ? 'none' : formatKes(Number(value));
  if ((field === 'startsAt' || field === 'endsAt') && typeof value === 'string') {
    return formatWhen(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `Code: FRIDAY20 → FRIDAY25`, in the form's order; unknown fields by their own name. */
export function changeLines(changes: readonly OfferChange[]): string[] {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  return [...changes]
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map(({ field, from, to }) => {
      const label = labels[field as keyof typeof labels] ?? field;
      return `${label}: ${valueLabel(field, from)} → ${valueLabel(field, to)}`;
    });
}
