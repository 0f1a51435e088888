/**
 * Offers on orders, on the Firestore emulator: `placeOrder` prices a code and the automatic
 * offers itself (functions/src/orders/place-order.ts), counts the code's use in the order's
 * transaction and gives it back with the order's units (functions/src/offers/offers-in-use.ts);
 * `priceCart` tells a cart the same (functions/src/offers/price-cart.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Offer } from '@model/offer/offer';
import type { CartOffers, PriceCartRequest } from '@model/offer/cart-offers';
import { cashFields } from '@testing/fixtures/checkout-details';
import { baraka } from '@testing/fixtures/staff';
import { blackFriday } from '@testing/fixtures/offers';
import { priceCartCall } from '../../src/offers/offer-callables';
import { expireOrder } from '../../src/mpesa/sweep';
import { cancelOrder } from '../../src/orders/cancel';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, holdMs, placed, stored, tryAgain } from '../mpesa/harness';
import { guestDetails, jeans, line, scarf } from '../orders/order-fixtures';

const db = emulatorFirestore('demo-functions-order-offers');
const shop = createShop(db);

/** Ten per cent off orders of KES 3,000 or more with TENOFF, through March 2025 (the test's clock). */
const tenOff: Omit<Offer, 'id'> = {
  ...blackFriday,
  name: 'Ten off',
  value: 10,
  minimumSubtotal: 3000,
  startsAt: '2025-02-01T00:00:00.000Z',
  endsAt: '2025-03-31T21:00:00.000Z',
  code: 'TENOFF',
  usageLimit: null,
  perPhoneLimit: null,
};

/** Free delivery on every order of KES 4,000 or more, automatic, combining with codes. */
const freeDelivery: Omit<Offer, 'id'> = {
  ...tenOff,
  name: 'Free delivery over 4,000',
  kind: 'free-delivery',
  value: 0,
  minimumSubtotal: 4000,
  code: null,
  combinesWithCode: true,
};

/** An offer as `saveOffer` stores it (functions/src/offers/save-offer.ts), with its code's claim. */
async function seedOffer(id: string, offer: Omit<Offer, 'id'>, uses = 0) {
  await db
    .collection('offers')
    .doc(id)
    .set({
      ...offer,
      startsAt: Timestamp.fromDate(new Date(offer.startsAt)),
      endsAt: offer.endsAt === null ? null : Timestamp.fromDate(new Date(offer.endsAt)),
      uses,
    });
  if (offer.code) await db.collection('offerCodes').doc(offer.code).set({ offerId: id });
}

const usesOf = async (id: string) => (await db.collection('offers').doc(id).get()).get('uses');
const phoneUsesOf = async (id: string, phone: string) =>
  (await db.collection('offers').doc(id).collection('phones').doc(phone).get()).get('uses');
const orderCount = async () => (await db.collection('orders').count().get()).data().count;

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });
const withCode = (code: string, details = guestDetails) => ({ ...details, discountCode: code });

function priceCart(request: Partial<PriceCartRequest>) {
  return priceCartCall(shop.context(), {
    data: { lines: [twoJeans], code: null, deliveryOption: null, phone: null, ...request },
  }) as Promise<CartOffers>;
}

beforeEach(async () => {
  shop.reset();
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, stock: 50, variantStock: { '32|Black': 50 } });
  await db.collection('products').doc('scarf').set(scarf);
  await seedOffer('tenoff', tenOff);
});

describe('an order with a code', () => {
  it('is priced by the server, counts the use once, and M-Pesa asks for the discounted total', async () => {
    const order = placed(await shop.place([twoJeans], withCode(' tenoff ')));
    expect(order).toMatchObject({
      subtotal: 5000,
      discountTotal: 500,
      deliveryFee: 300,
      total: 4800,
      discounts: [
        { offerId: 'tenoff', name: 'Ten off', code: 'TENOFF', kind: 'percent', amount: 500 },
      ],
    });
    expect(shop.standIn.control.pushes()).toMatchObject([{ amount: 4800 }]);
    expect(await usesOf('tenoff')).toBe(1);
    expect(await phoneUsesOf('tenoff', '+254712345678')).toBe(1);
    expect(await stored(db, order.id)).toMatchObject({
      offerUse: { offerId: 'tenoff', phone: '+254712345678' },
      lineDiscounts: [500],
    });

    // The same placement sent again (its answer lost) finds its order: the use counts once.
    const again = await shop.place([twoJeans], withCode('TENOFF'), order.id);
    expect(placed(again).total).toBe(4800);
    expect(await usesOf('tenoff')).toBe(1);
  });

  it('with free delivery over a threshold gets both, the delivery line saying what it saved', async () => {
    await seedOffer('ship', freeDelivery);
    const order = placed(await shop.place([twoJeans], withCode('TENOFF')));
    expect(order).toMatchObject({
      subtotal: 5000,
      discountTotal: 500,
      deliveryFee: 0,
      total: 4500,
    });
    expect(order.discounts.map(({ offerId, amount }) => [offerId, amount])).toEqual([
      ['tenoff', 500],
      ['ship', 300],
    ]);
    // Below the threshold it does not apply, and says nothing.
    const scarfOnly = placed(await shop.place([line({ id: 'scarf', unitPrice: '800' })]));
    expect(scarfOnly).toMatchObject({ deliveryFee: 300, total: 1100, discounts: [] });
  });

  it('ignores a forged discount: the server prices it, and a saving it would not give is a change', async () => {
    const forged = {
      ...withCode('TENOFF'),
      discountTotal: '4000',
      total: '1',
      deliveryFee: '0',
    };
    expect(placed(await shop.place([twoJeans], forged)).total).toBe(4800);

    const seen = await shop.place([twoJeans], { ...withCode('TENOFF'), offerSaving: '4500' });
    expect(seen).toEqual({
      outcome: 'changed',
      changes: [{ kind: 'discount', from: 4500, to: 500, message: null }],
    });
    expect(await orderCount()).toBe(1);
    expect(await usesOf('tenoff')).toBe(1);
  });

  it('that ended between the cart and the order answers changed, and nothing is written', async () => {
    await expect(priceCart({ code: 'TENOFF' })).resolves.toMatchObject({
      code: { code: 'TENOFF', applied: true },
    });
    shop.advance(31 * 24 * 60 * 60_000);
    const answer = await shop.place([twoJeans], { ...withCode('TENOFF'), offerSaving: '500' });
    expect(answer).toEqual({
      outcome: 'changed',
      changes: [
        {
          kind: 'discount',
          from: 500,
          to: 0,
          message: 'The code TENOFF ended on 1 Apr at 00:00.',
        },
      ],
    });
    expect(await orderCount()).toBe(0);
    expect(await usesOf('tenoff')).toBe(0);
  });

  it('the shopper’s texts say what the offers saved', async () => {
    placed(await shop.place([twoJeans], withCode('TENOFF', { ...cashFields })));
    const paid = placed(
      await shop.place([twoJeans], withCode('TENOFF', { ...guestDetails, phone: '0733 000 222' })),
    );
    shop.answerPrompts();
    await shop.deliverCallbacks();
    expect((await stored(db, paid.id)).status).toBe('paid');
    const messages = shop.texts().map(({ message }) => message);
    expect(messages).toEqual([
      expect.stringContaining('You saved KES 500. Pay KES 4,800 in cash on delivery.'),
      expect.stringContaining('We have your payment of KES 4,800 for order '),
    ]);
    expect(messages[1]).toContain('You saved KES 500.');
  });

  it('never discounts wholesale lines', async () => {
    const carton = line({
      id: 'jeans',
      size: '32',
      colour: 'Black',
      quantity: 10,
      mode: 'wholesale',
      unitPrice: '1800',
    });
    const answer = await shop.place([carton], withCode('TENOFF'));
    expect(answer).toMatchObject({
      outcome: 'changed',
      changes: [
        { kind: 'discount', message: 'The code TENOFF is not for the items in your cart.' },
      ],
    });
  });
});

describe('a code’s uses', () => {
  it('the last one goes to exactly one of ten orders placed at once', async () => {
    await seedOffer('last', { ...tenOff, code: 'LASTONE', usageLimit: 3 }, 2);
    const phones = Array.from(
      { length: 10 },
      (_, index) => `0712 000 1${String(index).padStart(2, '0')}`,
    );
    const answers = await Promise.all(
      phones.map((phone) =>
        shop.place([twoJeans], { ...withCode('LASTONE', { ...cashFields }), phone }),
      ),
    );
    const won = answers.filter((answer) => answer.outcome === 'placed');
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.outcome === 'changed')).toHaveLength(9);
    expect(answers.find((answer) => answer.outcome === 'changed')).toEqual({
      outcome: 'changed',
      changes: [
        {
          kind: 'discount',
          from: 0,
          to: 0,
          message: 'The code LASTONE has been used as many times as it can be.',
        },
      ],
    });
    expect(await usesOf('last')).toBe(3);
    expect(await orderCount()).toBe(1);
  });

  it('per phone: a second order from the same phone is refused the code', async () => {
    await seedOffer('once', { ...tenOff, code: 'ONCE', perPhoneLimit: 1 });
    placed(await shop.place([twoJeans], withCode('ONCE', { ...cashFields })));
    const second = await shop.place([twoJeans], withCode('ONCE', { ...cashFields }));
    expect(second).toMatchObject({
      changes: [
        {
          message: 'This phone number has already used the code ONCE as many times as it can.',
        },
      ],
    });
  });

  it('a failed payment gives the use back; Try again takes it again at the same price', async () => {
    await seedOffer('once', { ...tenOff, code: 'ONCE', perPhoneLimit: 1, usageLimit: 1 });
    shop.mpesa('cancelled');
    const order = placed(await shop.place([twoJeans], withCode('ONCE')));
    expect(await usesOf('once')).toBe(1);
    shop.answerPrompts();
    await shop.deliverCallbacks();
    expect(await stored(db, order.id)).toMatchObject({
      status: 'payment-failed',
      stockHeld: false,
    });
    expect(await usesOf('once')).toBe(0);
    expect(await phoneUsesOf('once', '+254712345678')).toBe(0);

    shop.mpesa('paid');
    const retried = await tryAgain(shop, order.id);
    expect(retried).toMatchObject({ status: 'awaiting-payment', total: 4800 });
    expect(await usesOf('once')).toBe(1);
    expect(shop.standIn.control.pushes().at(-1)).toMatchObject({ amount: 4800 });
  });

  it('an expired order and a cancelled one give their uses back, once', async () => {
    const unpaid = placed(await shop.place([twoJeans], withCode('TENOFF')));
    const cash = placed(
      await shop.place([twoJeans], withCode('TENOFF', { ...cashFields, phone: '0733 000 222' })),
    );
    expect(await usesOf('tenoff')).toBe(2);

    shop.advance(holdMs + 60_000);
    await expect(expireOrder(shop.context(), unpaid.id)).resolves.toBe('expired');
    await expect(expireOrder(shop.context(), unpaid.id)).resolves.toBe('not-due');
    expect(await usesOf('tenoff')).toBe(1);

    await cancelOrder(shop.context(), cash.id, { reason: 'The shopper asked.', by: baraka });
    expect(await usesOf('tenoff')).toBe(0);
    expect(await phoneUsesOf('tenoff', '+254733000222')).toBe(0);
  });
});

describe('priceCart', () => {
  it('answers the code applied and the automatic offers, the delivery told before it is chosen', async () => {
    await seedOffer('ship', freeDelivery);
    await expect(priceCart({ code: 'tenoff' })).resolves.toEqual({
      discounts: [
        { offerId: 'tenoff', name: 'Ten off', code: 'TENOFF', kind: 'percent', amount: 500 },
      ],
      discountTotal: 500,
      freeDelivery: { offerId: 'ship', name: 'Free delivery over 4,000' },
      code: { code: 'TENOFF', applied: true },
    });
    const withDelivery = await priceCart({ code: null, deliveryOption: 'nairobi-delivery' });
    expect(withDelivery.discounts).toEqual([
      {
        offerId: 'ship',
        name: 'Free delivery over 4,000',
        code: null,
        kind: 'free-delivery',
        amount: 300,
      },
    ]);
  });

  it('says why a code gives nothing, in the shopper’s words', async () => {
    await seedOffer('later', { ...tenOff, code: 'LATER', startsAt: '2025-04-01T07:00:00.000Z' });
    await seedOffer('paused', { ...tenOff, code: 'PAUSED', paused: true });
    const scarfLine = line({ id: 'scarf', unitPrice: '800' });
    const messages = {
      NOPE: 'We do not know the code NOPE: check how it is spelt.',
      LATER: 'The code LATER starts on 1 Apr at 10:00.',
      PAUSED: 'The code PAUSED cannot be used just now.',
      TENOFF:
        'The code TENOFF is for orders of KES 3,000 or more of its items: add KES 2,200 more to use it.',
    };
    for (const [code, message] of Object.entries(messages)) {
      const answer = await priceCart({ code, lines: [scarfLine] });
      expect(answer.code).toEqual({ code, applied: false, message });
      expect(answer.discounts).toEqual([]);
    }
  });

  it('counts a phone’s uses where checkout knows the phone', async () => {
    await seedOffer('once', { ...tenOff, code: 'ONCE', perPhoneLimit: 1 });
    placed(await shop.place([twoJeans], withCode('ONCE', { ...cashFields })));
    await expect(priceCart({ code: 'ONCE' })).resolves.toMatchObject({ code: { applied: true } });
    await expect(priceCart({ code: 'ONCE', phone: '0712345678' })).resolves.toMatchObject({
      code: { applied: false },
    });
  });

  it('refuses a malformed cart, and a caller pricing too fast', async () => {
    const malformed = await priceCartCall(shop.context(), { data: { lines: 'all of them' } }).catch(
      (error: unknown) => error,
    );
    expect(malformed).toBeInstanceOf(HttpsError);
    expect(malformed).toMatchObject({ code: 'invalid-argument' });

    const slow = shop.context({ callsPerMinute: 1 });
    const call = () =>
      priceCartCall(slow, {
        data: { lines: [twoJeans], code: null, deliveryOption: null, phone: null },
        rawRequest: { ip: '203.0.113.9', headers: {} },
      });
    for (let count = 0; count < 3; count++) await call();
    await expect(call()).rejects.toMatchObject({ code: 'resource-exhausted' });
  });
});
