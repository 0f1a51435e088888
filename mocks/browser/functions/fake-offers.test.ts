/**
 * The fake's offers: priceCart answered with the model's one pricing rule, and placeOrder priced
 * with the same offers, so the fake tells the shop the same discount changes as the server.
 * (./contract.test.ts holds the order callables to the real ones; priceCart's real function is
 * not in functions/src on this branch.)
 */
import { describe, expect, it } from 'vitest';
import { mpesaFields } from '@testing/fixtures/checkout-details';
import { blackFriday } from '@testing/fixtures/offers';
import type { PlaceOrderRequest } from '@model/order/request';
import type { OfferInUse } from '@model/offer/pricing';
import { deliveryFeesFrom } from '@model/shop-config';
import { CallableFailure, createFakeOrders } from './fake-orders';

const scarf = {
  id: 'scarf',
  productName: 'Kikoy Scarf',
  price: '800',
  stock: 40,
  category: 'Accessories',
  sizes: [],
  unavailableSizes: [],
  colours: [],
  unavailableColours: [],
};
const line = {
  id: 'scarf',
  size: null,
  colour: null,
  quantity: 5,
  mode: 'retail',
  unitPrice: '800',
} as const;
const friday: OfferInUse = { offer: { ...blackFriday, id: 'friday' }, uses: 0 };
const freeDelivery: OfferInUse = {
  offer: {
    ...blackFriday,
    id: 'free',
    name: 'Free delivery weekend',
    kind: 'free-delivery',
    value: 0,
    code: null,
    usageLimit: null,
    perPhoneLimit: null,
    combinesWithCode: true,
  },
  uses: 0,
};
const during = new Date('2026-11-28T10:00:00.000Z');
const nairobiFee = deliveryFeesFrom({})['nairobi-delivery'];

function fakeWith(offers: OfferInUse[]) {
  return createFakeOrders({ products: [scarf], offers, now: () => during });
}

const order = (
  details: Record<string, string>,
  checkoutId = 'FakeOffersCheckout01',
): PlaceOrderRequest => ({
  checkoutId,
  accessToken: 'a-token-kept-on-this-device-0123456789abc',
  lines: [line],
  details: { ...mpesaFields, ...details },
});

describe('the order functions’ fake: offers', () => {
  it('priceCart gives a code’s line, free delivery before a delivery is chosen, and the code applied', () => {
    const fake = fakeWith([friday, freeDelivery]);
    expect(
      fake.priceCart({ lines: [line], code: ' friday 20 ', deliveryOption: null, phone: null }),
    ).toEqual({
      discounts: [
        { offerId: 'friday', name: 'Black Friday', code: 'FRIDAY20', kind: 'percent', amount: 800 },
      ],
      discountTotal: 800,
      freeDelivery: { offerId: 'free', name: 'Free delivery weekend' },
      code: { code: 'FRIDAY20', applied: true },
    });
  });

  it('priceCart refuses an unknown code in the shopper’s words', () => {
    const fake = fakeWith([friday]);
    expect(
      fake.priceCart({ lines: [line], code: 'SUMMER5', deliveryOption: null, phone: null }).code,
    ).toEqual({
      code: 'SUMMER5',
      applied: false,
      message: 'We do not know the code SUMMER5: check how it is spelt.',
    });
  });

  it('priceCart refuses a malformed request', () => {
    const fake = fakeWith([]);
    expect(() => fake.priceCart({ lines: [], code: null })).toThrow(CallableFailure);
  });

  it('placeOrder charges what priceCart showed, free delivery included', () => {
    const fake = fakeWith([friday, freeDelivery]);
    const answer = fake.placeOrder(
      order({ discountCode: 'FRIDAY20', offerSaving: String(800 + nairobiFee) }),
      null,
    );
    expect(answer.outcome).toBe('placed');
    if (answer.outcome !== 'placed') return;
    expect(answer.order).toMatchObject({
      subtotal: 4000,
      discountTotal: 800,
      deliveryFee: 0,
      total: 3200,
    });
  });

  it('placeOrder answers a discount change when the code is used up since, and a saving that differs', () => {
    const fake = fakeWith([{ ...friday, offer: { ...friday.offer, usageLimit: 1 } }]);
    expect(
      fake.placeOrder(order({ discountCode: 'FRIDAY20', offerSaving: '800' }), null).outcome,
    ).toBe('placed');
    expect(
      fake.placeOrder(
        order({ discountCode: 'FRIDAY20', offerSaving: '800' }, 'FakeOffersCheckout02'),
        null,
      ),
    ).toEqual({
      outcome: 'changed',
      changes: [
        {
          kind: 'discount',
          from: 800,
          to: 0,
          message: 'The code FRIDAY20 has been used as many times as it can be.',
        },
      ],
    });
  });
});
