/**
 * What the fake does that ./contract.test.ts cannot hold to the functions: a prompt whose sending
 * stopped (the server died mid-send), staff's cancelling and refunding (not order callables),
 * which stories and component tests set their scenes with, order numbers each order's own
 * (the contract compares them by format only), and a code's use given back as an order's hold
 * ends (functions/src/orders/holds.ts `releaseHold`: the contract cannot wait out a hold).
 */
import { describe, expect, it } from 'vitest';
import { cashFields, mpesaFields } from '@testing/fixtures/checkout-details';
import { anOfferInUse } from '@testing/fixtures/offers';
import { orderNumberPattern } from '@model/order/number';
import { earlierPromptOpen } from '@model/order/refusals';
import type { PlaceOrderRequest } from '@model/order/request';
import type { OrderView, PlaceOrderResponse } from '@model/order/view';
import { CallableFailure, createFakeOrders, type FakeOrdersOptions } from './fake-orders';

const scarf = {
  id: 'scarf',
  productName: 'Kikoy Scarf',
  price: '800',
  stock: 40,
  sizes: [],
  unavailableSizes: [],
  colours: [],
  unavailableColours: [],
};
const orderId = 'FakeOrdersCheckout01';
const accessToken = 'a-token-kept-on-this-device-0123456789abc';
const request: PlaceOrderRequest = {
  checkoutId: orderId,
  accessToken,
  lines: [{ id: 'scarf', size: null, colour: null, quantity: 2, mode: 'retail', unitPrice: '800' }],
  details: mpesaFields,
};
const tryAgain = { orderId, accessToken, method: 'mpesa', phone: '0722 000 111' };

/** A fake on a clock the test moves, with one M-Pesa order placed. */
function placed(options: Partial<FakeOrdersOptions> = {}) {
  let clock = new Date('2026-03-02T07:00:00.000Z').getTime();
  const fake = createFakeOrders({ products: [scarf], now: () => new Date(clock), ...options });
  const answer = fake.placeOrder(request, null) as Extract<
    PlaceOrderResponse,
    { outcome: 'placed' }
  >;
  return {
    fake,
    order: answer.order,
    get: (): OrderView => fake.getOrder({ orderId, accessToken }, null),
    later: (ms: number) => {
      clock += ms;
    },
    at: (ms: number) => new Date(clock + ms).toISOString(),
  };
}

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof CallableFailure ? error.message : error;
  }
  return null;
};

describe('the order functions’ fake: a prompt whose sending stopped', () => {
  it('never hears of a prompt whose sending stopped, and lets Try again send one a minute on', () => {
    const { fake, order, get, later, at } = placed({ promptState: 'sending' });
    expect(order.payment.prompt).toEqual({ state: 'sending', retryFrom: at(60_000) });
    fake.answerPrompts();
    expect(get().status).toBe('awaiting-payment');
    expect(refusal(() => fake.payAgain(tryAgain, null))).toBe(earlierPromptOpen);
    later(60_000);
    fake.setPromptState('sent');
    expect(fake.payAgain(tryAgain, null)).toMatchObject({
      status: 'awaiting-payment',
      payment: { phone: '2547*****111', prompt: { state: 'sent', retryFrom: null } },
    });
    // The order held its units all along: nothing is taken twice.
    expect(fake.product('scarf')?.stock).toBe(38);
  });
});

describe('the order functions’ fake: money given back', () => {
  it('owes a paid order’s money back once staff cancel it, and is refunded once it goes back', () => {
    const { fake, get, later, at } = placed();
    get();
    fake.cancelOrder(orderId);
    expect(get()).toMatchObject({
      status: 'cancelled',
      refund: { due: 1900, refunded: 0, refundedAt: null },
    });
    expect(fake.product('scarf')?.stock).toBe(40);
    later(60_000);
    fake.refundOrder(orderId);
    expect(get()).toMatchObject({
      status: 'refunded',
      refund: { due: 0, refunded: 1900, refundedAt: at(0) },
    });
  });

  it('owes nothing for an unpaid order cancelled', () => {
    const { fake, get } = placed({ mpesa: 'pending' });
    fake.cancelOrder(orderId);
    expect(get()).toMatchObject({ status: 'cancelled', refund: null });
    fake.refundOrder(orderId);
    expect(get().status).toBe('cancelled');
  });
});

describe('the order functions’ fake: order numbers', () => {
  it('gives each order a number of its own, kept as the order is read again', () => {
    const { fake, order, get } = placed();
    expect(order.number).toMatch(orderNumberPattern);
    expect(get().number).toBe(order.number);
    const numbers = new Set([order.number]);
    for (let n = 2; n <= 30; n += 1) {
      const checkoutId = `FakeOrdersCheckout${String(n).padStart(2, '0')}`;
      const another = fake.placeOrder(
        {
          ...request,
          checkoutId,
          // Cash: no prompt, so the prompt limit does not count these.
          details: {
            ...request.details,
            phone: `07${String(n).padStart(8, '0')}`,
            paymentMethod: 'cash-on-delivery',
            mpesaPhone: '',
          },
          lines: [{ ...request.lines[0]!, quantity: 1 }],
        },
        null,
      ) as Extract<PlaceOrderResponse, { outcome: 'placed' }>;
      numbers.add(another.order.number);
    }
    expect(numbers.size).toBe(30);
  });
});

describe('the order functions’ fake: a code’s use', () => {
  const tenOff = anOfferInUse({
    id: 'tenoff',
    name: 'Ten off',
    code: 'TENOFF',
    kind: 'percent',
    value: 10,
    usageLimit: 1,
  });
  const withCode = { discountCode: 'TENOFF', offerSaving: '160' };

  /** The code's one use taken by an M-Pesa order; `another` asks for it with a cash order. */
  function codeTaken(mpesa: FakeOrdersOptions['mpesa'] = 'pending') {
    let clock = new Date('2026-03-02T07:00:00.000Z').getTime();
    const fake = createFakeOrders({
      products: [scarf],
      offers: [tenOff],
      mpesa,
      now: () => new Date(clock),
    });
    const first = fake.placeOrder({ ...request, details: { ...mpesaFields, ...withCode } }, null);
    return {
      fake,
      first,
      get: (): OrderView => fake.getOrder({ orderId, accessToken }, null),
      later: (ms: number) => {
        clock += ms;
      },
      another: () =>
        fake.placeOrder(
          {
            ...request,
            checkoutId: 'FakeOrdersCheckout99',
            details: { ...cashFields, phone: '0733 000 111', ...withCode },
          },
          null,
        ),
    };
  }

  it('counts the use while the order holds its units: the last use goes to one order', () => {
    const { first, another } = codeTaken();
    expect(first).toMatchObject({ outcome: 'placed', order: { discountTotal: 160 } });
    expect(another()).toMatchObject({ outcome: 'changed' });
  });

  it('gives the use back when the order expires unpaid', () => {
    const { get, later, another } = codeTaken();
    later(30 * 60_000);
    expect(get().status).toBe('expired');
    expect(another()).toMatchObject({ outcome: 'placed', order: { discountTotal: 160 } });
  });

  it('gives the use back when staff cancel the order', () => {
    const { fake, another } = codeTaken();
    fake.cancelOrder(orderId);
    expect(another()).toMatchObject({ outcome: 'placed', order: { discountTotal: 160 } });
  });

  it('gives it back when the payment fails, and Try again takes it again with the units', () => {
    const { fake, get } = codeTaken('cancelled');
    const codeApplies = () =>
      fake.priceCart({ lines: request.lines, code: 'TENOFF', deliveryOption: null, phone: null })
        .code?.applied;
    expect(get().status).toBe('payment-failed');
    expect(codeApplies()).toBe(true);
    fake.setMpesaOutcome('pending');
    fake.payAgain(tryAgain, null);
    expect(codeApplies()).toBe(false);
  });
});
