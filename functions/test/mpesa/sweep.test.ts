/**
 * The scheduled sweep (functions/src/mpesa/sweep.ts) on the Firestore emulator, through the
 * Daraja stand-in: pushes still pending after the query delay are asked about, a query that fails
 * or has no answer leaves the push unknown (never failed) and asks again with backoff, and an order
 * unpaid at the end of its hold is expired, its units back once, unless a last query finds it paid.
 */
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DarajaClient } from '../../src/mpesa/daraja';
import { maxQueries, queryBackoffMs } from '../../src/mpesa/payment-record';
import { promptLifetimeMs } from '../../src/mpesa/payment-context';
import { sweep } from '../../src/mpesa/sweep';
import { emulatorFirestore } from '../emulator-firestore';
import { jeans, line } from '../orders/order-fixtures';
import {
  createShop,
  holdMs,
  movementsOf,
  paymentsOf,
  placed,
  queryAfterMs,
  stored,
  unitsOf,
} from './harness';

const db = emulatorFirestore('demo-functions-mpesa-sweep');
const shop = createShop(db);
beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });

/** The order's one push as stored, its next query as milliseconds from now. */
async function pushOf(orderId: string) {
  const [payment] = await paymentsOf(db, orderId);
  const next = payment?.nextQueryAt as { toMillis(): number } | undefined;
  return { ...payment, dueIn: next ? next.toMillis() - shop.now().getTime() : null };
}

/** A Daraja nobody can reach: every call fails as `unavailable`. */
const unreachable = () =>
  shop.client({ fetch: () => Promise.reject(new TypeError('fetch failed')) });

describe('a scheduled function queries pushes still pending after the query delay', () => {
  it('settles a push whose callback never came, once its query is due', async () => {
    shop.mpesa('no-callback');
    const order = placed(await shop.place([twoJeans]));
    shop.answerPrompts();
    shop.advance(queryAfterMs - 1000);
    expect((await sweep(shop.context())).queried).toEqual({});
    shop.advance(1000);
    expect((await sweep(shop.context())).queried).toEqual({ recorded: 1 });
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
    expect(await pushOf(order.id)).toMatchObject({ state: 'paid', dueIn: null });
  });

  it('a push with no answer stays pending, then unknown past the prompt’s life: not failed', async () => {
    const order = placed(await shop.place([twoJeans]));
    shop.advance(queryAfterMs);
    expect((await sweep(shop.context())).queried).toEqual({ pending: 1 });
    expect(await pushOf(order.id)).toMatchObject({ state: 'pending', queries: 1, dueIn: 15_000 });

    shop.advance(promptLifetimeMs);
    expect((await sweep(shop.context())).queried).toEqual({ unknown: 1 });
    expect(await pushOf(order.id)).toMatchObject({ state: 'unknown', queries: 2 });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'awaiting-payment',
      payment: { failure: null },
      stockHeld: true,
    });
  });

  it('a query error stays unknown and is asked again with growing backoff, never failed', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const order = placed(await shop.place([twoJeans]));
    shop.answerPrompts();
    shop.advance(queryAfterMs);
    const offline = shop.context({ daraja: unreachable() });
    for (const [queries, backoff] of [
      [1, 15_000],
      [2, 30_000],
      [3, 60_000],
      [4, 120_000],
    ] as const) {
      expect((await sweep(offline)).queried).toEqual({ unknown: 1 });
      expect(await pushOf(order.id)).toMatchObject({ state: 'unknown', queries, dueIn: backoff });
      // Not asked again before it is due.
      shop.advance(backoff - 1);
      expect((await sweep(offline)).queried).toEqual({});
      shop.advance(1);
    }
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining('query failed'),
      expect.objectContaining({ checkoutRequestId: (await pushOf(order.id)).id }),
    );
    expect(await stored(db, order.id)).toMatchObject({ status: 'awaiting-payment' });

    // M-Pesa answers again: the push the shopper paid is paid.
    expect((await sweep(shop.context())).queried).toEqual({ recorded: 1 });
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
  });

  it('leaves a push unsettled for staff after its last query, and asks no more', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    shop.mpesa('no-callback');
    const order = placed(await shop.place([twoJeans]));
    shop.advance(queryAfterMs);
    for (let asked = 1; asked < maxQueries; asked++) {
      await sweep(shop.context({ daraja: unreachable() }));
      expect(await pushOf(order.id)).toMatchObject({ state: 'unknown', queries: asked });
      shop.advance(queryBackoffMs(asked));
    }
    expect((await sweep(shop.context({ daraja: unreachable() }))).queried).toEqual({
      unsettled: 1,
    });
    expect(await pushOf(order.id)).toMatchObject({
      state: 'unsettled',
      queries: maxQueries,
      dueIn: null,
      listed: true,
    });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('unsettled'),
      expect.objectContaining({ orderId: order.id }),
    );
    shop.advance(24 * 60 * 60_000);
    expect((await sweep(shop.context())).queried).toEqual({});
  });

  it('backs off from 15 s, doubling, to at most 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(queryBackoffMs)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
  });
});

describe('a Daraja that hangs cannot keep units held', () => {
  it('expires every hold past its time first, and asks Daraja only within the budget', async () => {
    shop.mpesa('no-callback');
    const orders = [];
    for (let placedOrders = 0; placedOrders < 3; placedOrders++) {
      orders.push(placed(await shop.place([line({ id: 'jeans', size: '32', colour: 'Black' })])));
    }
    shop.advance(holdMs);
    const stand = shop.client();
    const hanging: DarajaClient = {
      ...stand,
      stkQuery: () => new Promise(() => {}),
    };
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const report = await sweep(shop.context({ daraja: hanging }), {
      budgetMs: 200,
      concurrency: 2,
    });
    expect(report).toEqual({ expired: 3, queried: {}, deferred: 3, failures: 0 });
    for (const order of orders) {
      expect(await stored(db, order.id)).toMatchObject({ status: 'expired', stockHeld: false });
    }
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
    // The next run asks them again: money that came after its order ended goes back.
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    shop.answerPrompts();
    expect((await sweep(shop.context())).queried).toEqual({ 'refund-due': 3 });
  });
});

describe('an order unpaid at the end of its hold becomes expired and gives its units back', () => {
  it('expires an order whose prompt was never answered, after a last query, its push unknown', async () => {
    const order = placed(await shop.place([twoJeans]));
    shop.advance(holdMs - 1);
    expect((await sweep(shop.context())).expired).toBe(0);
    shop.advance(1);
    expect((await sweep(shop.context())).expired).toBe(1);
    expect(await stored(db, order.id)).toMatchObject({
      status: 'expired',
      stockHeld: false,
      unpaidHoldPhone: null,
    });
    expect(await movementsOf(db, order.id)).toEqual([
      ['order-expired', 2],
      ['order-placed', -2],
    ]);
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
    expect(await pushOf(order.id)).toMatchObject({ state: 'unknown' });
  });

  it('expires at the end of its hold without asking Daraja; a payment that comes after is owed back', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    shop.mpesa('no-callback');
    const order = placed(await shop.place([twoJeans]));
    // Asked just before the hold ends: no answer yet, and the next query is due after it.
    shop.advance(holdMs - 10_000);
    await sweep(shop.context());
    expect(await pushOf(order.id)).toMatchObject({ state: 'unknown', dueIn: 15_000 });
    shop.answerPrompts();
    shop.advance(10_000);

    expect(await sweep(shop.context())).toEqual({
      expired: 1,
      queried: {},
      deferred: 0,
      failures: 0,
    });
    expect(await stored(db, order.id)).toMatchObject({ status: 'expired', stockHeld: false });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);

    shop.advance(5_000);
    expect((await sweep(shop.context())).queried).toEqual({ 'refund-due': 1 });
    expect(await stored(db, order.id)).toMatchObject({
      status: 'expired',
      payment: { refundDue: true },
      refund: { due: order.total },
    });
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
  });

  it('gives the units back exactly once, however many sweeps end the hold', async () => {
    const order = placed(await shop.place([twoJeans]));
    shop.advance(holdMs);
    const together = await Promise.all([sweep(shop.context()), sweep(shop.context())]);
    expect(together.map((report) => report.expired).sort()).toEqual([0, 1]);
    expect((await sweep(shop.context())).expired).toBe(0);
    expect(await stored(db, order.id)).toMatchObject({ status: 'expired' });
    expect(await movementsOf(db, order.id)).toEqual([
      ['order-expired', 2],
      ['order-placed', -2],
    ]);
    expect(await unitsOf(db, 'jeans')).toMatchObject({ stock: 5, variantStock: { '32|Black': 3 } });
  });

  it('expires a failed order at the end of its hold without giving its units back twice', async () => {
    shop.mpesa('busy');
    const order = placed(await shop.place([twoJeans]));
    expect(order).toMatchObject({ status: 'payment-failed' });
    shop.advance(holdMs);
    expect((await sweep(shop.context())).expired).toBe(1);
    expect(await stored(db, order.id)).toMatchObject({ status: 'expired' });
    expect(await movementsOf(db, order.id)).toEqual([
      ['order-placed', -2],
      ['payment-failed', 2],
    ]);
    expect((await unitsOf(db, 'jeans')).variantStock['32|Black']).toBe(3);
  });

  it('leaves a paid order alone at the end of its hold', async () => {
    const order = placed(await shop.place([twoJeans]));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    shop.advance(holdMs);
    expect(await sweep(shop.context())).toEqual({
      queried: {},
      expired: 0,
      deferred: 0,
      failures: 0,
    });
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid', stockHeld: true });
  });
});
