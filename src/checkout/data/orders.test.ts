import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeFunctions,
  type FakeFunctions,
} from '../../../mocks/browser/functions/callables';
import { products } from '../../../mocks/backend/fixtures/products';
import { testBackend } from '../../../mocks/vitest/node-setup';
import {
  checkoutIdSchema,
  orderAccessTokenSchema,
  type PlaceOrderRequest,
} from '@model/order/request';
import { tooManyCalls } from '@model/order/refusals';
import { DataError } from '@/data/data-error';
import { callFunction } from '@/data/functions';
import { getOrder, newCheckoutId, newOrderAccessToken, payAgain, placeOrder } from './orders';
import { answeredCallable } from '@testing/helpers/callables';
import { mpesaFields } from '@testing/fixtures/checkout-details';

const catalog = products().filter((product) => product.stock >= 3 && !product.wholesale);
const shirt = catalog[0]!;

let fake: FakeFunctions;
beforeEach(() => {
  fake = createFakeFunctions({ products: products() });
  testBackend.server.use(...fake.handlers);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function request(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return {
    checkoutId: newCheckoutId(),
    accessToken: newOrderAccessToken(),
    lines: [
      {
        id: shirt.id,
        size: null,
        colour: null,
        quantity: 1,
        mode: 'retail',
        unitPrice: shirt.price,
        productName: shirt.productName,
      },
    ],
    details: mpesaFields,
    ...overrides,
  };
}

describe('ids made on the device', () => {
  it('makes checkout ids as Firestore auto-ids: 20 letters and digits, a new one every time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newCheckoutId()));
    expect(ids.size).toBe(200);
    ids.forEach((id) => expect(checkoutIdSchema.parse(id)).toMatch(/^[A-Za-z0-9]{20}$/));
  });

  it('makes access tokens of 43 url-safe characters, never twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newOrderAccessToken()));
    expect(tokens.size).toBe(200);
    tokens.forEach((token) => {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(orderAccessTokenSchema.safeParse(token).success).toBe(true);
    });
  });
});

describe('the order callables', () => {
  it('places an order through the callable protocol, and a repeat answers the same order', async () => {
    const sent = request();
    const first = await placeOrder(sent);
    expect(first).toMatchObject({
      outcome: 'placed',
      order: { id: sent.checkoutId, status: 'awaiting-payment' },
    });
    expect(await placeOrder(sent)).toEqual(first);
    expect(fake.orders()).toHaveLength(1);
    expect(fake.callsTo('placeOrder').map((call) => call.data)).toEqual([sent, sent]);
  });

  it('answers the changes the server found, writing nothing', async () => {
    const answer = await placeOrder(
      request({ lines: [{ ...request().lines[0]!, unitPrice: '1' }] }),
    );
    expect(answer).toEqual({
      outcome: 'changed',
      changes: [
        { kind: 'price', id: shirt.id, productName: shirt.productName, from: '1', to: shirt.price },
      ],
    });
    expect(fake.orders()).toEqual([]);
  });

  it('reads the order and pays again through their callables', async () => {
    fake.setMpesaOutcome('cancelled');
    const sent = request();
    await placeOrder(sent);
    const proof = { orderId: sent.checkoutId, accessToken: sent.accessToken };
    expect((await getOrder(proof)).payment.failure).toBe('cancelled');
    fake.setMpesaOutcome('paid');
    expect(await payAgain({ ...proof, method: 'mpesa', phone: '0722 000 111' })).toMatchObject({
      status: 'awaiting-payment',
      payment: { phone: '2547*****111' },
    });
    expect((await getOrder(proof)).status).toBe('paid');
  });
});

describe('a failed call, as the shopper is told', () => {
  it('shows the server’s own words for a refusal, without the HTTP status', async () => {
    const failure = await placeOrder(
      request({ details: { ...request().details, mpesaPhone: '0212 345 678' } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataError);
    expect(failure).toMatchObject({ kind: 'refused', retryable: false });
    expect((failure as DataError).message).toMatch(
      /^Check your details: mpesaPhone: Enter a Kenyan/,
    );
    expect((failure as DataError).message).not.toMatch(/\[400\]/);
  });

  it('says an order is not found, for a wrong token as for a missing order', async () => {
    const sent = request();
    await placeOrder(sent);
    const failure = await getOrder({
      orderId: sent.checkoutId,
      accessToken: newOrderAccessToken(),
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'not-found', message: 'We could not find that order.' });
  });

  it('says which limit was reached in the server’s words, and lets the shopper try again', async () => {
    const limited = createFakeFunctions({ products: products(), callsPerMinute: 0 });
    testBackend.server.use(...limited.handlers);
    await expect(placeOrder(request())).rejects.toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: tooManyCalls,
    });
  });

  it('makes an unavailable server retryable, with the shop’s own words', async () => {
    fake.failNext('placeOrder', { status: 'UNAVAILABLE' });
    await expect(placeOrder(request())).rejects.toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: 'Our shop is not answering right now. Please try again in a moment.',
    });
  });

  it('makes a lost connection retryable', async () => {
    fake.failNext('getOrder', { network: true });
    const sent = request();
    await expect(
      getOrder({ orderId: sent.checkoutId, accessToken: sent.accessToken }),
    ).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('says offline when the phone is', async () => {
    fake.failNext('getOrder', { network: true });
    vi.stubGlobal('navigator', { onLine: false });
    const sent = request();
    await expect(
      getOrder({ orderId: sent.checkoutId, accessToken: sent.accessToken }),
    ).rejects.toMatchObject({ kind: 'offline' });
  });

  it('gives up after its time limit as a timeout, retryable', async () => {
    testBackend.server.use(
      ...answeredCallable('slowFunction', async () => {
        await delay(2_000);
        return null;
      }).handlers,
    );
    await expect(callFunction('slowFunction', {}, 50)).rejects.toMatchObject({
      kind: 'timeout',
      retryable: true,
    });
  });

  it('keeps an internal error the server did not explain to the shop’s own words', async () => {
    fake.failNext('payAgain', { status: 'INTERNAL', message: 'TypeError: x is undefined' });
    await expect(
      payAgain({
        orderId: newCheckoutId(),
        accessToken: newOrderAccessToken(),
        method: 'cash-on-delivery',
      }),
    ).rejects.toMatchObject({
      kind: 'unknown',
      message: 'Something went wrong. Please try again.',
    });
  });
});
