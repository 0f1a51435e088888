/**
 * `requestReturn` (functions/src/returns/request-return.ts) on the Firestore emulator: a
 * delivered order's items asked back within the window, never more than were bought, an exchange
 * only for a choice in stock, and only by whoever may see the order.
 */
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestReturnCall } from '../../src/returns/return-callables';
import { emulatorFirestore } from '../emulator-firestore';
import { createShop, eventTypesOf, placed, stored } from '../mpesa/harness';
import { accessToken, cashDetails, jeans, line } from '../orders/order-fixtures';
import { deliveredOrder as deliveredAtDaysAgo } from './return-fixtures';

const db = emulatorFirestore('demo-functions-returns');
const shop = createShop(db);
const deliveredOrder = (daysAgo = 1) => deliveredAtDaysAgo(shop, db, daysAgo);

let returns = 0;
const newReturnId = () => `Return${String(++returns).padStart(14, '0')}`;

function ask(orderId: string, fields: object = {}, token: string | null = accessToken) {
  return requestReturnCall(shop.context(), {
    data: {
      orderId,
      accessToken: token,
      returnId: newReturnId(),
      wish: 'refund',
      lines: [{ line: 0, quantity: 1, reason: 'wrong-size' }],
      ...fields,
    },
  });
}

async function refusal(run: Promise<unknown>) {
  const error = await run.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

const returnsOf = async (orderId: string) =>
  (await db.collection('orders').doc(orderId).collection('returns').get()).docs.map((doc) =>
    doc.data(),
  );

beforeEach(async () => {
  shop.reset();
  await db.collection('products').doc('jeans').set(jeans);
});

describe('a return asked for', () => {
  it('is written as requested, in the order’s History, and a request sent again finds it', async () => {
    const orderId = await deliveredOrder();
    const returnId = newReturnId();
    const data = {
      orderId,
      accessToken,
      returnId,
      wish: 'refund',
      lines: [{ line: 0, quantity: 1, reason: 'wrong-size' }],
    };
    const view = await requestReturnCall(shop.context(), { data });
    expect(view).toMatchObject({
      id: returnId,
      step: 'requested',
      wish: 'refund',
      lines: [
        {
          line: 0,
          productName: 'Slim Fit Jeans',
          size: '32',
          colour: 'Black',
          quantity: 1,
          reason: 'wrong-size',
          exchange: null,
        },
      ],
    });
    expect(await requestReturnCall(shop.context(), { data })).toEqual(view);
    expect(await returnsOf(orderId)).toHaveLength(1);
    expect(await stored(db, orderId)).toMatchObject({ returnsOpen: 1, status: 'paid' });
    expect((await eventTypesOf(db, orderId)).at(-1)).toBe('return-requested');
  });

  it('never takes back more units than were bought; a refused return frees its units', async () => {
    const orderId = await deliveredOrder();
    const tooMany = await refusal(
      ask(orderId, { lines: [{ line: 0, quantity: 3, reason: 'wrong-size' }] }),
    );
    expect(tooMany).toMatchObject({
      code: 'failed-precondition',
      message: 'Only 2 of that item can still be returned.',
    });
    await ask(orderId, { lines: [{ line: 0, quantity: 2, reason: 'wrong-size' }] });
    const again = await refusal(ask(orderId));
    expect(again.message).toBe('Every unit of that item is already being returned.');
    const [first] = (await db.collection('orders').doc(orderId).collection('returns').get()).docs;
    await first!.ref.update({ step: 'refused' });
    await expect(ask(orderId)).resolves.toMatchObject({ step: 'requested' });
    expect(
      (await refusal(ask(orderId, { lines: [{ line: 4, quantity: 1, reason: 'wrong-size' }] })))
        .message,
    ).toBe('That item is not in this order.');
  });

  it('is refused before delivery and after the window', async () => {
    const late = await deliveredOrder(8);
    expect((await refusal(ask(late))).message).toBe(
      'Returns are taken within 7 days of delivery, and this order’s have passed.',
    );
    const order = placed(
      await shop.place([line({ id: 'jeans', size: '30', colour: 'Black' })], cashDetails),
    );
    expect((await refusal(ask(order.id))).message).toBe(
      'Items can be returned once the order is delivered.',
    );
    expect(await returnsOf(late)).toEqual([]);
  });

  it('is answered as for no such order to anyone without the order’s token or account', async () => {
    const orderId = await deliveredOrder();
    const stranger = await refusal(ask(orderId, {}, 'strangers-own-token-0123456789abcdef'));
    expect(stranger.code).toBe('not-found');
    expect((await refusal(ask(orderId, {}, null))).code).toBe('not-found');
    expect(await returnsOf(orderId)).toEqual([]);
  });

  it('for an exchange takes only a size and colour in stock now', async () => {
    const orderId = await deliveredOrder();
    const exchange = (size: string) => ({
      wish: 'exchange',
      lines: [{ line: 0, quantity: 1, reason: 'wrong-size', exchange: { size, colour: null } }],
    });
    expect((await refusal(ask(orderId, exchange('34')))).message).toBe(
      'Slim Fit Jeans (size 34, Black) is not in stock now: choose another size or colour, or ask for a refund.',
    );
    await expect(ask(orderId, exchange('30'))).resolves.toMatchObject({
      wish: 'exchange',
      lines: [{ exchange: { size: '30', colour: null } }],
    });
  });

  it('refuses a malformed request', async () => {
    const orderId = await deliveredOrder();
    const malformed = await refusal(ask(orderId, { lines: [] }));
    expect(malformed.code).toBe('invalid-argument');
  });
});
