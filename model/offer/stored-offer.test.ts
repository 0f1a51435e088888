import { describe, expect, it } from 'vitest';
import { offerDraftSchema, type Offer } from './offer';
import { offerDraftLabels, offerDraftLabelsFor, offerDraftOf, readOffer } from './stored-offer';

/** A timestamp of any SDK: the model reads anything with `toDate`. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });

const offer: Offer = {
  id: 'school',
  name: 'Back to school',
  kind: 'amount',
  value: 300,
  appliesTo: { scope: 'categories', categories: ['Bags', 'Shoes'] },
  minimumSubtotal: 2000,
  startsAt: '2026-12-31T21:00:00.000Z',
  endsAt: null,
  code: 'SCHOOL26',
  usageLimit: 200,
  perPhoneLimit: 2,
  combinesWithCode: false,
  paused: false,
};

/** The offer as saveOffer stores it: its start a timestamp, with the orders that used it. */
const stored: Record<string, unknown> = { ...offer, startsAt: at(offer.startsAt), uses: 12 };
delete stored.id;

describe('a stored offer', () => {
  it('reads as the offer and its uses', () => {
    expect(readOffer('school', stored)).toEqual({ offer, uses: 12 });
  });

  it('reads as its own form again, and the form saves it as it was', () => {
    const draft = offerDraftOf(offer);
    expect(draft).toMatchObject({ startsAt: '2027-01-01T00:00', endsAt: '', value: '300' });
    expect({ id: 'school', ...offerDraftSchema.parse(draft) }).toEqual(offer);
  });

  it('gives nothing where it cannot be read whole, never part of a discount', () => {
    for (const damaged of [
      { ...stored, kind: 'half' },
      { ...stored, appliesTo: 'everything' },
      { ...stored, startsAt: '2026-12-31' },
      { ...stored, name: ' ' },
      { ...stored, value: 0 },
      { ...stored, kind: 'percent', value: 95 },
      { ...stored, code: 'school-26' },
    ]) {
      expect(readOffer('school', damaged)).toBeNull();
    }
    expect(readOffer('school', undefined)).toBeNull();
  });

  it('reads as paused unless it says it runs, and a damaged limit or count as none', () => {
    expect(readOffer('school', { ...stored, paused: 'no' })?.offer.paused).toBe(true);
    expect(
      readOffer('school', { ...stored, usageLimit: -1, perPhoneLimit: 1.5, uses: 'many' }),
    ).toMatchObject({
      offer: { usageLimit: null, perPhoneLimit: null },
      uses: 0,
    });
    // Only an automatic offer combines with a code.
    expect(readOffer('school', { ...stored, combinesWithCode: true })?.offer.combinesWithCode).toBe(
      false,
    );
  });
});

describe('the offers form’s labels', () => {
  it('name the value as the kind takes it, and either where the kind is not one', () => {
    expect(offerDraftLabelsFor('percent')).toEqual({ ...offerDraftLabels, value: 'Percentage' });
    expect(offerDraftLabelsFor('amount')).toEqual({ ...offerDraftLabels, value: 'Amount (KES)' });
    expect(offerDraftLabelsFor('free-delivery')).toBe(offerDraftLabels);
    expect(offerDraftLabelsFor('half off').value).toBe('Percentage or amount (KES)');
    expect(offerDraftLabels).toMatchObject({
      kind: 'Kind',
      minimumSubtotal: 'Minimum subtotal (KES)',
      code: 'Code',
      usageLimit: 'Uses in all',
      perPhoneLimit: 'Uses per phone',
    });
  });
});
