import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { listOrdersByOwner, toOrderSummary } from './order-history';
import { storedDelivery } from '@testing/fixtures/checkout-details';

/** An order document as the order functions write it (functions/src), in its main fields. */
const order = (ownerUid: string | null, total: number) => ({
  lines: [
    { id: 'p-0001', productName: 'Classic Crew Neck T-Shirt', unitPrice: '1200', quantity: 2 },
    { id: 'p-0002', productName: 'Canvas Sneakers', unitPrice: '2500', quantity: 1 },
  ],
  subtotal: total - 300,
  deliveryFee: 300,
  total,
  delivery: storedDelivery,
  payment: { method: 'cash-on-delivery', phone: null, receipt: null, failure: null },
  ownerUid,
});

/** An order as the backend keeps it, saved past the rules: the test is about reading. */
function storeOrder(
  id: string,
  ownerUid: string | null,
  total: number,
  placedAt: string,
  fields: Record<string, unknown> = {},
) {
  return testBackend.store.put('orders', id, {
    ...order(ownerUid, total),
    status: 'pending',
    createdAt: new Date(placedAt),
    ...fields,
  });
}

describe('order history', () => {
  beforeEach(() => signInAs('shopper'));
  afterEach(() => signOut());

  it('lists only the owner’s orders, newest first, with their totals and item counts', async () => {
    await storeOrder('order-first', 'shopper-uid', 5200, '2026-03-01T08:00:00Z');
    await storeOrder('order-guest', null, 3000, '2026-03-02T08:00:00Z');
    await storeOrder('order-other', 'staff-uid', 4000, '2026-03-03T08:00:00Z');
    await storeOrder('order-second', 'shopper-uid', 7700, '2026-03-04T08:00:00Z', {
      number: 'MT-4K7Q2P',
    });

    const orders = await listOrdersByOwner('shopper-uid');
    expect(orders.map((o) => o.id)).toEqual(['order-second', 'order-first']);
    expect(orders[0]).toEqual({
      id: 'order-second',
      number: 'MT-4K7Q2P',
      placedAt: '2026-03-04T08:00:00.000Z',
      total: 7700,
      itemCount: 3,
      status: 'pending',
      fulfilment: 'unfulfilled',
      confirmed: false,
      refund: null,
    });
    // Placed before the shop issued numbers: known by its id.
    expect(orders[1]!.number).toBe('order-first');
  });

  it('reads a cash order staff confirmed as confirmed', async () => {
    await storeOrder('order-confirmed', 'shopper-uid', 5200, '2026-03-01T08:00:00Z', {
      number: 'MT-9XW3HC',
      confirmation: { by: 'staff-uid', at: new Date('2026-03-01T09:00:00Z') },
    });
    const [confirmed] = await listOrdersByOwner('shopper-uid');
    expect(confirmed).toMatchObject({ status: 'pending', confirmed: true });
  });

  it('reads the money given back and still owed back for an order', async () => {
    await testBackend.store.put('orders', 'order-refunded', {
      ...order('shopper-uid', 5200),
      status: 'refunded',
      refund: { due: 200, refunded: 5000, refundedAt: new Date('2026-11-28T10:00:00Z') },
      createdAt: new Date('2026-11-20T08:00:00Z'),
    });
    const [refunded] = await listOrdersByOwner('shopper-uid');
    expect(refunded).toMatchObject({
      status: 'refunded',
      refund: { due: 200, refunded: 5000, refundedAt: '2026-11-28T10:00:00.000Z' },
    });
  });

  it('answers none for a shopper without orders', async () => {
    expect(await listOrdersByOwner('shopper-uid')).toEqual([]);
  });

  it('is refused another shopper’s orders', async () => {
    await storeOrder('order-other', 'staff-uid', 4000, '2026-03-03T08:00:00Z');
    await expect(listOrdersByOwner('staff-uid')).rejects.toMatchObject({
      kind: 'permission-denied',
    });
  });

  it('fails with an unavailable DataError when the backend does not answer', async () => {
    testBackend.server.use(
      http.post(/:runQuery$/, () =>
        HttpResponse.json(
          { error: { code: 503, status: 'UNAVAILABLE', message: 'The service is unavailable.' } },
          { status: 503 },
        ),
      ),
    );
    await expect(listOrdersByOwner('shopper-uid')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('an order document as the account page lists it', () => {
  it('reads what it can of a malformed order, its status unknown rather than guessed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toOrderSummary('broken', { lines: 'x', total: 'lots', status: 7, number: 42 })).toEqual({
      id: 'broken',
      number: 'broken',
      placedAt: null,
      total: 0,
      itemCount: 0,
      status: 'unknown',
      fulfilment: 'unfulfilled',
      confirmed: false,
      refund: null,
    });
    expect(warn).toHaveBeenCalledWith(
      'Order broken has a status outside the vocabulary',
      7,
      undefined,
    );
    warn.mockRestore();
  });

  it('reads the step an order has reached', () => {
    expect(
      toOrderSummary('o', { status: 'paid', fulfilment: 'dispatched', total: 10 }),
    ).toMatchObject({ status: 'paid', fulfilment: 'dispatched' });
  });

  it('counts only whole, positive quantities', () => {
    const lines = [{ quantity: 2 }, { quantity: -1 }, { quantity: 1.5 }, null, { quantity: 1 }];
    expect(toOrderSummary('o', { lines, total: 10, status: 'pending' }).itemCount).toBe(3);
  });
});
