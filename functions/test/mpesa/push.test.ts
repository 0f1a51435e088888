/**
 * The M-Pesa prompt (functions/src/mpesa/push.ts) on the Firestore emulator, through the Daraja
 * stand-in: one record per push, written before anything may answer it; never a second prompt
 * while the last is not final; a refused push told apart by why, with the order's units back.
 */
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions';
import { placeOrderCall } from '../../src/orders/order-callables';
import type { CallbackEffect } from '../../src/mpesa/callback';
import type { DarajaClient } from '../../src/mpesa/daraja';
import { earlierPromptOpen } from '@model/order/refusals';
import { startPayment } from '../../src/mpesa/push';
import { sweep } from '../../src/mpesa/sweep';
import { placeOrder } from '../../src/orders/place-order';
import { emulatorFirestore } from '../emulator-firestore';
import { jeans, line, request } from '../orders/order-fixtures';
import {
  createShop,
  holdMs,
  movementsOf,
  paymentsOf,
  placed,
  pushIdOf,
  queryAfterMs,
  secretsOf,
  startOfTest,
  stored,
  tryAgain,
  unitsOf,
  type Shop,
} from './harness';

const db = emulatorFirestore('demo-functions-mpesa-push');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });

/** Places the two jeans as a guest with M-Pesa, the first prompt sent through `daraja`. */
async function placeWith(daraja: DarajaClient) {
  const response = await placeOrderCall(shop.context({ daraja }), { data: request([twoJeans]) });
  return placed(response);
}

/** Daraja refusing every STK push with its own error, as Safaricom words it. */
function refusingPushes(target: Shop, status: number, errorMessage: string): DarajaClient {
  return target.client({
    fetch: async (input, init) => {
      const sent = new Request(input, init);
      if (new URL(sent.url).pathname.endsWith('/stkpush/v1/processrequest')) {
        const refusal = { requestId: '12345-67890123-1', errorCode: '400.002.02', errorMessage };
        return Response.json(refusal, { status });
      }
      return (
        (await getResponse(target.standIn.handlers, sent)) ?? new Response(null, { status: 404 })
      );
    },
  });
}

describe('one record per push', () => {
  it('records a push Daraja accepted before any answer can arrive', async () => {
    const order = placed(await shop.place([twoJeans]));
    // Nothing was answered yet: the shopper has not touched the prompt.
    expect(shop.pendingCallbacks()).toEqual([]);
    const [push] = shop.standIn.control.pushes();
    expect(await pushIdOf(db, order.id)).toBe(push?.checkoutRequestId);
    const payments = await paymentsOf(db, order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      id: push?.checkoutRequestId,
      orderId: order.id,
      phone: '254722000111',
      amount: order.total,
      state: 'pending',
      callback: null,
      receipt: null,
      queries: 0,
      refundDue: false,
    });
    expect((payments[0]?.nextQueryAt as { toMillis(): number }).toMillis()).toBe(
      startOfTest.getTime() + queryAfterMs,
    );
  });

  it('settles a callback that overtakes the record of its push: the callback makes the record', async () => {
    const stand = shop.client();
    let delivered: Promise<CallbackEffect> | undefined;
    // The callback is posted and handled the moment Daraja accepts the push, before its answer.
    const racing: DarajaClient = {
      ...stand,
      stkQuery: (id) => stand.stkQuery(id),
      async stkPush(push) {
        const answer = await stand.stkPush(push);
        shop.answerPrompts();
        const [body = ''] = shop.callbacks.splice(0);
        delivered = shop.post(body);
        await delivered;
        return answer;
      },
    };
    const order = placed(
      await placeOrderCall(shop.context({ daraja: racing }), { data: request([twoJeans]) }),
    );
    expect(await delivered).toBe('recorded');
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
    const payments = await paymentsOf(db, order.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ state: 'paid', attempt: 1, orderId: order.id });
  });
});

describe('no new prompt while an earlier push of the same order is not final by the status query', () => {
  it('refuses a second prompt while the first is pending, and while its query fails (unknown)', async () => {
    const order = placed(await shop.place([twoJeans]));
    await expect(startPayment(shop.context(), order.id)).rejects.toThrow(earlierPromptOpen);

    shop.advance(queryAfterMs);
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const unreachable = shop.client({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await sweep(shop.context({ daraja: unreachable }));
    expect((await paymentsOf(db, order.id))[0]).toMatchObject({ state: 'unknown' });
    await expect(startPayment(shop.context(), order.id)).rejects.toThrow(earlierPromptOpen);
    expect(shop.standIn.control.pushes()).toHaveLength(1);
  });

  it('never sends two prompts for one order at once: two starts together send one', async () => {
    // Placed without its first prompt, so both starts find the order unprompted.
    const response = await placeOrder({
      ...shop.context(),
      uid: null,
      request: request([twoJeans]),
    });
    const order = placed(response);
    const starts = await Promise.allSettled([
      startPayment(shop.context(), order.id),
      startPayment(shop.context(), order.id),
    ]);
    expect(starts.map((start) => start.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(starts.find((start) => start.status === 'rejected')).toMatchObject({
      reason: { message: earlierPromptOpen },
    });
    expect(shop.standIn.control.pushes()).toHaveLength(1);
    expect(await paymentsOf(db, order.id)).toHaveLength(1);
  });
});

describe('push refusals told apart, units given back in every refused case', () => {
  const refusals = [
    {
      refusal: 'busy',
      failure: 'busy',
      daraja: () => (shop.mpesa('busy'), shop.client()),
    },
    {
      refusal: 'invalid-phone',
      failure: 'invalid-phone',
      daraja: () => refusingPushes(shop, 400, 'Bad Request - Invalid PhoneNumber'),
    },
    {
      // Daraja's own answer that it is down: it says it did nothing. (An outage page from a
      // gateway in front of it says nothing of the kind: the prompt may be out,
      // ./lost-answer.test.ts.)
      refusal: 'unavailable',
      failure: 'unavailable',
      daraja: () => (shop.mpesa('unavailable'), shop.client()),
    },
    {
      // The shop's own settings are wrong: the stand-in refuses a password of another passkey.
      refusal: 'misconfigured',
      failure: 'unavailable',
      daraja: () => shop.client({ passkey: 'not-the-shops-passkey' }),
    },
    {
      refusal: 'invalid-amount',
      failure: 'failed',
      daraja: () => refusingPushes(shop, 400, 'Bad Request - Invalid Amount'),
    },
  ] as const;

  it.each(refusals)(
    'a push refused as $refusal fails the order ($failure), gives its units back and clears its claim; Try again works',
    async ({ refusal, failure, daraja }) => {
      const loggedError = vi.spyOn(logger, 'error').mockImplementation(() => {});
      const order = await placeWith(daraja());
      expect(order).toMatchObject({ status: 'payment-failed', payment: { failure } });
      expect(await stored(db, order.id)).toMatchObject({
        status: 'payment-failed',
        payment: { failure },
        stockHeld: false,
        unpaidHoldPhone: null,
      });
      expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
      expect(await movementsOf(db, order.id)).toEqual([
        ['order-placed', -2],
        ['payment-failed', 2],
      ]);
      // No CheckoutRequestID came back, so there is no push to record or wait on.
      expect(await paymentsOf(db, order.id)).toEqual([]);
      expect((await secretsOf(db, order.id)).push).toEqual({
        checkoutRequestId: null,
        requestedAt: null,
        attempt: 1,
      });
      // Only the shop's own setup is an error for staff: the shopper cannot fix it.
      if (refusal === 'misconfigured') {
        expect(loggedError).toHaveBeenCalledWith(
          expect.stringContaining('refused'),
          expect.objectContaining({ orderId: order.id, reason: 'misconfigured' }),
        );
      } else {
        expect(loggedError).not.toHaveBeenCalled();
      }

      shop.mpesa('paid');
      expect(await tryAgain(shop, order.id)).toMatchObject({
        status: 'awaiting-payment',
        payment: { failure: null },
      });
      expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(1);
      expect(await paymentsOf(db, order.id)).toMatchObject([{ state: 'pending' }]);
      shop.answerPrompts();
      expect(await shop.deliverCallbacks()).toEqual(['recorded']);
      expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
    },
  );

  it('a refused Try again gives the units it took back again', async () => {
    shop.mpesa('wrong-pin');
    const order = placed(await shop.place([twoJeans]));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    shop.mpesa('busy');
    expect(await tryAgain(shop, order.id)).toMatchObject({
      status: 'payment-failed',
      payment: { failure: 'busy' },
    });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
    expect(await movementsOf(db, order.id)).toEqual([
      ['order-placed', -2],
      ['payment-failed', 2],
      ['payment-failed', 2],
      ['payment-retried', -2],
    ]);
    // The hold runs out later all the same: nothing more goes back.
    shop.advance(holdMs);
    expect((await sweep(shop.context())).expired).toBe(1);
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
  });
});
