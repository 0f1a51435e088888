/**
 * Every writer that moves an order records the move in its own transaction
 * (functions/src/orders/order-moves.ts): the order's `queue` beside its position, and one History
 * event (`orders/{id}/events`) with its type, who made it (null for the shop's own code), when,
 * and where it left the order. The staff steps are in ../staff/order-steps.test.ts.
 */
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueOf } from '@model/order/queue';
import { sweep } from '../../src/mpesa/sweep';
import { cancelOrder } from '../../src/orders/cancel';
import { emulatorFirestore } from '../emulator-firestore';
import {
  createShop,
  eventsOf,
  eventTypesOf,
  holdMs,
  placed,
  pushIdOf,
  stored,
  successCallback,
  tryAgain,
} from '../mpesa/harness';
import { cashDetails, jeans, line } from './order-fixtures';
import { baraka } from '@testing/fixtures/staff';

const db = emulatorFirestore('demo-functions-order-history');
const shop = createShop(db);

beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const twoJeans = [line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 })];

/** The order's queue, position and event count as stored, and what its History says. */
async function recorded(orderId: string) {
  const order = await stored(db, orderId);
  const events = await eventsOf(db, orderId);
  return {
    queue: order.queue as unknown,
    position: { status: order.status as unknown, fulfilment: order.fulfilment as unknown },
    eventCount: order.eventCount as unknown,
    events: events.map(({ type, by, status, fulfilment, details }) => ({
      type,
      by,
      status,
      fulfilment,
      details,
    })),
    at: events.map((event) => event.at.toDate()),
  };
}

/** Checks the order's queue follows its position and its last event says where it stands. */
async function expectConsistent(orderId: string) {
  const { queue, position, eventCount, events } = await recorded(orderId);
  expect(queue).toBe(queueOf(position as never));
  expect(events).toHaveLength(eventCount as number);
  expect(events.at(-1)).toMatchObject(position);
}

describe('the History and queue every order writer records', () => {
  it('records placed, by the shop, for an M-Pesa order waiting in awaiting-payment', async () => {
    const order = placed(await shop.place(twoJeans));
    const { queue, eventCount, events, at } = await recorded(order.id);
    expect(queue).toBe('awaiting-payment');
    expect(eventCount).toBe(1);
    expect(events).toEqual([
      {
        type: 'placed',
        by: null,
        status: 'awaiting-payment',
        fulfilment: 'unfulfilled',
        details: {},
      },
    ]);
    expect(at).toEqual([shop.now()]);
  });

  it('records placed for a cash order, waiting in to-confirm', async () => {
    const order = placed(await shop.place(twoJeans, cashDetails));
    const { queue, events } = await recorded(order.id);
    expect(queue).toBe('to-confirm');
    expect(events).toMatchObject([{ type: 'placed', status: 'pending', by: null }]);
  });

  it('records paid, with the receipt, when the query settles the push: to-pack', async () => {
    const order = placed(await shop.place(twoJeans));
    shop.advance(60_000);
    shop.answerPrompts();
    expect(await shop.deliverCallbacks()).toEqual(['recorded']);
    const { queue, events, at } = await recorded(order.id);
    const { payment } = await stored(db, order.id);
    expect(queue).toBe('to-pack');
    expect(events.map((event) => event.type)).toEqual(['placed', 'paid']);
    expect(events[1]).toEqual({
      type: 'paid',
      by: null,
      status: 'paid',
      fulfilment: 'unfulfilled',
      details: { receipt: payment.receipt },
    });
    expect(at[1]).toEqual(shop.now());
  });

  it('records payment-failed with why when M-Pesa says no: closed', async () => {
    shop.mpesa('wrong-pin');
    const order = placed(await shop.place(twoJeans));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    const { queue, events } = await recorded(order.id);
    expect(queue).toBe('closed');
    expect(events.at(-1)).toEqual({
      type: 'payment-failed',
      by: null,
      status: 'payment-failed',
      fulfilment: 'unfulfilled',
      details: { reason: 'wrong-pin' },
    });
  });

  it('records payment-failed when M-Pesa refuses the prompt itself', async () => {
    shop.mpesa('busy');
    const order = placed(await shop.place(twoJeans));
    expect(await eventTypesOf(db, order.id)).toEqual(['placed', 'payment-failed']);
    expect((await recorded(order.id)).events[1]?.details).toEqual({ reason: 'busy' });
    await expectConsistent(order.id);
  });

  it('records payment-retried for Try again, back in awaiting-payment', async () => {
    shop.mpesa('busy');
    const order = placed(await shop.place(twoJeans));
    shop.mpesa('paid');
    await tryAgain(shop, order.id);
    expect(await eventTypesOf(db, order.id)).toEqual([
      'placed',
      'payment-failed',
      'payment-retried',
    ]);
    expect((await recorded(order.id)).queue).toBe('awaiting-payment');
    await expectConsistent(order.id);
  });

  it('records cash-chosen for a switch to cash on delivery: to-confirm', async () => {
    shop.mpesa('busy');
    const order = placed(await shop.place(twoJeans));
    await tryAgain(shop, order.id, 'cash');
    expect(await eventTypesOf(db, order.id)).toEqual(['placed', 'payment-failed', 'cash-chosen']);
    expect((await recorded(order.id)).queue).toBe('to-confirm');
    await expectConsistent(order.id);
  });

  it('records expired at the end of the hold: closed', async () => {
    shop.mpesa('no-callback');
    const order = placed(await shop.place(twoJeans));
    shop.advance(holdMs + 1000);
    expect((await sweep(shop.context())).expired).toBe(1);
    expect(await eventTypesOf(db, order.id)).toEqual(['placed', 'expired']);
    expect((await recorded(order.id)).queue).toBe('closed');
    await expectConsistent(order.id);
  });

  it('records cancelled with who and why, and for a paid order refund-due, flagging the order', async () => {
    const order = placed(await shop.place(twoJeans));
    shop.answerPrompts();
    await shop.deliverCallbacks();
    await cancelOrder(shop.context(), order.id, { reason: 'Out of stock.', by: baraka });
    const { queue, events } = await recorded(order.id);
    expect(queue).toBe('cancelled');
    expect(events.slice(2)).toEqual([
      {
        type: 'cancelled',
        by: baraka,
        status: 'cancelled',
        fulfilment: 'unfulfilled',
        details: { reason: 'Out of stock.' },
      },
      {
        type: 'refund-due',
        by: baraka,
        status: 'cancelled',
        fulfilment: 'unfulfilled',
        details: { reason: 'The order was cancelled after it was paid.' },
      },
    ]);
    expect(await stored(db, order.id)).toMatchObject({ payment: { refundDue: true } });
  });

  it('owes nothing on a cancelled order that was never paid', async () => {
    const order = placed(await shop.place(twoJeans, cashDetails));
    await cancelOrder(shop.context(), order.id, { reason: 'Asked by phone.', by: null });
    expect(await eventTypesOf(db, order.id)).toEqual(['placed', 'cancelled']);
    expect((await stored(db, order.id)).payment.refundDue).toBeUndefined();
  });

  it('records payment-failed and refund-due for money of the wrong amount, flagging the order', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const order = placed(await shop.place(twoJeans));
    const pushId = await pushIdOf(db, order.id);
    shop.answerPrompts();
    shop.callbacks.splice(0);
    const short = JSON.stringify(successCallback(pushId, order.total - 100, 'TXSHORT002'));
    expect(await shop.post(short)).toBe('refund-due');
    const { events, queue } = await recorded(order.id);
    expect(queue).toBe('closed');
    expect(events.slice(1)).toEqual([
      {
        type: 'payment-failed',
        by: null,
        status: 'payment-failed',
        fulfilment: 'unfulfilled',
        details: { reason: 'amount-mismatch' },
      },
      {
        type: 'refund-due',
        by: null,
        status: 'payment-failed',
        fulfilment: 'unfulfilled',
        details: { reason: expect.stringContaining(`KES ${order.total - 100}`) },
      },
    ]);
    expect(await stored(db, order.id)).toMatchObject({ payment: { refundDue: true } });
  });

  it('numbers the events in the order they were made, even within one instant', async () => {
    shop.mpesa('busy');
    const order = placed(await shop.place(twoJeans));
    await tryAgain(shop, order.id, 'cash');
    const events = await eventsOf(db, order.id);
    expect(events.map((event) => event.id)).toEqual([
      '0001-placed',
      '0002-payment-failed',
      '0003-cash-chosen',
    ]);
    // A manual clock: all three share one instant, and still list as they happened.
    expect(new Set(events.map((event) => event.at.toMillis())).size).toBe(1);
  });
});
