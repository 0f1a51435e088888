import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deliveryFeesFrom } from '@model/shop-config';
import { orderTotals } from '@model/order/totals';
import { cartOffersMachine } from '../cart-offers/cart-offers.machine';
import { appliedCode, offersStatus } from '../cart-offers/selectors';
import type { CartOffers, PriceCartRequest } from '../cart-offers/types';
import { checkoutOf, dress, mpesaFields } from '@testing/helpers/checkout-machine';
import type { CartActor } from './checkout-rules';
import { reviewedTotal } from './selectors';
import type { OrderChange, PlaceOrderResponse } from './types';

const deliveryFees = deliveryFeesFrom({});

const friday: CartOffers = {
  discounts: [
    { offerId: 'friday', name: 'Black Friday', code: 'FRIDAY20', kind: 'percent', amount: 1400 },
  ],
  discountTotal: 1400,
  freeDelivery: null,
  code: { code: 'FRIDAY20', applied: true },
};
const none: CartOffers = { discounts: [], discountTotal: 0, freeDelivery: null, code: null };

/** Checkout with the cart's offers, FRIDAY20 kept, priced by `price`. */
function checkoutWithOffers(
  answers: Parameters<typeof checkoutOf>[1],
  price: (request: PriceCartRequest) => Promise<CartOffers>,
) {
  const priced: PriceCartRequest[] = [];
  let offers!: ReturnType<typeof createActor<typeof cartOffersMachine>>;
  const offersFor = (cart: CartActor) => {
    offers = createActor(
      cartOffersMachine.provide({
        actors: {
          priceCart: fromPromise(({ input }: { input: PriceCartRequest }) => {
            priced.push(input);
            return price(input);
          }),
        },
        delays: { pricingPause: 0 },
      }),
      { input: { cart, code: 'FRIDAY20' } },
    ).start();
    return offers;
  };
  const checkout = checkoutOf([dress], answers, undefined, offersFor);
  const offersSettled = () =>
    waitFor(offers, (snapshot) => ['priced', 'failed'].includes(offersStatus(snapshot)));
  return { ...checkout, offers: () => offers, priced, offersSettled };
}

const refusedCode: OrderChange = {
  kind: 'discount',
  from: 1400,
  to: 0,
  message: 'The code FRIDAY20 has been used as many times as it can be.',
};
const changed =
  (...changes: OrderChange[]) =>
  async (): Promise<PlaceOrderResponse> => ({ outcome: 'changed', changes });

describe('checkout with the cart’s offers', () => {
  it('Place order tells the code kept and the saving the shopper saw', async () => {
    const { place, requests, settled, offersSettled } = checkoutWithOffers({}, async () => friday);
    await offersSettled();
    place();
    await settled();
    expect(requests.place[0]!.details).toEqual({
      ...mpesaFields,
      discountCode: 'FRIDAY20',
      offerSaving: '1400',
    });
  });

  it('a Retry sends the very request again, whatever the offers priced since', async () => {
    const { actor, place, requests, settled, offersSettled } = checkoutWithOffers(
      { place: [() => Promise.reject(new Error('offline'))] },
      async () => friday,
    );
    place();
    expect((await settled()).matches('failed')).toBe(true);
    await offersSettled();
    actor.send({ type: 'checkout.retry' });
    await settled();
    expect(requests.place[1]).toEqual(requests.place[0]);
    expect(requests.place[0]!.details).toEqual({ ...mpesaFields, discountCode: 'FRIDAY20' });
  });

  it('with offers that could not be priced, the code goes alone and the server prices the order', async () => {
    const { place, requests, settled, offersSettled } = checkoutWithOffers({}, () =>
      Promise.reject(new Error('offline')),
    );
    await offersSettled();
    place();
    await settled();
    expect(requests.place[0]!.details).toEqual({ ...mpesaFields, discountCode: 'FRIDAY20' });
  });

  it('a code refused as the order is placed: the new total has no discount, and Confirm drops the code and prices the cart again', async () => {
    const { actor, place, requests, settled, offers, priced, offersSettled } = checkoutWithOffers(
      { place: [changed(refusedCode)] },
      async (request) => (request.code === null ? none : friday),
    );
    await offersSettled();
    place();
    expect((await settled()).matches('reviewing')).toBe(true);
    const listed = orderTotals(
      [{ unitPrice: dress.price, quantity: dress.quantity }],
      mpesaFields.deliveryOption,
      deliveryFees,
    ).total;
    expect(reviewedTotal(actor.getSnapshot(), deliveryFees)).toBe(listed);

    actor.send({ type: 'checkout.confirm' });
    await settled();
    expect(requests.place[1]!.details).toEqual({ ...mpesaFields, offerSaving: '0' });
    expect(appliedCode(offers().getSnapshot())).toBeNull();
    await offersSettled();
    expect(priced.at(-1)!.code).toBeNull();
  });

  it('a saving that changed with the code still good: Confirm keeps the code, at the new saving, and prices the cart again', async () => {
    const lessOff: OrderChange = { kind: 'discount', from: 1400, to: 700, message: null };
    const { actor, place, requests, settled, priced, offersSettled } = checkoutWithOffers(
      { place: [changed(lessOff)] },
      async () => friday,
    );
    await offersSettled();
    place();
    await settled();
    const listed = orderTotals(
      [{ unitPrice: dress.price, quantity: dress.quantity }],
      mpesaFields.deliveryOption,
      deliveryFees,
    ).total;
    expect(reviewedTotal(actor.getSnapshot(), deliveryFees)).toBe(listed - 700);
    const pricedBefore = priced.length;
    actor.send({ type: 'checkout.confirm' });
    await settled();
    expect(requests.place[1]!.details).toMatchObject({
      discountCode: 'FRIDAY20',
      offerSaving: '700',
    });
    await offersSettled();
    expect(priced.length).toBe(pricedBefore + 1);
  });
});
