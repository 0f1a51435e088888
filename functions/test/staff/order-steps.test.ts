/**
 * The back office's order steps (functions/src/staff/order-steps.ts) on the Firestore emulator:
 * every action from every position, allowed or refused as the model's table says
 * (model/order/status.ts); each move stored with its queue and recorded with the member who
 * made it; dispatching and cancelling texting the shopper once, through the SMS stand-in.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderText } from '@model/order/messages';
import { queueOf } from '@model/order/queue';
import {
  afterAction,
  allows,
  fulfilmentSteps,
  orderActions,
  orderStatuses,
  type OrderAction,
  type OrderPosition,
  type OrderStatus,
  type FulfilmentStep,
} from '@model/order/status';
import {
  cancelOrderCall,
  confirmOrderCall,
  deliverOrderCall,
  dispatchOrderCall,
  packOrderCall,
} from '../../src/staff/order-steps';
import { type Call } from '../../src/core/call';
import type { OrderContext } from '../../src/core/context';
import { shopName } from '../../src/shop-config';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, eventsOf, placed, stored, unitsOf } from '../mpesa/harness';
import { cashDetails, jeans, line } from '../orders/order-fixtures';
import { asStaff, callAs, seedTeam } from './staff-fixtures';
import { baraka } from '@testing/fixtures/staff';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';

const db = emulatorFirestore('demo-functions-staff-steps');
const shop = createShop(db);

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db.collection('products').doc('jeans').set(jeans);
});

const callables: Record<OrderAction, (context: OrderContext, call: Call) => Promise<unknown>> = {
  confirm: confirmOrderCall,
  pack: packOrderCall,
  dispatch: dispatchOrderCall,
  deliver: deliverOrderCall,
  cancel: cancelOrderCall,
};

const eventOf: Record<OrderAction, string> = {
  confirm: 'confirmed',
  pack: 'packed',
  dispatch: 'dispatched',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** What staff send with each step: the courier and tracking, the reason. */
const detailsOf: Record<OrderAction, Record<string, string>> = {
  confirm: {},
  pack: {},
  dispatch: { courier: 'G4S', tracking: 'G4S-7781-2290' },
  deliver: {},
  cancel: { reason: 'The shopper asked on the phone.' },
};

const step = (action: OrderAction, orderId: string, call = asStaff) =>
  callables[action](shop.context(), call({ orderId, action, ...detailsOf[action] }));

const orderId = orderIdOf(1);
const orderNumber = orderNumberOf(1);
const deliveryPhone = '+254712345678';

/** Where an order stands, a cash order confirmed or not. */
type Standing = { status: OrderStatus; fulfilment: FulfilmentStep; confirmed?: boolean };

/** An order as the server keeps one, standing where the test puts it, with no History yet. */
function orderAt({ status, fulfilment, confirmed }: Standing) {
  const cash = status === 'pending';
  return {
    number: orderNumber,
    status,
    fulfilment,
    queue: queueOf({ status, fulfilment, confirmed }),
    ...(confirmed ? { confirmation: { by: baraka, at: Timestamp.fromDate(shop.now()) } } : {}),
    ownerUid: null,
    lines: [
      {
        id: 'jeans',
        productName: jeans.productName,
        size: '32',
        colour: 'Black',
        quantity: 2,
        unitPrice: '2500',
        wholesale: false,
      },
    ],
    subtotal: 5000,
    deliveryFee: 300,
    total: 5300,
    delivery: {
      fullName: 'Wanjiku Kamau',
      phone: deliveryPhone,
      email: null,
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Mpaka Road, House 4',
      option: 'nairobi-delivery',
    },
    payment: {
      method: cash ? 'cash-on-delivery' : 'mpesa',
      phone: cash ? null : '254722000111',
      receipt: status === 'paid' ? 'TXB1C2D3E4' : null,
      failure: status === 'payment-failed' ? 'wrong-pin' : null,
    },
    stockTaken: [{ id: 'jeans', units: 2, variants: { '32|Black': 2 } }],
    stockHeld: ['awaiting-payment', 'pending', 'paid'].includes(status),
    unpaidHoldPhone: ['awaiting-payment', 'pending'].includes(status) ? deliveryPhone : null,
    eventCount: 0,
    createdAt: Timestamp.fromDate(shop.now()),
  };
}

async function seedOrder(position: Standing) {
  await db.collection('orders').doc(orderId).set(orderAt(position));
  return stored(db, orderId);
}

const positions: Standing[] = orderStatuses.flatMap((status) =>
  fulfilmentSteps.flatMap((fulfilment): Standing[] =>
    // A cash order stands anywhere confirmed or not; only the unfulfilled one waits on it.
    status === 'pending'
      ? [
          { status, fulfilment },
          { status, fulfilment, confirmed: true },
        ]
      : [{ status, fulfilment }],
  ),
);
const cases = orderActions.flatMap((action) =>
  positions.map((position) => ({ action, position, after: afterAction(position, action) })),
);
const where = ({ status, fulfilment, confirmed }: OrderPosition) =>
  `${status}, ${fulfilment}${confirmed ? ', confirmed' : ''}`;
/** Where the order stood after the step, as its queue is derived. */
const standingAfter = (action: OrderAction, position: Standing, after: Standing): Standing => ({
  ...after,
  confirmed: action === 'confirm' || position.confirmed,
});

describe('every step from every position, as the model’s table says', () => {
  it('covers each action from each of the 32 positions, some allowed and some refused', () => {
    expect(positions).toHaveLength(32);
    expect(cases).toHaveLength(orderActions.length * 32);
    for (const action of orderActions) {
      const allowed = cases.filter((entry) => entry.action === action && entry.after);
      expect(allowed.length, action).toBeGreaterThan(0);
      expect(allowed.length, action).toBeLessThan(32);
    }
  });

  it.each(
    cases
      .filter(({ after }) => after)
      .map((entry) => [entry.action, where(entry.position), where(entry.after!), entry]),
  )(
    '%s takes an order %s to %s, stored with its queue and its event by the member',
    async (_action, _from, _to, { action, position, after }) => {
      await seedOrder(position);
      const answer = await step(action, orderId);
      expect(answer).toEqual(after);
      const order = await stored(db, orderId);
      // Cancelling a paid order also owes the shopper their money.
      const types =
        action === 'cancel' && position.status === 'paid'
          ? ['cancelled', 'refund-due']
          : [eventOf[action]];
      const standing = standingAfter(action, position, after!);
      expect(order).toMatchObject({ ...after, queue: queueOf(standing), eventCount: types.length });
      expect(order.confirmation !== undefined).toBe(standing.confirmed === true);
      const events = await eventsOf(db, orderId);
      expect(events.map((event) => event.type)).toEqual(types);
      const [event] = events;
      expect(event).toMatchObject({
        type: eventOf[action],
        by: baraka,
        ...after,
        details: expect.objectContaining(detailsOf[action]),
      });
      expect(event?.at.toDate()).toEqual(shop.now());
    },
  );

  it.each(
    cases
      .filter(({ after }) => !after)
      .map((entry) => [entry.action, where(entry.position), entry]),
  )(
    '%s is refused for an order %s, saying where it stands, and nothing moves',
    async (_action, _from, { action, position }) => {
      const before = await seedOrder(position);
      const unitsBefore = await unitsOf(db, 'jeans');
      const refusal = await step(action, orderId).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpsError);
      expect(refusal).toMatchObject({
        code: 'failed-precondition',
        message: expect.stringContaining(`now: it is ${position.status}, ${position.fulfilment}.`),
      });
      expect(await stored(db, orderId)).toEqual(before);
      expect(await eventsOf(db, orderId)).toEqual([]);
      expect(await unitsOf(db, 'jeans')).toEqual(unitsBefore);
      expect(shop.texts()).toEqual([]);
    },
  );

  it('allows exactly the actions the model allows, position by position', () => {
    for (const { action, position, after } of cases) {
      expect(after !== null, `${action} from ${where(position)}`).toBe(allows(position, action));
    }
  });
});

describe('what each step keeps', () => {
  it('keeps the dispatch, its courier, tracking, time and member, and texts the shopper once', async () => {
    await seedOrder({ status: 'paid', fulfilment: 'packed' });
    await step('dispatch', orderId);
    const order = await stored(db, orderId);
    expect(order.dispatch).toEqual({
      courier: 'G4S',
      tracking: 'G4S-7781-2290',
      at: Timestamp.fromDate(shop.now()),
      by: baraka,
    });
    expect(shop.texts().map(({ to, message }) => ({ to, message }))).toEqual([
      {
        to: deliveryPhone,
        message: orderText(shopName, {
          event: 'dispatched',
          orderNumber,
          courier: 'G4S',
          tracking: 'G4S-7781-2290',
        }),
      },
    ]);
  });

  it('dispatches without a tracking reference, leaving it out of the History and the text', async () => {
    await seedOrder({ status: 'pending', fulfilment: 'packed' });
    await dispatchOrderCall(
      shop.context(),
      asStaff({ orderId, action: 'dispatch', courier: 'Boda rider Otieno' }),
    );
    expect((await stored(db, orderId)).dispatch).toMatchObject({ tracking: '' });
    const [event] = await eventsOf(db, orderId);
    expect(event?.details).toEqual({ courier: 'Boda rider Otieno' });
    expect(shop.texts()[0]?.message).toContain('is on its way with Boda rider Otieno. Thank you');
  });

  it('makes a cash order paid at delivery, no longer holding units unpaid, with no paid text', async () => {
    await seedOrder({ status: 'pending', fulfilment: 'dispatched' });
    await step('deliver', orderId);
    expect(await stored(db, orderId)).toMatchObject({
      status: 'paid',
      fulfilment: 'delivered',
      queue: 'delivered',
      unpaidHoldPhone: null,
      stockHeld: true,
    });
    expect(shop.texts()).toEqual([]);
  });

  it('cancels with the member recorded on the cancellation, units back, and texts the reason', async () => {
    await seedOrder({ status: 'pending', fulfilment: 'packed' });
    const before = await unitsOf(db, 'jeans');
    await step('cancel', orderId);
    expect((await stored(db, orderId)).cancellation).toEqual({
      reason: 'The shopper asked on the phone.',
      by: baraka,
      at: Timestamp.fromDate(shop.now()),
    });
    expect((await unitsOf(db, 'jeans')).stock).toBe(before.stock + 2);
    expect(shop.texts().map(({ message }) => message)).toEqual([
      orderText(shopName, {
        event: 'cancelled',
        orderNumber,
        reason: 'The shopper asked on the phone.',
      }),
    ]);
  });

  it('follows a cash order from placing to delivery: its History and its two texts', async () => {
    const order = placed(
      await shop.place([line({ id: 'jeans', size: '30', colour: 'Black' })], cashDetails),
    );
    expect(await stored(db, order.id)).toMatchObject({ queue: 'to-confirm' });
    for (const action of ['confirm', 'pack', 'dispatch', 'deliver'] as const) {
      await step(action, order.id);
    }
    const events = await eventsOf(db, order.id);
    expect(events.map(({ type, by }) => [type, by?.name ?? null])).toEqual([
      ['placed', null],
      ['confirmed', baraka.name],
      ['packed', baraka.name],
      ['dispatched', baraka.name],
      ['delivered', baraka.name],
    ]);
    expect(await stored(db, order.id)).toMatchObject({
      status: 'paid',
      fulfilment: 'delivered',
      queue: 'delivered',
      eventCount: 5,
      deliveredAt: Timestamp.fromDate(shop.now()),
    });
    expect(shop.texts().map(({ message }) => message.split(': ')[1]?.split(' ')[0])).toEqual([
      'thank',
      'good',
    ]);
  });

  it('moves an order once when two members take the same step at once', async () => {
    await seedOrder({ status: 'paid', fulfilment: 'unfulfilled' });
    const asOtherStaff = (data: unknown) => callAs('owner-uid', { role: 'owner' }, data);
    const both = await Promise.allSettled([
      step('pack', orderId),
      step('pack', orderId, asOtherStaff),
    ]);
    expect(both.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'failed-precondition' },
    });
    expect(await eventsOf(db, orderId)).toHaveLength(1);
  }, 60_000);
});

describe('requests the steps refuse', () => {
  it('refuses a request for another step than the callable’s', async () => {
    await seedOrder({ status: 'paid', fulfilment: 'unfulfilled' });
    await expect(
      packOrderCall(shop.context(), asStaff({ orderId, action: 'cancel', reason: 'No.' })),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await eventsOf(db, orderId)).toEqual([]);
  });

  it('refuses a dispatch without a courier, in the form’s words', async () => {
    await seedOrder({ status: 'paid', fulfilment: 'packed' });
    await expect(
      dispatchOrderCall(shop.context(), asStaff({ orderId, action: 'dispatch', courier: ' ' })),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Name the courier or rider.' });
  });

  it('answers not-found for an order that does not exist', async () => {
    await expect(step('pack', 'NoSuchOrderAbcdefghi')).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(step('cancel', 'NoSuchOrderAbcdefghi')).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
