/**
 * The shopper's texts about their order, sent by the writers that move it: queued in the move's
 * transaction, once per order and event, and sent through the Africa's Talking stand-in
 * (mocks/backend/sms, what `GET /__qa/sms` lists) after it commits; a failed send is retried by
 * the sweep and never holds up the order. The staff steps' texts are in
 * ../staff/order-steps.test.ts.
 */
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderText } from '@model/order/messages';
import { placeOrderCall } from '../../src/orders/order-callables';
import { cancelOrder } from '../../src/orders/cancel';
import { SmsError, type SmsClient } from '../../src/sms/africas-talking';
import { firstRetryMs, notificationsCollection, sendDueTexts } from '../../src/sms/outbox';
import { shopName } from '../../src/shop-config';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, placed, stored, tryAgain } from '../mpesa/harness';
import { cashDetails, jeans, line, request } from '../orders/order-fixtures';

const db = emulatorFirestore('demo-functions-order-texts');
const shop = createShop(db);

beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const twoJeans = [line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 })];
/** The delivery phone of the fixtures' details, as the order keeps it and texts go. */
const deliveryPhone = '+254712345678';

/** The texts the stand-in took, without the time it took them. */
const texts = () => shop.texts().map(({ to, message }) => ({ to, message }));

async function outbox() {
  const found = await db.collection(notificationsCollection).get();
  return found.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown>);
}

/** An Africa's Talking that is down: every send fails, worth another try. */
const down: SmsClient = {
  send: () => Promise.reject(new SmsError('Africa’s Talking answered 503', true, null, 503)),
};

describe('the texts an order’s moves send', () => {
  it('texts a cash order’s delivery phone once it is placed, with the total to have ready', async () => {
    const order = placed(await shop.place(twoJeans, cashDetails));
    expect(texts()).toEqual([
      {
        to: deliveryPhone,
        message: orderText(shopName, {
          event: 'cash-confirmed',
          orderNumber: order.number,
          total: order.total,
        }),
      },
    ]);
    expect(await outbox()).toEqual([
      expect.objectContaining({ id: `${order.id}-cash-confirmed`, state: 'sent', attempts: 1 }),
    ]);
  });

  it('texts an M-Pesa order only once it is paid', async () => {
    const order = placed(await shop.place(twoJeans));
    expect(texts()).toEqual([]);
    shop.answerPrompts();
    await shop.deliverCallbacks();
    expect(texts()).toEqual([
      {
        to: deliveryPhone,
        message: orderText(shopName, {
          event: 'paid',
          orderNumber: order.number,
          total: order.total,
        }),
      },
    ]);
  });

  it('texts nothing when the payment fails', async () => {
    shop.mpesa('insufficient-funds');
    placed(await shop.place(twoJeans));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    expect(texts()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('texts a switch to cash on delivery what to have ready', async () => {
    shop.mpesa('busy');
    const order = placed(await shop.place(twoJeans));
    await tryAgain(shop, order.id, 'cash');
    expect(texts()).toEqual([
      {
        to: deliveryPhone,
        message: orderText(shopName, {
          event: 'cash-confirmed',
          orderNumber: order.number,
          total: order.total,
        }),
      },
    ]);
  });

  it('texts a cancellation with its reason', async () => {
    const order = placed(await shop.place(twoJeans, cashDetails));
    await cancelOrder(shop.context(), order.id, { reason: 'Out of stock.', by: null });
    expect(texts().at(-1)).toEqual({
      to: deliveryPhone,
      message: orderText(shopName, {
        event: 'cancelled',
        orderNumber: order.number,
        reason: 'Out of stock.',
      }),
    });
  });

  it('sends one text per order and event, however often the payment is settled', async () => {
    const order = placed(await shop.place(twoJeans));
    shop.answerPrompts();
    const [callback] = shop.callbacks;
    await shop.deliverCallbacks();
    shop.callbacks.push(callback ?? '', callback ?? '');
    expect(await shop.deliverCallbacks()).toEqual(['duplicate', 'duplicate']);
    expect(texts()).toHaveLength(1);
    expect((await outbox()).map((text) => text.id)).toEqual([`${order.id}-paid`]);
  });

  it('leaves a failed send to the sweep, the order moved all the same, and sends it then', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const order = placed(
      await placeOrderCall(shop.context({ sms: down }), { data: request(twoJeans, cashDetails) }),
    );
    const moved = await stored(db, order.id);
    expect(moved).toMatchObject({ status: 'pending', queue: 'to-confirm', stockHeld: true });
    expect(texts()).toEqual([]);
    expect(await outbox()).toEqual([
      expect.objectContaining({ state: 'queued', attempts: 1, lastError: expect.any(String) }),
    ]);

    shop.advance(firstRetryMs);
    const sweep = await sendDueTexts({ db, sms: shop.context().sms, now: shop.now });
    expect(sweep).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(texts()).toEqual([
      {
        to: deliveryPhone,
        message: orderText(shopName, {
          event: 'cash-confirmed',
          orderNumber: order.number,
          total: order.total,
        }),
      },
    ]);
    expect(await stored(db, order.id)).toEqual(moved);
  });
});
