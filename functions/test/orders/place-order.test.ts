import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cardDocument, facetCardDocument, unpackCard } from '@model/catalog/card-documents';
import {
  defaultCashOrderLimit,
  maxMpesaAmount,
  maxOrderAmount,
  maxUnpaidHoldsPerPhone,
} from '@model/limits';
import { cashLimitMessage, mpesaLimitMessage } from '@model/order/price-order';
import type { PlaceOrderResponse } from '@model/order/view';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, createSmsHarness, paymentsOf, stored, tryAgain } from '../mpesa/harness';
import { sweep } from '../../src/mpesa/sweep';
import { cancelOrder } from '../../src/orders/cancel';
import { Refusal } from '../../src/core/refusal';
import { phoneLimitMessage } from '../../src/orders/holds';
import { deliveryFees } from '../../src/shop-config';
import {
  accessToken,
  cashDetails,
  guestDetails,
  jeans,
  line,
  loafers,
  request,
  scarf,
} from './order-fixtures';
import { getOrderView, placeOrder, type PlacedOrder } from '../../src/orders/place-order';

const db = emulatorFirestore('demo-functions-orders');
const { client: sms } = createSmsHarness();

async function seed(products: Record<string, object>): Promise<void> {
  const batch = db.batch();
  for (const [id, data] of Object.entries(products)) {
    batch.set(db.collection('products').doc(id), data);
  }
  await batch.commit();
}

async function stockOf(id: string) {
  const data = (await db.collection('products').doc(id).get()).data();
  return { stock: data?.stock as number, variantStock: data?.variantStock as object | undefined };
}

/** What a product's card and its facet card show of its stock (model/catalog/card-documents.ts). */
async function cardStockOf(id: string) {
  const shown = async (collection: string) => {
    const details = unpackCard((await db.collection(collection).doc(id).get()).get('card'));
    return details && { stock: details.stock, variantStock: details.variantStock };
  };
  return { card: await shown('productCards'), facetCard: await shown('productFacetCards') };
}

async function orderCount(): Promise<number> {
  return (await db.collection('orders').count().get()).data().count;
}

function placed(response: PlaceOrderResponse) {
  if (response.outcome !== 'placed') throw new Error(`Not placed: ${JSON.stringify(response)}`);
  return response.order;
}

const holdMs = 30 * 60_000;

const place = (sent: unknown, uid: string | null = null) =>
  placeOrder({ db, holdMs, sms, uid, request: sent });

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });

describe('placing an order', () => {
  it('writes the order priced from the catalog and takes its stock per size and colour', async () => {
    await seed({ jeans, loafers });
    const sent = request([
      twoJeans,
      line({ id: 'loafers', size: 'UK 7.5', colour: 'Tan', unitPrice: '4999.50' }),
    ]);
    const order = placed(await place(sent));

    expect(order).toMatchObject({
      id: sent.checkoutId,
      status: 'awaiting-payment',
      subtotal: 9999.5,
      deliveryFee: 300,
      total: 10299.5,
      payment: { method: 'mpesa', phone: '2547*****111', receipt: null, failure: null },
    });
    expect(Date.now() - Date.parse(order.placedAt)).toBeLessThan(60_000);
    const stored = (await db.collection('orders').doc(sent.checkoutId).get()).data();
    expect(stored).toMatchObject({
      ownerUid: null,
      payment: { phone: '254722000111' },
      stockHeld: true,
      unpaidHoldPhone: '+254712345678',
    });
    // What the owner can read holds nothing secret: the token's hash and the push are apart.
    expect(JSON.stringify(stored)).not.toMatch(/accessTokenHash|checkoutRequestId/);
    const secrets = (await db.collection('orderSecrets').doc(sent.checkoutId).get()).data();
    expect(secrets?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets?.push).toEqual({ checkoutRequestId: null, requestedAt: null, attempt: 0 });
    expect(stored?.updatedAt).toEqual(stored?.createdAt);
    expect(stored?.expiresAt.toMillis() - Date.parse(order.placedAt)).toBeGreaterThan(
      holdMs - 60_000,
    );
    expect(await stockOf('jeans')).toEqual({
      stock: 3,
      variantStock: { '30|Black': 2, '32|Black': 1, '34|Black': 0 },
    });
    // "UK 7.5" stays one key: the dot is no path separator.
    expect(await stockOf('loafers')).toEqual({
      stock: 3,
      variantStock: { 'UK 7.5|Tan': 0, 'UK 8|Tan': 3 },
    });
  });

  it('answers a changed price and writes nothing', async () => {
    await seed({ jeans: { ...jeans, price: '2700' } });
    const sent = request([twoJeans]);
    expect(await place(sent)).toEqual({
      outcome: 'changed',
      changes: [
        { kind: 'price', id: 'jeans', productName: 'Slim Fit Jeans', from: '2500', to: '2700' },
      ],
    });
    expect(await orderCount()).toBe(0);
    expect((await stockOf('jeans')).stock).toBe(5);
  });

  it('answers a product gone from the catalog', async () => {
    const response = await place(request([line({ id: 'p-0404', productName: 'Ankara Dress' })]));
    expect(response).toEqual({
      outcome: 'changed',
      changes: [{ kind: 'gone', id: 'p-0404', productName: 'Ankara Dress' }],
    });
  });

  it('prices at wholesale when the minimum is met, and shows retail when it is not', async () => {
    await seed({ jeans: { ...jeans, stock: 30, variantStock: { '30|Black': 30 } } });
    const carton = (quantity: number) =>
      line({
        id: 'jeans',
        size: '30',
        colour: 'Black',
        quantity,
        mode: 'wholesale',
        unitPrice: '1800',
      });
    expect(await place(request([carton(9)]))).toMatchObject({
      outcome: 'changed',
      changes: [{ kind: 'price', from: '1800', to: '2500' }],
    });
    const order = placed(await place(request([carton(10)], { ...cashDetails }, undefined)));
    expect(order.lines[0]).toMatchObject({ unitPrice: '1800', wholesale: true, quantity: 10 });
    expect(order.subtotal).toBe(18000);
    expect((await stockOf('jeans')).stock).toBe(20);
  });

  it('checks stock per size: enough, short, and two lines of one size together', async () => {
    await seed({ jeans });
    const shortOf30 = {
      kind: 'stock',
      id: 'jeans',
      productName: 'Slim Fit Jeans',
      size: '30',
      colour: 'Black',
      quantity: 3,
      available: 2,
    };
    const size30 = (quantity: number) =>
      line({ id: 'jeans', size: '30', colour: 'Black', quantity });
    expect(await place(request([size30(3)]))).toEqual({ outcome: 'changed', changes: [shortOf30] });
    expect(await place(request([size30(1), size30(2)]))).toEqual({
      outcome: 'changed',
      changes: [shortOf30],
    });
    expect(await orderCount()).toBe(0);
    placed(await place(request([size30(2)])));
    expect(await stockOf('jeans')).toMatchObject({ stock: 3, variantStock: { '30|Black': 0 } });
  });

  it('refuses cash on delivery with the courier', async () => {
    await seed({ jeans });
    const courier = { ...cashDetails, county: 'Kisumu', deliveryOption: 'courier-countrywide' };
    const refusal = place(request([twoJeans], courier));
    await expect(refusal).rejects.toThrow(Refusal);
    await expect(place(request([twoJeans], courier))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/Cash on delivery is not available/),
    });
    expect(await orderCount()).toBe(0);
  });

  it('refuses a total at the order limit, writing nothing', async () => {
    const price = String(maxOrderAmount / 2);
    await seed({ scarf: { ...scarf, price } });
    const halfAndHalf = request(
      [line({ id: 'scarf', quantity: 2, unitPrice: price })],
      cashDetails,
    );
    await expect(place(halfAndHalf)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await orderCount()).toBe(0);
    expect((await stockOf('scarf')).stock).toBe(40);
  });

  it('makes a cash order pending, owned by the signed-in shopper, a guest’s by no one', async () => {
    await seed({ scarf });
    const scarves = [line({ id: 'scarf', unitPrice: '800' })];
    const mine = request(scarves, cashDetails);
    expect(placed(await place(mine, 'shopper-uid')).status).toBe('pending');
    const guests = request(scarves, cashDetails);
    placed(await place(guests));
    const owner = async (id: string) =>
      (await db.collection('orders').doc(id).get()).get('ownerUid') as unknown;
    expect(await owner(mine.checkoutId)).toBe('shopper-uid');
    expect(await owner(guests.checkoutId)).toBeNull();
    expect((await stockOf('scarf')).stock).toBe(38);
  });
});

describe('placing the same checkout again', () => {
  it('answers the order already placed and takes the stock once', async () => {
    await seed({ jeans });
    const sent = request([twoJeans]);
    const first = placed(await place(sent));
    const ref = db.collection('orders').doc(sent.checkoutId);
    const written = (await ref.get()).updateTime;
    const again = placed(await place(sent));
    expect(again).toEqual(first);
    expect((await ref.get()).updateTime).toEqual(written);
    expect(await stockOf('jeans')).toMatchObject({ stock: 3, variantStock: { '32|Black': 1 } });
    expect(await orderCount()).toBe(1);
  });

  it('refuses another token as if there were no such order', async () => {
    await seed({ jeans });
    const sent = request([twoJeans]);
    placed(await place(sent));
    const stranger = { ...sent, accessToken: 'someone-elses-token-0123456789abcdef' };
    await expect(place(stranger)).rejects.toMatchObject({ code: 'not-found' });
    expect((await stockOf('jeans')).stock).toBe(3);
  });

  it('runs afterPlaced once, for the new order only, and answers what it changed', async () => {
    await seed({ jeans });
    const afterPlaced = vi.fn(async ({ id, order }: PlacedOrder) => {
      expect(order.payment.phone).toBe('254722000111');
      await db.collection('orders').doc(id).update({ 'payment.checkoutRequestId': 'ws_CO_1' });
    });
    const sent = request([twoJeans]);
    await placeOrder({ db, holdMs, sms, uid: null, request: sent, afterPlaced });
    await placeOrder({ db, holdMs, sms, uid: null, request: sent, afterPlaced });
    expect(afterPlaced).toHaveBeenCalledTimes(1);
    expect(afterPlaced.mock.calls[0]?.[0].id).toBe(sent.checkoutId);
  });
});

describe('the cards listings show', () => {
  async function seedWithCards(products: Record<string, Record<string, unknown>>) {
    await seed(products);
    const batch = db.batch();
    for (const [id, data] of Object.entries(products)) {
      batch.set(db.collection('productCards').doc(id), cardDocument(data)!);
      batch.set(db.collection('productFacetCards').doc(id), facetCardDocument(data)!);
    }
    await batch.commit();
  }

  it('take the stock with the product, in the same transaction', async () => {
    await seedWithCards({ jeans, loafers });
    placed(
      await place(
        request([
          twoJeans,
          line({ id: 'loafers', size: 'UK 7.5', colour: 'Tan', unitPrice: '4999.50' }),
        ]),
      ),
    );
    const jeansLeft = { stock: 3, variantStock: { '30|Black': 2, '32|Black': 1, '34|Black': 0 } };
    expect(await cardStockOf('jeans')).toEqual({ card: jeansLeft, facetCard: jeansLeft });
    const loafersLeft = { stock: 3, variantStock: { 'UK 7.5|Tan': 0, 'UK 8|Tan': 3 } };
    expect(await cardStockOf('loafers')).toEqual({ card: loafersLeft, facetCard: loafersLeft });
    const facets = (await db.collection('productFacetCards').doc('loafers').get()).get('facets');
    expect(facets).toEqual(facetCardDocument(loafers)?.facets);
  });

  it('are made from the product when they were missing, and keep its other fields', async () => {
    await seed({ scarf });
    placed(await place(request([line({ id: 'scarf', unitPrice: '800' })], cashDetails)));
    const card = (await db.collection('productCards').doc('scarf').get()).data();
    expect(card).toMatchObject({ productName: 'Kikoy Scarf', priceValue: 800 });
    expect(await cardStockOf('scarf')).toEqual({
      card: { stock: 39, variantStock: undefined },
      facetCard: { stock: 39, variantStock: undefined },
    });
  });

  it('stay as they were when nothing is placed: a changed price, or a repeat', async () => {
    await seedWithCards({ jeans: { ...jeans, price: '2700' } });
    expect((await place(request([twoJeans]))).outcome).toBe('changed');
    expect((await cardStockOf('jeans')).card?.stock).toBe(5);

    await seedWithCards({ jeans });
    const sent = request([twoJeans]);
    placed(await place(sent));
    const cardRef = db.collection('productCards').doc('jeans');
    const written = (await cardRef.get()).updateTime;
    placed(await place(sent));
    expect((await cardRef.get()).updateTime).toEqual(written);
    expect((await cardStockOf('jeans')).card?.stock).toBe(3);
  });
});

describe('the last unit', () => {
  it('goes to exactly one of two checkouts placed at once; the other is told', async () => {
    await seed({ jeans: { ...jeans, stock: 1, variantStock: { '30|Black': 1, '32|Black': 0 } } });
    const lastPair = line({ id: 'jeans', size: '30', colour: 'Black' });
    const answers = await Promise.all([
      place(request([lastPair])),
      place(request([lastPair], cashDetails)),
    ]);
    const outcomes = answers.map((answer) => answer.outcome).sort();
    expect(outcomes).toEqual(['changed', 'placed']);
    const told = answers.find((answer) => answer.outcome === 'changed');
    expect(told).toEqual({
      outcome: 'changed',
      changes: [expect.objectContaining({ kind: 'stock', quantity: 1, available: 0 })],
    });
    expect(await orderCount()).toBe(1);
    expect(await stockOf('jeans')).toMatchObject({ stock: 0, variantStock: { '30|Black': 0 } });
  }, 60_000);
});

describe('reading an order', () => {
  async function guestOrder(uid: string | null = null) {
    await seed({ scarf });
    const sent = request([line({ id: 'scarf', unitPrice: '800' })], cashDetails);
    return { sent, order: placed(await place(sent, uid)) };
  }
  const view = (orderId: string, uid: string | null, token: string | null) =>
    getOrderView({ db, uid, orderId, accessToken: token, now: new Date(), returnWindowDays: 7 });

  it('shows it to whoever holds its token', async () => {
    const { sent, order } = await guestOrder();
    expect(await view(sent.checkoutId, null, accessToken)).toEqual(order);
  });

  it('shows it to its signed-in owner without the token', async () => {
    const { sent, order } = await guestOrder('shopper-uid');
    expect(await view(sent.checkoutId, 'shopper-uid', null)).toEqual(order);
  });

  it('refuses anyone else, and an order that does not exist, alike', async () => {
    const { sent } = await guestOrder('shopper-uid');
    const wrongToken = 'someone-elses-token-0123456789abcdef';
    await expect(view(sent.checkoutId, 'other-uid', wrongToken)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(view(sent.checkoutId, null, null)).rejects.toMatchObject({ code: 'not-found' });
    await expect(view('NoSuchOrderAbcdefghi', null, accessToken)).rejects.toMatchObject({
      code: 'not-found',
      message: 'We could not find that order.',
    });
  });

  it('does not count a guest order as owned by a signed-in stranger', async () => {
    const { sent } = await guestOrder(null);
    await expect(view(sent.checkoutId, 'other-uid', null)).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

/** Every document of a collection, for checking that nothing was written. */
async function countOf(collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

describe('the stock ledger', () => {
  it('records each size and colour an order takes, with reason order-placed', async () => {
    await seed({ jeans, loafers, scarf });
    const at = new Date('2025-03-01T09:30:00Z');
    const sent = request(
      [
        line({ id: 'jeans', size: '30', colour: 'Black' }),
        twoJeans,
        line({ id: 'loafers', size: 'UK 7.5', colour: 'Tan', unitPrice: '4999.50' }),
        line({ id: 'scarf', unitPrice: '800', quantity: 3 }),
      ],
      cashDetails,
    );
    placed(await placeOrder({ db, holdMs, sms, uid: null, request: sent, now: () => at }));

    const movements = (await db.collection('stockMovements').get()).docs.map((doc) => {
      const { at: when, ...movement } = doc.data();
      expect(when.toDate()).toEqual(at);
      return movement;
    });
    const taken = { reason: 'order-placed', orderId: sent.checkoutId };
    const order = (movement: Record<string, unknown>) => `${movement.productId} ${movement.size}`;
    expect(movements.sort((a, b) => order(a).localeCompare(order(b)))).toEqual([
      {
        productId: 'jeans',
        variant: '30|Black',
        size: '30',
        colour: 'Black',
        change: -1,
        ...taken,
      },
      {
        productId: 'jeans',
        variant: '32|Black',
        size: '32',
        colour: 'Black',
        change: -2,
        ...taken,
      },
      {
        productId: 'loafers',
        variant: 'UK 7.5|Tan',
        size: 'UK 7.5',
        colour: 'Tan',
        change: -1,
        ...taken,
      },
      { productId: 'scarf', variant: null, size: null, colour: null, change: -3, ...taken },
    ]);
  });

  it('records nothing for an order not placed, or placed already', async () => {
    await seed({ jeans });
    await place(request([line({ id: 'jeans', size: '30', colour: 'Black', quantity: 3 })]));
    expect(await countOf('stockMovements')).toBe(0);
    const sent = request([twoJeans]);
    placed(await place(sent));
    placed(await place(sent));
    expect(await countOf('stockMovements')).toBe(1);
  });
});

describe('the M-Pesa limit', () => {
  const shop = createShop(db);
  beforeEach(() => shop.reset());
  const fee = deliveryFees['nairobi-delivery'];

  /** Two scarves priced so that the order, with delivery, comes to `total`. */
  async function cartComingTo(total: number) {
    const price = String((total - fee) / 2);
    await seed({ scarf: { ...scarf, price } });
    return [line({ id: 'scarf', quantity: 2, unitPrice: price })];
  }

  it('refuses an M-Pesa order above KES 250,000 before anything is written, held or prompted', async () => {
    const total = maxMpesaAmount + 2;
    const lines = await cartComingTo(total);
    await expect(shop.place(lines)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: mpesaLimitMessage(total),
    });
    for (const collection of ['orders', 'orderSecrets', 'stockMovements', 'payments']) {
      expect(await countOf(collection)).toBe(0);
    }
    expect((await stockOf('scarf')).stock).toBe(40);
    expect(shop.standIn.control.pushes()).toEqual([]);
  });

  it('refuses the same cart with cash on delivery too, above the cash limit, writing nothing', async () => {
    const total = maxMpesaAmount + 2;
    const lines = await cartComingTo(total);
    await expect(shop.place(lines, cashDetails)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: cashLimitMessage(total, defaultCashOrderLimit),
    });
    expect(await countOf('orders')).toBe(0);
    expect((await stockOf('scarf')).stock).toBe(40);
  });

  it('takes an M-Pesa order of exactly KES 250,000', async () => {
    const order = placed(await shop.place(await cartComingTo(maxMpesaAmount)));
    expect(order).toMatchObject({ status: 'awaiting-payment', total: maxMpesaAmount });
    expect(shop.standIn.control.pushes()).toMatchObject([{ amount: maxMpesaAmount }]);
  });
});

describe('the per-phone limit', () => {
  const shop = createShop(db);
  beforeEach(async () => {
    shop.reset();
    await seed({ scarf });
  });
  const aScarf = [line({ id: 'scarf', unitPrice: '800' })];
  const sameNumberTypedAnotherWay = { ...guestDetails, phone: '+254 712 345 678' };

  /** Expects the phone's next order refused, with nothing written and no units taken. */
  async function expectRefused(details: Record<string, string>) {
    const before = {
      orders: await countOf('orders'),
      movements: await countOf('stockMovements'),
      units: await stockOf('scarf'),
    };
    const sent = request(aScarf, details);
    await expect(place(sent)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: phoneLimitMessage,
    });
    expect((await db.collection('orders').doc(sent.checkoutId).get()).exists).toBe(false);
    expect((await db.collection('orderSecrets').doc(sent.checkoutId).get()).exists).toBe(false);
    expect({
      orders: await countOf('orders'),
      movements: await countOf('stockMovements'),
      units: await stockOf('scarf'),
    }).toEqual(before);
  }

  it(`refuses a fourth order holding units unpaid on one phone, saying so, and writes nothing`, async () => {
    expect(maxUnpaidHoldsPerPhone).toBe(3);
    placed(await place(request(aScarf)));
    placed(await place(request(aScarf, cashDetails)));
    placed(await place(request(aScarf)));
    await expectRefused(guestDetails);
    await expectRefused(sameNumberTypedAnotherWay);
    expect(phoneLimitMessage).toMatch(/already has 3 orders waiting for payment or delivery/);
    // Another number is not held back by this one's orders.
    placed(await place(request(aScarf, { ...guestDetails, phone: '0733 111 222' })));
  });

  // Transactions that contend retry with backoff: seconds on a busy machine.
  it('lets only three of five orders placed at once on one phone through', async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: 5 }, () => place(request(aScarf, cashDetails))),
    );
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [answer.reason] : [],
    );
    expect(refused).toHaveLength(2);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'resource-exhausted' });
    expect(await countOf('orders')).toBe(3);
    expect((await stockOf('scarf')).stock).toBe(37);
  }, 60_000);

  it('no longer counts an order once it is paid, failed, expired or cancelled', async () => {
    // Each prompt to a number of its own: one number takes at most three in ten minutes.
    let numbers = 0;
    const prompted = () => ({ ...guestDetails, mpesaPhone: `0722 000 ${100 + ++numbers}` });
    shop.mpesa('paid');
    const paid = placed(await shop.place(aScarf, prompted()));
    shop.mpesa('wrong-pin');
    const failed = placed(await shop.place(aScarf, prompted()));
    const cash = placed(await shop.place(aScarf, cashDetails));
    await expectRefused(guestDetails);

    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded', 'recorded']);
    expect(await stored(db, paid.id)).toMatchObject({ status: 'paid', unpaidHoldPhone: null });
    expect(await stored(db, failed.id)).toMatchObject({
      status: 'payment-failed',
      unpaidHoldPhone: null,
    });
    // Two free places: filled by two prompts nobody answers.
    const unanswered = [
      placed(await shop.place(aScarf, prompted())),
      placed(await shop.place(aScarf, prompted())),
    ];
    await expectRefused(guestDetails);

    shop.advance(holdMs + 1000);
    expect((await sweep(shop.context())).expired).toBe(3);
    for (const order of unanswered) {
      expect(await stored(db, order.id)).toMatchObject({
        status: 'expired',
        unpaidHoldPhone: null,
      });
    }
    placed(await shop.place(aScarf, cashDetails));
    placed(await shop.place(aScarf, cashDetails));
    await expectRefused(guestDetails);

    await cancelOrder(shop.context(), cash.id, { reason: 'Asked by phone.', by: null });
    expect(await stored(db, cash.id)).toMatchObject({ unpaidHoldPhone: null });
    placed(await shop.place(aScarf, cashDetails));
  });

  it('counts a failed order again when it is tried again, and refuses that past the limit', async () => {
    shop.mpesa('busy');
    const failed = placed(await shop.place(aScarf));
    expect(failed.status).toBe('payment-failed');
    shop.mpesa('paid');
    for (let order = 0; order < 3; order++) placed(await shop.place(aScarf, cashDetails));
    await expect(tryAgain(shop, failed.id)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: phoneLimitMessage,
    });
    expect(await stored(db, failed.id)).toMatchObject({
      status: 'payment-failed',
      stockHeld: false,
      unpaidHoldPhone: null,
    });
    expect((await stockOf('scarf')).stock).toBe(37);
    expect(await paymentsOf(db, failed.id)).toEqual([]);
  });
});

describe('what the owner reads', () => {
  const shop = createShop(db);
  beforeEach(() => shop.reset());

  it('holds no secret once the prompt is out: the push is kept with the token’s hash, apart', async () => {
    await seed({ jeans });
    const order = placed(await shop.place([twoJeans]));
    const [payment] = await paymentsOf(db, order.id);
    const document = await stored(db, order.id);
    expect(JSON.stringify(document)).not.toMatch(
      new RegExp(`accessTokenHash|checkoutRequestId|${payment?.id}|${accessToken}`),
    );
    const secrets = (await db.collection('orderSecrets').doc(order.id).get()).data();
    expect(secrets?.push.checkoutRequestId).toBe(payment?.id);
  });
});
