import { describe, expect, it } from 'vitest';
import type { Offer } from './offer';
import {
  codeRefusalMessage,
  priceOffers,
  type OfferInUse,
  type OfferLine,
  type OfferPricingInput,
} from './pricing';

const now = '2026-11-27T09:00:00.000Z';

const offer = (fields: Partial<Offer> & Pick<Offer, 'id'>): Offer => ({
  name: fields.id,
  kind: 'percent',
  value: 10,
  appliesTo: { scope: 'order' },
  minimumSubtotal: 0,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  code: null,
  usageLimit: null,
  perPhoneLimit: null,
  combinesWithCode: false,
  paused: false,
  ...fields,
});

const inUse = (entry: Offer, uses = 0, phoneUses?: number): OfferInUse => ({
  offer: entry,
  uses,
  ...(phoneUses === undefined ? {} : { phoneUses }),
});

const dress: OfferLine = {
  id: 'p-dress',
  category: 'Ladies',
  unitPrice: '2500',
  quantity: 2,
  wholesale: false,
};
const shirt: OfferLine = {
  id: 'p-shirt',
  category: 'Men',
  unitPrice: '1499.50',
  quantity: 1,
  wholesale: false,
};
const wholesaleSocks: OfferLine = {
  id: 'p-socks',
  category: 'Men',
  unitPrice: '150',
  quantity: 24,
  wholesale: true,
};

const price = (input: Partial<OfferPricingInput>) =>
  priceOffers({ lines: [dress, shirt], deliveryFee: 300, code: null, offers: [], now, ...input });

describe('a discount code', () => {
  const friday = offer({ id: 'friday', name: 'Black Friday', code: 'FRIDAY20', value: 20 });

  it('takes its percentage off the retail lines, rounded up to whole shillings for the shopper', () => {
    // 20 % of KES 6,499.50 is KES 1,299.90: the shopper gets KES 1,300 off.
    expect(price({ code: 'friday20', offers: [inUse(friday)] })).toEqual({
      discounts: [
        {
          offerId: 'friday',
          name: 'Black Friday',
          code: 'FRIDAY20',
          kind: 'percent',
          amount: 1300,
        },
      ],
      discountTotal: 1300,
      // KES 1,300 shared by what the lines cost; the odd cent to the larger remainder.
      lineDiscounts: [1000.08, 299.92],
      deliveryFee: 300,
      freeDelivery: null,
      code: { outcome: 'applied', offerId: 'friday' },
    });
  });

  it('is read whatever its case and spaces', () => {
    for (const typed of ['FRIDAY20', ' friday 20 ', 'Friday20']) {
      expect(price({ code: typed, offers: [inUse(friday)] }).code).toEqual({
        outcome: 'applied',
        offerId: 'friday',
      });
    }
  });

  it('takes a fixed amount off, never more than the lines it applies to cost', () => {
    const fixed = offer({ id: 'fixed', kind: 'amount', value: 500, code: 'SAVE500' });
    expect(price({ code: 'SAVE500', offers: [inUse(fixed)] }).discountTotal).toBe(500);
    const large = offer({ id: 'large', kind: 'amount', value: 9000, code: 'BIG' });
    expect(price({ code: 'BIG', offers: [inUse(large)] }).discountTotal).toBe(6499.5);
  });

  it('makes delivery free, shown as its own line of what delivery would have cost', () => {
    const free = offer({
      id: 'free',
      name: 'Free delivery',
      kind: 'free-delivery',
      value: 0,
      code: 'SHIP',
    });
    expect(price({ code: 'SHIP', offers: [inUse(free)] })).toMatchObject({
      discounts: [{ offerId: 'free', kind: 'free-delivery', amount: 300 }],
      discountTotal: 0,
      deliveryFee: 0,
    });
    // Before a delivery is chosen it is applied, with nothing yet to show.
    expect(price({ code: 'SHIP', offers: [inUse(free)], deliveryFee: 0 })).toMatchObject({
      discounts: [],
      deliveryFee: 0,
      freeDelivery: { offerId: 'free', name: 'Free delivery' },
      code: { outcome: 'applied', offerId: 'free' },
    });
  });

  it('takes nothing off wholesale lines, and is for none of a cart of wholesale lines only', () => {
    const pricing = price({
      lines: [dress, wholesaleSocks],
      code: 'FRIDAY20',
      offers: [inUse(friday)],
    });
    expect(pricing.discountTotal).toBe(1000);
    expect(
      price({ lines: [wholesaleSocks], code: 'FRIDAY20', offers: [inUse(friday)] }).code,
    ).toEqual({
      outcome: 'refused',
      refusal: { reason: 'not-for-these-items' },
    });
  });

  it('applies to the categories or products it names only', () => {
    const ladies = offer({
      id: 'ladies',
      code: 'LADIES',
      value: 50,
      appliesTo: { scope: 'categories', categories: ['Ladies'] },
    });
    expect(price({ code: 'LADIES', offers: [inUse(ladies)] }).discountTotal).toBe(2500);
    const oneShirt = offer({
      id: 'shirt',
      code: 'SHIRT',
      kind: 'amount',
      value: 2000,
      appliesTo: { scope: 'products', productIds: ['p-shirt'] },
    });
    expect(price({ code: 'SHIRT', offers: [inUse(oneShirt)] }).discountTotal).toBe(1499.5);
    expect(price({ lines: [dress], code: 'SHIRT', offers: [inUse(oneShirt)] }).code).toEqual({
      outcome: 'refused',
      refusal: { reason: 'not-for-these-items' },
    });
  });

  it('says why it gives nothing: unknown, paused, not started, ended, used up, used by this phone, below the minimum', () => {
    const refusal = (entry: OfferInUse, code: string, lines?: OfferLine[]) =>
      price({ code, offers: [entry], ...(lines ? { lines } : {}) }).code;
    const refused = (reason: object) => ({ outcome: 'refused', refusal: reason });
    expect(refusal(inUse(friday), 'FRIDAY21')).toEqual(refused({ reason: 'unknown' }));
    expect(refusal(inUse({ ...friday, paused: true }), 'FRIDAY20')).toEqual(
      refused({ reason: 'paused' }),
    );
    expect(refusal(inUse({ ...friday, startsAt: '2026-11-28T21:00:00.000Z' }), 'FRIDAY20')).toEqual(
      refused({ reason: 'not-started', startsAt: '2026-11-28T21:00:00.000Z' }),
    );
    // An offer ends at its end: the moment itself is past it.
    expect(refusal(inUse({ ...friday, endsAt: now }), 'FRIDAY20')).toEqual(
      refused({ reason: 'ended', endedAt: now }),
    );
    expect(refusal(inUse({ ...friday, usageLimit: 50 }, 50), 'FRIDAY20')).toEqual(
      refused({ reason: 'used-up' }),
    );
    expect(refusal(inUse({ ...friday, usageLimit: 50 }, 49), 'FRIDAY20')).toEqual({
      outcome: 'applied',
      offerId: 'friday',
    });
    expect(refusal(inUse({ ...friday, perPhoneLimit: 1 }, 3, 1), 'FRIDAY20')).toEqual(
      refused({ reason: 'used-by-phone' }),
    );
    // Before checkout knows the phone, a limit per phone cannot refuse it.
    expect(refusal(inUse({ ...friday, perPhoneLimit: 1 }, 3), 'FRIDAY20')).toEqual({
      outcome: 'applied',
      offerId: 'friday',
    });
    expect(refusal(inUse({ ...friday, minimumSubtotal: 8000 }), 'FRIDAY20')).toEqual(
      refused({ reason: 'below-minimum', minimum: 8000, missing: 1500.5 }),
    );
  });

  it('says so in the shopper’s words', () => {
    const say = (refusal: Parameters<typeof codeRefusalMessage>[1]) =>
      codeRefusalMessage(' friday20', refusal);
    expect(say({ reason: 'unknown' })).toBe(
      'We do not know the code FRIDAY20: check how it is spelt.',
    );
    expect(say({ reason: 'not-started', startsAt: '2026-11-28T21:00:00.000Z' })).toBe(
      'The code FRIDAY20 starts on 29 Nov at 00:00.',
    );
    expect(say({ reason: 'ended', endedAt: '2026-11-30T20:59:00.000Z' })).toBe(
      'The code FRIDAY20 ended on 30 Nov at 23:59.',
    );
    expect(say({ reason: 'below-minimum', minimum: 5000, missing: 1200.5 })).toBe(
      'The code FRIDAY20 is for orders of KES 5,000 or more of its items: add KES 1,200.50 more to use it.',
    );
    expect(say({ reason: 'used-up' })).toMatch(/used as many times/);
    expect(say({ reason: 'used-by-phone' })).toMatch(/This phone number has already used/);
    expect(say({ reason: 'not-for-these-items' })).toMatch(/not for the items in your cart/);
    expect(say({ reason: 'paused' })).toMatch(/cannot be used just now/);
  });
});

describe('automatic offers', () => {
  const tenOff = offer({ id: 'ten', name: 'Ten off', value: 10 });
  const fiveHundred = offer({ id: 'kes500', name: 'KES 500 off', kind: 'amount', value: 500 });
  const freeOver5000 = offer({
    id: 'free5000',
    name: 'Free delivery over KES 5,000',
    kind: 'free-delivery',
    value: 0,
    minimumSubtotal: 5000,
  });

  it('apply by themselves: the one that saves most, and free delivery beside it', () => {
    const pricing = price({ offers: [inUse(fiveHundred), inUse(tenOff), inUse(freeOver5000)] });
    expect(pricing.discounts.map(({ offerId, amount }) => [offerId, amount])).toEqual([
      ['ten', 650],
      ['free5000', 300],
    ]);
    expect(pricing).toMatchObject({ discountTotal: 650, deliveryFee: 300 - 300, code: null });
  });

  it('give nothing below their minimum, before their start, after their end or while paused', () => {
    expect(
      price({ lines: [dress], offers: [inUse({ ...freeOver5000, minimumSubtotal: 5001 })] })
        .discounts,
    ).toEqual([]);
    for (const dormant of [
      { ...tenOff, startsAt: '2026-12-01T00:00:00.000Z' },
      { ...tenOff, endsAt: '2026-11-27T08:59:59.999Z' },
      { ...tenOff, paused: true },
    ]) {
      expect(price({ offers: [inUse(dormant)] }).discounts).toEqual([]);
    }
  });

  it('stand aside for a code unless they combine with codes', () => {
    const code = offer({ id: 'code', name: 'Code', kind: 'amount', value: 1000, code: 'WELCOME' });
    const offers = [inUse(code), inUse(tenOff), inUse({ ...freeOver5000, combinesWithCode: true })];
    expect(
      price({ code: 'WELCOME', offers }).discounts.map(({ offerId, amount }) => [offerId, amount]),
    ).toEqual([
      ['code', 1000],
      ['free5000', 300],
    ]);
    // A refused code leaves them all as they were.
    expect(price({ code: 'NOPE', offers }).discounts.map(({ offerId }) => offerId)).toEqual([
      'ten',
      'free5000',
    ]);
  });

  it('with a code never take off more than the retail lines cost, together', () => {
    const code = offer({ id: 'code', kind: 'amount', value: 6000, code: 'BIG' });
    const combining = { ...fiveHundred, combinesWithCode: true };
    const pricing = price({ code: 'BIG', offers: [inUse(code), inUse(combining)] });
    expect(pricing.discounts.map(({ offerId, amount }) => [offerId, amount])).toEqual([
      ['code', 6000],
      ['kes500', 499.5],
    ]);
    expect(pricing.discountTotal).toBe(6499.5);
  });

  it('make delivery free once, the code’s own before an automatic one', () => {
    const shipCode = offer({ id: 'ship', kind: 'free-delivery', value: 0, code: 'SHIP' });
    const pricing = price({
      code: 'SHIP',
      offers: [inUse(shipCode), inUse({ ...freeOver5000, combinesWithCode: true })],
    });
    expect(pricing.discounts.map(({ offerId }) => offerId)).toEqual(['ship']);
    expect(pricing.deliveryFee).toBe(0);
  });

  it('pick the same one every time when two save the same', () => {
    const a = offer({ id: 'a', value: 10, startsAt: '2026-11-02T00:00:00.000Z' });
    const b = offer({ id: 'b', value: 10, startsAt: '2026-11-01T00:00:00.000Z' });
    expect(price({ offers: [inUse(a), inUse(b)] }).discounts.map(({ offerId }) => offerId)).toEqual(
      ['b'],
    );
    expect(price({ offers: [inUse(b), inUse(a)] }).discounts.map(({ offerId }) => offerId)).toEqual(
      ['b'],
    );
  });
});

describe('each line’s share of the discount', () => {
  it('is none for the lines an offer does not apply to, wholesale lines among them', () => {
    const ladies = offer({
      id: 'ladies',
      value: 20,
      appliesTo: { scope: 'categories', categories: ['Ladies'] },
    });
    const pricing = price({ lines: [dress, shirt, wholesaleSocks], offers: [inUse(ladies)] });
    expect(pricing.lineDiscounts).toEqual([1000, 0, 0]);
  });

  it('never takes more off a line than it costs, however two offers meet', () => {
    const code = offer({ id: 'code', kind: 'amount', value: 6000, code: 'BIG' });
    const combining = offer({ id: 'kes500', kind: 'amount', value: 500, combinesWithCode: true });
    const pricing = price({ code: 'BIG', offers: [inUse(code), inUse(combining)] });
    expect(pricing.lineDiscounts).toEqual([5000, 1499.5]);
  });

  it('adds up to the discount, to the cent, for any cart', () => {
    let seed = 7;
    const next = (most: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % most;
    };
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + next(5) }, (_, index) => ({
        id: `p-${index}`,
        category: index % 2 === 0 ? 'Ladies' : 'Men',
        unitPrice: `${1 + next(9000)}.${String(next(100)).padStart(2, '0')}`,
        quantity: 1 + next(4),
        wholesale: next(5) === 0,
      }));
      const pricing = price({
        lines,
        code: 'C',
        offers: [
          inUse(offer({ id: 'c', code: 'C', kind: 'amount', value: 1 + next(3000) })),
          inUse(offer({ id: 'auto', value: 1 + next(90), combinesWithCode: true })),
        ],
      });
      const shares = pricing.lineDiscounts.reduce((sum, share) => sum + Math.round(share * 100), 0);
      expect(shares).toBe(Math.round(pricing.discountTotal * 100));
      lines.forEach((entry, index) => {
        const cost = Math.round(Number(entry.unitPrice) * 100) * entry.quantity;
        expect(Math.round(pricing.lineDiscounts[index]! * 100)).toBeLessThanOrEqual(
          entry.wholesale ? 0 : cost,
        );
      });
    }
  });
});
