import { describe, expect, it } from 'vitest';
import { blackFriday, blackFridayDraft } from '@testing/fixtures/offers';
import { emptyOfferDraft, offerDraftSchema, offerFieldCounts, type OfferDraft } from './offer';

const friday = blackFridayDraft;

const errorsOf = (draft: OfferDraft) => {
  const parsed = offerDraftSchema.safeParse(draft);
  return parsed.success
    ? {}
    : Object.fromEntries(
        parsed.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]),
      );
};

describe('an offer as staff write it', () => {
  it('becomes the stored offer: the code in capitals without spaces, times in Nairobi', () => {
    expect(offerDraftSchema.parse(friday)).toEqual(blackFriday);
  });

  it('is automatic without a code: no limits on uses, and it may combine with codes', () => {
    const automatic = offerDraftSchema.parse({
      ...friday,
      kind: 'free-delivery',
      value: '',
      code: '',
      usageLimit: '',
      perPhoneLimit: '',
      minimumSubtotal: '5000',
      endsAt: '',
      combinesWithCode: true,
    });
    expect(automatic).toMatchObject({
      kind: 'free-delivery',
      value: 0,
      code: null,
      minimumSubtotal: 5000,
      endsAt: null,
      combinesWithCode: true,
    });
    expect(errorsOf({ ...friday, code: '' })).toEqual({
      usageLimit: 'Limits on uses are for codes: give the offer a code, or leave them empty.',
    });
    // A code never combines with another code.
    expect(offerDraftSchema.parse({ ...friday, combinesWithCode: true }).combinesWithCode).toBe(
      false,
    );
  });

  it('applies to the categories or products named, each once', () => {
    expect(
      offerDraftSchema.parse({
        ...friday,
        appliesTo: 'categories',
        categories: 'Ladies, Men, Ladies',
      }).appliesTo,
    ).toEqual({ scope: 'categories', categories: ['Ladies', 'Men'] });
    expect(
      offerDraftSchema.parse({ ...friday, appliesTo: 'products', productIds: 'p-0001, p-0002' })
        .appliesTo,
    ).toEqual({ scope: 'products', productIds: ['p-0001', 'p-0002'] });
    expect(errorsOf({ ...friday, appliesTo: 'categories', categories: 'Ladies, Pets' })).toEqual({
      categories: 'Pets is not one of the shop’s categories.',
    });
    expect(errorsOf({ ...friday, appliesTo: 'categories', categories: ' , ' })).toEqual({
      categories: 'Choose at least one category.',
    });
    expect(errorsOf({ ...friday, appliesTo: 'products', productIds: 'p-1, <b>' })).toEqual({
      productIds: 'A product id is letters, digits, - and _ only, like p-0042.',
    });
  });

  it('names each mistake on its field', () => {
    expect(errorsOf({ ...friday, name: ' ' })).toEqual({
      name: 'Enter the offer’s name, as shoppers will read it.',
    });
    expect(errorsOf({ ...friday, value: '95' })).toEqual({
      value: 'Enter the percentage off as a whole number from 1 to 90.',
    });
    expect(errorsOf({ ...friday, kind: 'amount', value: '12.50' })).toEqual({
      value: 'Enter the KES off as a whole number from 1 to 100,000.',
    });
    expect(errorsOf({ ...friday, code: 'BF-20' })).toEqual({
      code: 'A code is 3 to 20 letters and digits, or leave it empty for an automatic offer.',
    });
    expect(errorsOf({ ...friday, startsAt: 'tomorrow' })).toEqual({
      startsAt: 'Enter when the offer starts as a date and time.',
    });
    expect(errorsOf({ ...friday, endsAt: '2026-11-26T23:00' })).toEqual({
      endsAt: 'The end must be after the start.',
    });
    expect(errorsOf({ ...friday, usageLimit: '0' })).toEqual({
      usageLimit: 'Enter the number of uses as a whole number from 1 to 1,000,000.',
    });
    expect(errorsOf({ ...friday, minimumSubtotal: '-5' })).toEqual({
      minimumSubtotal: 'Enter the minimum as a whole number from 1 to 1,000,000.',
    });
  });
});

describe('the fields that count for an offer', () => {
  const counted = (draft: Partial<OfferDraft>) =>
    (Object.keys(emptyOfferDraft) as Array<keyof OfferDraft>).filter(
      (field) => !offerFieldCounts({ ...emptyOfferDraft, ...draft }, field),
    );

  it('leave out Percentage or Amount (KES) for free delivery, and the scope fields not chosen', () => {
    expect(counted({ kind: 'percent', appliesTo: 'order' })).toEqual(['categories', 'productIds']);
    expect(counted({ kind: 'free-delivery', appliesTo: 'categories' })).toEqual([
      'value',
      'productIds',
    ]);
    expect(counted({ appliesTo: 'products' })).toEqual(['categories']);
  });

  it('ask whether an offer combines with a code only of an automatic one', () => {
    expect(counted({ code: ' friday 20 ' })).toEqual([
      'categories',
      'productIds',
      'combinesWithCode',
    ]);
    expect(counted({ code: '  ' })).not.toContain('combinesWithCode');
  });
});
