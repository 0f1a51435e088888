/**
 * A return's money and its exchange on the Firestore emulator (functions/src/returns/
 * return-refund.ts, send-exchange.ts): a refund at the price paid after the code's share, sent by
 * M-Pesa's reversal through the Daraja stand-in and never above what the order was paid; a cash
 * order's refunded by hand; an exchange going out as an order of its own, its units taken in the
 * same transaction, never twice for one unit; the shopper's order page and texts following.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@model/offer/offer';
import type { OrderView } from '@model/order/view';
import type { RequestReturn, ReturnView } from '@model/return/request';
import { blackFriday } from '@testing/fixtures/offers';
import { baraka } from '@testing/fixtures/staff';
import { getOrderCall } from '../../src/orders/order-callables';
import { markRefundedCall } from '../../src/refunds/refund-callables';
import { moveReturnCall, requestReturnCall } from '../../src/returns/return-callables';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, eventsOf, placed, stored, unitsOf } from '../mpesa/harness';
import { accessToken, guestDetails, jeans, line } from '../orders/order-fixtures';
import { asStaff, seedTeam } from '../staff/staff-fixtures';
import { deliveredOrder, markDelivered } from './return-fixtures';

const db = emulatorFirestore('demo-functions-return-money');
const shop = createShop(db);

/** Ten per cent off with TENOFF, through March 2025 (the test's clock). */
const tenOff: Omit<Offer, 'id'> = {
  ...blackFriday,
  name: 'Ten off',
  value: 10,
  minimumSubtotal: 0,
  startsAt: '2025-02-01T00:00:00.000Z',
  endsAt: '2025-03-31T21:00:00.000Z',
  code: 'TENOFF',
  usageLimit: null,
  perPhoneLimit: null,
};

const twoJeans = line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 });

let returns = 0;
const newReturnId = () => `MoneyReturn${String(++returns).padStart(9, '0')}`;

async function ask(
  orderId: string,
  fields: Partial<Pick<RequestReturn, 'wish' | 'lines'>> = {},
): Promise<ReturnView> {
  return (await requestReturnCall(shop.context(), {
    data: {
      orderId,
      accessToken,
      returnId: newReturnId(),
      wish: 'refund',
      lines: [{ line: 0, quantity: 1, reason: 'wrong-size', exchange: null }],
      ...fields,
    },
  })) as ReturnView;
}

const move = (asked: ReturnView, data: object) =>
  moveReturnCall(
    shop.context(),
    asStaff({ orderId: asked.orderId, returnId: asked.id, ...data }),
  ) as Promise<ReturnView>;

/** Approved and received, every unit resellable: ready for Refund or Send exchange. */
async function received(asked: ReturnView): Promise<void> {
  await move(asked, { move: 'approve' });
  await move(asked, {
    move: 'receive',
    lines: asked.lines.map(({ line, quantity }) => ({ line, resellable: quantity, damaged: 0 })),
  });
}

async function refusal(run: Promise<unknown>) {
  const error = await run.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

const refundOf = async (id: string) => (await db.collection('refunds').doc(id).get()).data();
const shopperView = async (orderId: string) =>
  (await getOrderCall(shop.context(), { data: { orderId, accessToken } })) as OrderView;
const textsSaying = (words: string) =>
  shop.texts().filter(({ message }) => message.includes(words));

/** Two jeans with TENOFF, paid by M-Pesa (KES 5,000 − 500 + 300 delivery = 4,800), delivered. */
async function paidWithCode(): Promise<{ orderId: string; number: string }> {
  const order = placed(await shop.place([twoJeans], { ...guestDetails, discountCode: 'TENOFF' }));
  expect(order.total).toBe(4800);
  shop.answerPrompts();
  await shop.deliverCallbacks();
  expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
  await markDelivered(shop, db, order.id);
  return { orderId: order.id, number: order.number };
}

beforeEach(async () => {
  shop.reset();
  await seedTeam(db);
  await db
    .collection('products')
    .doc('jeans')
    .set({ ...jeans, stock: 12, variantStock: { '30|Black': 1, '32|Black': 11, '34|Black': 0 } });
  await db
    .collection('offers')
    .doc('tenoff')
    .set({
      ...tenOff,
      startsAt: Timestamp.fromDate(new Date(tenOff.startsAt)),
      endsAt: Timestamp.fromDate(new Date(tenOff.endsAt!)),
      uses: 0,
    });
  await db.collection('offerCodes').doc('TENOFF').set({ offerId: 'tenoff' });
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a return refunded', () => {
  it('by M-Pesa: the price paid after the code’s share, reversed, then Refunded for staff and shopper', async () => {
    const { orderId, number } = await paidWithCode();
    const asked = await ask(orderId);
    await received(asked);

    const refunding = await move(asked, { move: 'refund' });
    expect(refunding).toMatchObject({
      step: 'received',
      open: true,
      refund: { id: `return-${asked.id}`, amount: 2250, delivery: false },
    });
    const receipt = (await stored(db, orderId)).payment.receipt as string;
    expect(shop.standIn.control.reversals()).toEqual([
      expect.objectContaining({ transactionId: receipt, amount: 2250, result: 'ok' }),
    ]);
    expect(await refundOf(`return-${asked.id}`)).toMatchObject({
      returnId: asked.id,
      orderId,
      amount: 2250,
      state: 'pending',
    });
    // Its money owed, no other move is open: a second Refund owes nothing more.
    expect((await refusal(move(asked, { move: 'refund' }))).code).toBe('failed-precondition');

    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['refunded']);
    expect(await stored(db, orderId)).toMatchObject({
      status: 'paid',
      refund: { due: 0, refunded: 2250 },
      returnsOpen: 0,
    });
    const view = await shopperView(orderId);
    expect(view.returns?.list).toMatchObject([
      { id: asked.id, step: 'refunded', open: false, refund: { amount: 2250 } },
    ]);
    expect(view.returns?.returnable).toEqual([1]);
    expect(textsSaying(`we have refunded KES 2,250 for order ${number}`)).toHaveLength(1);
    expect((await eventsOf(db, orderId)).map(({ type }) => type)).toEqual(
      expect.arrayContaining(['refund-due', 'refund-requested', 'refunded']),
    );
  });

  it('never gives back more than was paid: the last unit with delivery fills the rest, and a payment M-Pesa reversed already is refunded by hand', async () => {
    const { orderId } = await paidWithCode();
    const first = await ask(orderId);
    await received(first);
    await move(first, { move: 'refund' });
    shop.answerPrompts();
    await shop.deliverReversalResults();

    const faulty = await ask(orderId, {
      lines: [{ line: 0, quantity: 1, reason: 'damaged-or-faulty', exchange: null }],
    });
    await received(faulty);
    const second = await move(faulty, { move: 'refund' });
    // KES 2,250 for the unit and 300 for delivery: with the first, exactly the 4,800 paid.
    expect(second.refund).toEqual({ id: `return-${faulty.id}`, amount: 2550, delivery: true });
    shop.answerPrompts();
    expect(await shop.deliverReversalResults()).toEqual(['failed']);
    expect(await refundOf(`return-${faulty.id}`)).toMatchObject({
      state: 'due',
      failure:
        'M-Pesa has reversed this payment already: send this refund another way, then mark it as refunded.',
    });
    await markRefundedCall(
      shop.context(),
      asStaff({ paymentId: `return-${faulty.id}`, reference: 'Sent from the M-Pesa portal' }),
    );
    expect(await stored(db, orderId)).toMatchObject({
      refund: { due: 0, refunded: 4800 },
      returnsOpen: 0,
    });
    expect((await shopperView(orderId)).returns).toMatchObject({
      open: false,
      returnable: [0],
    });
  });

  it('of a cash order is owed, not reversed, until staff mark it refunded', async () => {
    const orderId = await deliveredOrder(shop, db);
    const asked = await ask(orderId);
    await received(asked);
    await move(asked, { move: 'refund' });
    expect(shop.standIn.control.reversals()).toEqual([]);
    expect(await refundOf(`return-${asked.id}`)).toMatchObject({
      state: 'due',
      receipt: null,
      amount: 2500,
    });
    await markRefundedCall(
      shop.context(),
      asStaff({ paymentId: `return-${asked.id}`, reference: 'Cash at the shop' }),
    );
    expect((await shopperView(orderId)).returns?.list[0]).toMatchObject({ step: 'refunded' });
    expect((await refundOf(`return-${asked.id}`))?.refunded).toMatchObject({ by: baraka });
  });
});

describe('a return exchanged', () => {
  it('goes out as an order of its own, paid and waiting to be packed, its units taken with it', async () => {
    const orderId = await deliveredOrder(shop, db);
    const original = await stored(db, orderId);
    const asked = await ask(orderId, {
      wish: 'exchange',
      lines: [
        { line: 0, quantity: 1, reason: 'wrong-size', exchange: { size: '30', colour: null } },
      ],
    });
    await received(asked);
    const before = await unitsOf(db, 'jeans');

    const sent = await move(asked, { move: 'send-exchange' });
    expect(sent).toMatchObject({ step: 'exchange-sent', open: false });
    const exchange = sent.exchangeOrder!;
    expect(exchange.id).toBe(asked.id);
    expect(await stored(db, exchange.id)).toMatchObject({
      status: 'paid',
      fulfilment: 'unfulfilled',
      queue: 'to-pack',
      total: 0,
      number: exchange.number,
      lines: [{ id: 'jeans', size: '30', colour: 'Black', quantity: 1, unitPrice: '0' }],
      delivery: original.delivery,
      exchangeOf: { orderId, number: original.number, returnId: asked.id },
      stockHeld: true,
    });
    expect(await unitsOf(db, 'jeans')).toEqual({
      ...before,
      stock: before.stock - 1,
      variantStock: { ...before.variantStock, '30|Black': 0 },
    });
    // The shopper's device opens it with the first order's token.
    expect(await shopperView(exchange.id)).toMatchObject({
      number: exchange.number,
      exchangeOf: { orderId, number: original.number },
      total: 0,
    });
    expect((await eventsOf(db, orderId)).at(-1)).toMatchObject({
      type: 'exchange-sent',
      by: baraka,
      details: { return: asked.id, exchange: exchange.number },
    });
    expect(textsSaying(`as order ${exchange.number}`)).toHaveLength(1);
  });

  it('takes the last unit once: of two exchanges sent at once, one goes and the other is refused', async () => {
    const orderId = await deliveredOrder(shop, db);
    const wantThirty = {
      wish: 'exchange' as const,
      lines: [
        {
          line: 0,
          quantity: 1,
          reason: 'wrong-size' as const,
          exchange: { size: '30', colour: null },
        },
      ],
    };
    const one = await ask(orderId, wantThirty);
    const other = await ask(orderId, wantThirty);
    await received(one);
    await received(other);
    const outcomes = await Promise.allSettled([
      move(one, { move: 'send-exchange' }),
      move(other, { move: 'send-exchange' }),
    ]);
    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find(({ status }) => status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: 'failed-precondition',
      message:
        'Slim Fit Jeans (size 30, Black) is not in stock now: refund the return instead, or send the exchange once stock comes in.',
    });
    expect((await unitsOf(db, 'jeans')).variantStock?.['30|Black']).toBe(0);
    const orders = await db.collection('orders').where('exchangeOf.orderId', '==', orderId).get();
    expect(orders.size).toBe(1);
    // The one refused can still be refunded.
    const loser = outcomes[0]!.status === 'rejected' ? one : other;
    await expect(move(loser, { move: 'refund' })).resolves.toMatchObject({
      refund: { amount: 2500 },
    });
  });
});

describe('the shopper follows the return', () => {
  it('on the order page and by text at each step', async () => {
    const orderId = await deliveredOrder(shop, db);
    const { number } = await stored(db, orderId);
    expect((await shopperView(orderId)).returns).toMatchObject({
      open: true,
      returnable: [2],
      list: [],
      closesAt: new Date(shop.now().getTime() + 6 * 24 * 60 * 60_000).toISOString(),
    });
    const asked = await ask(orderId);
    await move(asked, { move: 'approve' });
    await move(asked, { move: 'approve' }).catch(() => undefined);
    expect((await shopperView(orderId)).returns).toMatchObject({
      returnable: [1],
      list: [{ id: asked.id, step: 'approved' }],
    });
    await move(asked, {
      move: 'receive',
      lines: [{ line: 0, resellable: 1, damaged: 0 }],
    });
    const said = shop.texts().map(({ message }) => message);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`we have your return request for order ${number}`),
        expect.stringContaining(
          `your return for order ${number} is approved. Bring the items to our pickup point or hand them to our courier within 5 days.`,
        ),
        expect.stringContaining(`we have received the items you returned from order ${number}`),
      ]),
    );
    // One text per step of each return, however often a step is asked for.
    expect(textsSaying('is approved')).toHaveLength(1);
  });

  it('sees a refused return with its reason, and its units free to ask for again', async () => {
    const orderId = await deliveredOrder(shop, db);
    const asked = await ask(orderId, {
      lines: [{ line: 0, quantity: 2, reason: 'changed-my-mind', exchange: null }],
    });
    await move(asked, { move: 'refuse', reason: 'The tags were removed.' });
    expect((await shopperView(orderId)).returns).toMatchObject({
      open: true,
      returnable: [2],
      list: [{ step: 'refused', refusal: 'The tags were removed.' }],
    });
    expect(textsSaying('Reason: The tags were removed.')).toHaveLength(1);
  });
});
