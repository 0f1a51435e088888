/**
 * The dashboard's day totals (functions/src/dashboard/daily-totals.ts) on the Firestore emulator,
 * through the real function bodies: each paid order adds its total and units once, whatever
 * M-Pesa sends again; a failed payment and an exchange add nothing paid; and after a seeded
 * random run of places, payments, steps, cancels, returns and refunds across Nairobi midnights,
 * the stored days equal a full recount from the orders and refunds.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MpesaOutcome } from '../../../mocks/backend/daraja/outcomes';
import { allowedActions, type FulfilmentStep, type OrderStatus } from '@model/order/status';
import type { ReturnView } from '@model/return/request';
import { recountDailyTotals, storedDailyTotals } from '../../src/dashboard/daily-totals';
import { sweep } from '../../src/mpesa/sweep';
import { markRefundedCall, refundByMpesaCall } from '../../src/refunds/refund-callables';
import { moveReturnCall, requestReturnCall } from '../../src/returns/return-callables';
import {
  cancelOrderCall,
  confirmOrderCall,
  deliverOrderCall,
  dispatchOrderCall,
  packOrderCall,
} from '../../src/staff/order-steps';
import { emulatorFirestore } from '../emulator-firestore';
import {
  createShop,
  holdMs,
  placed,
  queryAfterMs,
  startOfTest,
  stored,
  tryAgain,
} from '../mpesa/harness';
import {
  accessToken,
  cashDetails,
  guestDetails,
  jeans,
  line,
  scarf,
} from '../orders/order-fixtures';
import { asStaff, seedTeam } from '../staff/staff-fixtures';

const db = emulatorFirestore('demo-functions-daily-totals');
const shop = createShop(db);

const jeansIn = (size: string, quantity = 1) =>
  line({ id: 'jeans', size, colour: 'Black', quantity });
const oneScarf = line({ id: 'scarf', unitPrice: '800' });

let phones = 0;
/** Another phone each time: the per-phone limits never stand in the way. */
const nextPhone = () => `0722 ${String(100_000 + ++phones).slice(-6)}`;
const mpesaShopper = () => {
  const phone = nextPhone();
  return { ...guestDetails, phone, mpesaPhone: phone };
};
const cashShopper = () => ({ ...cashDetails, phone: nextPhone() });

let returnCount = 0;
const newReturnId = () => `DayReturn${String(++returnCount).padStart(11, '0')}`;

const steps = {
  confirm: confirmOrderCall,
  pack: packOrderCall,
  dispatch: dispatchOrderCall,
  deliver: deliverOrderCall,
  cancel: cancelOrderCall,
} as const;
type Step = keyof typeof steps;
const stepDetails: Readonly<Record<Step, object>> = {
  confirm: {},
  pack: {},
  dispatch: { courier: 'Rider Otieno' },
  deliver: {},
  cancel: { reason: 'The shopper asked to cancel.' },
};
const takeStep = (orderId: string, action: Step) =>
  steps[action](shop.context(), asStaff({ orderId, action, ...stepDetails[action] }));

const moveReturn = (asked: ReturnView, data: object) =>
  moveReturnCall(
    shop.context(),
    asStaff({ orderId: asked.orderId, returnId: asked.id, ...data }),
  ) as Promise<ReturnView>;

async function askReturn(
  orderId: string,
  wish: 'refund' | 'exchange',
  exchange: { size: string; colour: null } | null = null,
): Promise<ReturnView> {
  return (await requestReturnCall(shop.context(), {
    data: {
      orderId,
      accessToken,
      returnId: newReturnId(),
      wish,
      lines: [{ line: 0, quantity: 1, reason: 'wrong-size', exchange }],
    },
  })) as ReturnView;
}

const receiveAll = (asked: ReturnView) =>
  moveReturn(asked, {
    move: 'receive',
    lines: asked.lines.map(({ line, quantity }) => ({ line, resellable: quantity, damaged: 0 })),
  });

/** Every open refund made: by M-Pesa's reversal where it can be, else marked refunded. */
async function refundAllOpen(byMpesa: boolean) {
  const open = await db.collection('refunds').where('open', '==', true).get();
  for (const { id, data } of open.docs.map((doc) => ({ id: doc.id, data: doc.data() }))) {
    if (byMpesa && data.receipt && data.state === 'due') {
      await refundByMpesaCall(shop.context(), asStaff({ paymentId: id }));
    } else if (data.state === 'due') {
      await markRefundedCall(shop.context(), asStaff({ paymentId: id, reference: 'QK7 by hand' }));
    }
  }
  shop.answerPrompts();
  await shop.deliverReversalResults();
}

async function expectTotalsRecounted() {
  const stored = await storedDailyTotals(db);
  expect(stored).toEqual(await recountDailyTotals(db));
  return stored;
}

beforeEach(async () => {
  shop.reset();
  phones = 0;
  await seedTeam(db);
  await db
    .collection('products')
    .doc('jeans')
    .set({
      ...jeans,
      stock: 3000,
      variantStock: { '30|Black': 1000, '32|Black': 1000, '34|Black': 1000 },
      unavailableSizes: [],
    });
  await db
    .collection('products')
    .doc('scarf')
    .set({ ...scarf, stock: 1000 });
  vi.spyOn(logger, 'error').mockImplementation(() => {});
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The Nairobi day of the harness's first instant (06:00 UTC, 09:00 in Nairobi). */
const firstDay = '2025-03-01';

describe('a day’s totals', () => {
  it('take a paid order’s total and units once: per product, per size, a scarf of no size left out of sizes', async () => {
    const order = placed(
      await shop.place([jeansIn('32', 2), jeansIn('30'), oneScarf], mpesaShopper()),
    );
    shop.answerPrompts();
    const [callback] = shop.callbacks.splice(0);
    // Safaricom posts the callback twice at once, then once more: the order is paid once.
    const [first, second] = await Promise.all([shop.post(callback!), shop.post(callback!)]);
    expect([first, second]).toContain('recorded');
    expect(await shop.post(callback!)).toBe('duplicate');

    expect(await expectTotalsRecounted()).toEqual([
      {
        day: firstDay,
        placed: 1,
        paidOrders: 1,
        paid: order.total,
        refunded: 0,
        products: {
          jeans: { name: 'Slim Fit Jeans', units: 3 },
          scarf: { name: 'Kikoy Scarf', units: 1 },
        },
        sizes: { '30': 1, '32': 2 },
      },
    ]);
    expect(order.total).toBe(3 * 2500 + 800 + 300);
  });

  it('take an order paid by M-Pesa’s status query once, when its callback comes after', async () => {
    const order = placed(await shop.place([jeansIn('30')], mpesaShopper()));
    shop.answerPrompts();
    shop.advance(queryAfterMs);
    await sweep(shop.context());
    expect(await stored(db, order.id)).toMatchObject({
      status: 'paid',
      payment: { receipt: null },
    });
    // The callback brings the receipt: kept on the order, the order not paid again.
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    expect(await expectTotalsRecounted()).toEqual([
      expect.objectContaining({ day: firstDay, placed: 1, paidOrders: 1, paid: order.total }),
    ]);
  });

  it('take nothing paid for a failed payment: the order counts as placed only', async () => {
    shop.mpesa('insufficient-funds');
    placed(await shop.place([jeansIn('30')], mpesaShopper()));
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    expect(await expectTotalsRecounted()).toEqual([
      { day: firstDay, placed: 1, paidOrders: 0, paid: 0, refunded: 0, products: {}, sizes: {} },
    ]);
  });

  it('take a cash order as paid on the day it is delivered, its refund on the day it is made', async () => {
    const order = placed(await shop.place([jeansIn('34')], cashShopper()));
    for (const action of ['confirm', 'pack', 'dispatch'] as const) await takeStep(order.id, action);
    // Delivered after midnight in Nairobi (21:00 UTC): paid on the next day.
    shop.advance(16 * 60 * 60_000);
    await takeStep(order.id, 'deliver');
    const asked = await askReturn(order.id, 'refund');
    await moveReturn(asked, { move: 'approve' });
    await receiveAll(asked);
    await moveReturn(asked, { move: 'refund' });
    // Refunded a day later: 01:00 in Nairobi, on the day after.
    shop.advance(24 * 60 * 60_000);
    await refundAllOpen(false);

    expect(await expectTotalsRecounted()).toEqual([
      { day: firstDay, placed: 1, paidOrders: 0, paid: 0, refunded: 0, products: {}, sizes: {} },
      {
        day: '2025-03-02',
        placed: 0,
        paidOrders: 1,
        paid: order.total,
        refunded: 0,
        products: { jeans: { name: 'Slim Fit Jeans', units: 1 } },
        sizes: { '34': 1 },
      },
      {
        day: '2025-03-03',
        placed: 0,
        paidOrders: 0,
        paid: 0,
        refunded: 2500,
        products: {},
        sizes: {},
      },
    ]);
  });

  it('take back a cancelled order’s refund, but not money that came for an expired order', async () => {
    const kept = placed(await shop.place([jeansIn('30')], mpesaShopper()));
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    // Another shopper pays after the hold ran out: the money is owed back, never a sale.
    const late = placed(await shop.place([jeansIn('32')], mpesaShopper()));
    shop.advance(holdMs);
    expect((await sweep(shop.context())).expired).toBe(1);
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['refund-due']);
    await takeStep(kept.id, 'cancel');
    await refundAllOpen(true);
    const refunds = await db.collection('refunds').where('state', '==', 'refunded').get();
    expect(refunds.size).toBe(2);

    expect(await expectTotalsRecounted()).toEqual([
      {
        day: firstDay,
        placed: 2,
        paidOrders: 1,
        paid: kept.total,
        refunded: kept.total,
        products: { jeans: { name: 'Slim Fit Jeans', units: 1 } },
        sizes: { '30': 1 },
      },
    ]);
    expect(late.total).toBe(kept.total);
  });

  it('take nothing for an exchange sent for a return: it is neither placed nor paid', async () => {
    const order = placed(await shop.place([jeansIn('32')], cashShopper()));
    for (const action of ['confirm', 'pack', 'dispatch', 'deliver'] as const) {
      await takeStep(order.id, action);
    }
    const before = await expectTotalsRecounted();
    const asked = await askReturn(order.id, 'exchange', { size: '30', colour: null });
    await moveReturn(asked, { move: 'approve' });
    await receiveAll(asked);
    const sent = await moveReturn(asked, { move: 'send-exchange' });
    expect(sent).toMatchObject({ step: 'exchange-sent' });

    expect(await expectTotalsRecounted()).toEqual(before);
    expect(before).toEqual([
      expect.objectContaining({ day: firstDay, placed: 1, paidOrders: 1, paid: order.total }),
    ]);
  });
});

/** mulberry32: a small seeded generator, so a failing run can be run again exactly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Tracked {
  id: string;
  status: OrderStatus;
  fulfilment: FulfilmentStep;
  confirmed: boolean;
  /** Its first line's size: an exchange for a return asks for another. */
  size: string;
  /** An exchange sent for a return: neither placed nor paid. */
  exchange: boolean;
  returned: boolean;
  /** Until when its hold lasts, in ms; null for one that holds nothing unpaid. */
  holdsUntil: number | null;
}

const seed = 20_251_129;
const operations = 200;

describe(`after ${operations} random moves of money (seed ${seed})`, () => {
  it('the stored day totals equal a full recount of the orders and refunds', async () => {
    const random = seeded(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const orders = new Map<string, Tracked>();
    const returns: ReturnView[] = [];

    /** Reads again where every tracked order stands: one batched read. */
    async function refresh() {
      if (orders.size === 0) return;
      const read = await db.getAll(
        ...[...orders.keys()].map((id) => db.collection('orders').doc(id)),
      );
      for (const snapshot of read) {
        const order = orders.get(snapshot.id)!;
        order.status = snapshot.get('status') as OrderStatus;
        order.fulfilment = snapshot.get('fulfilment') as FulfilmentStep;
        order.confirmed = snapshot.get('confirmation') !== undefined;
        order.holdsUntil = (snapshot.get('expiresAt') as Timestamp | undefined)?.toMillis() ?? null;
      }
    }
    const track = (id: string, size: string, exchange = false) =>
      orders.set(id, {
        id,
        status: 'pending',
        fulfilment: 'unfulfilled',
        confirmed: false,
        size,
        exchange,
        returned: false,
        holdsUntil: null,
      });
    const outcomes: MpesaOutcome[] = ['paid', 'paid', 'paid', 'cancelled', 'no-callback'];
    const sizes = ['30', '32', '34'];
    /** A basket and the size of its jeans. */
    const basket = () => {
      const size = pick(sizes);
      return {
        size,
        lines: random() < 0.3 ? [jeansIn(size, 2), oneScarf] : [jeansIn(size)],
      };
    };

    const moves: Record<string, () => Promise<unknown>> = {
      async placeByMpesa() {
        shop.mpesa(pick(outcomes));
        const { size, lines } = basket();
        track(placed(await shop.place(lines, mpesaShopper())).id, size);
      },
      async placeCash() {
        const { size, lines } = basket();
        track(placed(await shop.place(lines, cashShopper())).id, size);
      },
      /** Safaricom posts one waiting callback, now and then twice. */
      async callback() {
        shop.answerPrompts();
        const waiting = shop.callbacks;
        if (waiting.length === 0) return;
        const [body] = waiting.splice(Math.floor(random() * waiting.length), 1);
        await shop.post(body!);
        if (random() < 0.25) expect(await shop.post(body!)).toBe('duplicate');
      },
      async orderStep() {
        const ready = [...orders.values()].flatMap((order) =>
          allowedActions(order)
            .filter((action) => action !== 'cancel')
            .map((action) => [order.id, action] as const),
        );
        if (ready.length > 0) await takeStep(...pick(ready));
      },
      async cancel() {
        const cancellable = [...orders.values()].filter((order) =>
          allowedActions(order).includes('cancel'),
        );
        if (cancellable.length > 0) await takeStep(pick(cancellable).id, 'cancel');
      },
      async tryAgain() {
        // Try again is offered while the failed order still holds its units.
        const failed = [...orders.values()].filter(
          (order) =>
            order.status === 'payment-failed' &&
            order.holdsUntil !== null &&
            order.holdsUntil > shop.now().getTime(),
        );
        if (failed.length === 0) return;
        shop.mpesa(pick(outcomes));
        await tryAgain(shop, pick(failed).id, nextPhone());
      },
      async returnStep() {
        const open = returns.filter((asked) => asked.open && !asked.refund);
        const delivered = [...orders.values()].filter(
          (order) =>
            order.status === 'paid' &&
            order.fulfilment === 'delivered' &&
            !order.returned &&
            !order.exchange,
        );
        if (open.length > 0 && (delivered.length === 0 || random() < 0.6)) {
          const asked = pick(open);
          const next =
            asked.step === 'requested'
              ? moveReturn(asked, { move: 'approve' })
              : asked.step === 'approved'
                ? receiveAll(asked)
                : moveReturn(asked, {
                    move: asked.wish === 'exchange' ? 'send-exchange' : 'refund',
                  });
          const moved = await next;
          returns[returns.indexOf(asked)] = moved;
          const sent = moved.exchangeOrder;
          if (sent) track(sent.id, moved.lines[0]!.exchange!.size!, true);
          shop.answerPrompts();
          await shop.deliverReversalResults();
        } else if (delivered.length > 0) {
          const order = pick(delivered);
          order.returned = true;
          const other = sizes.filter((size) => size !== order.size);
          returns.push(
            random() < 0.3
              ? await askReturn(order.id, 'exchange', { size: pick(other), colour: null })
              : await askReturn(order.id, 'refund'),
          );
        }
      },
      async refund() {
        await refundAllOpen(random() < 0.5);
      },
      async sweep() {
        await sweep(shop.context());
      },
    };
    const weighted: Array<[keyof typeof moves, number]> = [
      ['placeByMpesa', 16],
      ['placeCash', 8],
      ['callback', 16],
      ['orderStep', 22],
      ['cancel', 5],
      ['tryAgain', 3],
      ['returnStep', 14],
      ['refund', 6],
      ['sweep', 4],
    ];
    const weights = weighted.reduce((sum, [, weight]) => sum + weight, 0);
    const choose = () => {
      let left = random() * weights;
      for (const [name, weight] of weighted) {
        left -= weight;
        if (left < 0) return name;
      }
      return weighted[0]![0];
    };

    const made: string[] = [];
    for (let operation = 0; operation < operations; operation++) {
      const name = choose();
      made.push(name);
      await moves[name]!();
      await refresh();
      // 0 to 40 minutes between moves: some 66 hours, past three Nairobi midnights (21:00 UTC).
      shop.advance(Math.floor(random() * 40) * 60_000);
    }

    const stored = await expectTotalsRecounted();
    const elapsed = shop.now().getTime() - startOfTest.getTime();
    expect(elapsed).toBeGreaterThan(2 * 24 * 60 * 60_000);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    // The run did what it was meant to: money in, money out, on several days.
    const sum = (field: 'placed' | 'paidOrders' | 'refunded') =>
      stored.reduce((total, day) => total + day[field], 0);
    const exchanges = [...orders.values()].filter((order) => order.exchange).length;
    expect(exchanges).toBeGreaterThan(0);
    expect(sum('placed')).toBe(orders.size - exchanges);
    expect(sum('paidOrders')).toBeGreaterThan(10);
    expect(sum('refunded')).toBeGreaterThan(0);
    expect(new Set(made).size).toBe(weighted.length);
  }, 120_000);
});
