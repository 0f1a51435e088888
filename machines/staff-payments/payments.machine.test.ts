import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentsMachine } from './payments.machine';
import { day, hasMore, listStatus, loadingMore, moreFailure, rows, totals } from './selectors';
import type { PaymentRow, PaymentsDay, PaymentsPageRequest } from './types';
import { orderNumberOf } from '@testing/fixtures/order-ids';

const today = '2025-03-03';

const aRow = (n: number, overrides: Partial<PaymentRow> = {}): PaymentRow => ({
  id: `ws_CO_${String(n).padStart(4, '0')}`,
  at: new Date(Date.parse(`${today}T15:00:00Z`) - n * 60_000).toISOString(),
  receipt: `SGH${String(n).padStart(7, '0')}`,
  amount: 12500,
  phone: '2547*****678',
  orderId: `MTD${String(n).padStart(17, '0')}`,
  orderNumber: orderNumberOf(n),
  state: 'paid',
  ...overrides,
});
const rowsOf = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => aRow(from + i));
const dayTotals = { taken: 37500, refunded: 0, due: 12500 };
const page = (
  payments: PaymentRow[],
  nextCursor: string | null = null,
  on = today,
): PaymentsDay => ({ day: on, rows: payments, totals: dayTotals, nextCursor });

/** The Payments page's machine with each read answered by the next page, or failing with it. */
function paymentsOf(pages: Array<PaymentsDay | Error>) {
  const requests: PaymentsPageRequest[] = [];
  const machine = paymentsMachine.provide({
    actors: {
      listPayments: fromPromise(async ({ input }: { input: PaymentsPageRequest }) => {
        requests.push(input);
        const next = pages.shift();
        if (next === undefined) return new Promise<PaymentsDay>(() => {});
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { day: today } }).start();
  const settled = (status: ReturnType<typeof listStatus>) =>
    waitFor(actor, (snapshot) => listStatus(snapshot) === status && !loadingMore(snapshot));
  return { actor, requests, settled };
}

describe('payments machine', () => {
  it('reads the first page of the day it opens on, with the day’s totals', async () => {
    const { actor, requests, settled } = paymentsOf([page(rowsOf(1, 3))]);
    expect(listStatus(actor.getSnapshot())).toBe('loading');
    await settled('listed');
    expect(requests).toEqual([{ day: today, cursor: null }]);
    expect(rows(actor.getSnapshot())).toEqual(rowsOf(1, 3));
    expect(totals(actor.getSnapshot())).toEqual(dayTotals);
    expect(hasMore(actor.getSnapshot())).toBe(false);
  });

  it('says so when the day had no M-Pesa payment', async () => {
    const { settled } = paymentsOf([page([])]);
    await settled('empty');
  });

  it('reads the next page after the server’s cursor on Show more', async () => {
    const { actor, requests, settled } = paymentsOf([
      page(rowsOf(1, 25), 'after-25'),
      page(rowsOf(26, 27)),
    ]);
    await settled('listed');
    expect(hasMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'payments.more' });
    expect(loadingMore(actor.getSnapshot())).toBe(true);
    await settled('listed');
    expect(requests[1]).toEqual({ day: today, cursor: 'after-25' });
    expect(rows(actor.getSnapshot())).toHaveLength(27);
    expect(actor.getSnapshot().can({ type: 'payments.more' })).toBe(false);
  });

  it('reads another day from its first page when it is chosen', async () => {
    const { actor, requests, settled } = paymentsOf([
      page(rowsOf(1, 25), 'after-25'),
      page(rowsOf(40, 41), null, '2025-03-01'),
    ]);
    await settled('listed');
    actor.send({ type: 'payments.chooseDay', day: '2025-03-01' });
    expect(listStatus(actor.getSnapshot())).toBe('loading');
    expect(rows(actor.getSnapshot())).toEqual([]);
    expect(totals(actor.getSnapshot())).toBeNull();
    await settled('listed');
    expect(day(actor.getSnapshot())).toBe('2025-03-01');
    expect(requests[1]).toEqual({ day: '2025-03-01', cursor: null });
    expect(rows(actor.getSnapshot())).toEqual(rowsOf(40, 41));
  });

  it('shows the day chosen last when days are chosen quickly', async () => {
    const { actor, requests, settled } = paymentsOf([
      page(rowsOf(1, 1)),
      page(rowsOf(2, 2), null, '2025-03-02'),
      page(rowsOf(3, 3), null, '2025-03-01'),
    ]);
    actor.send({ type: 'payments.chooseDay', day: '2025-03-02' });
    actor.send({ type: 'payments.chooseDay', day: '2025-03-01' });
    await settled('listed');
    expect(requests.map((request) => request.day)).toEqual([today, '2025-03-02', '2025-03-01']);
    expect(rows(actor.getSnapshot())).toEqual(rowsOf(3, 3));
  });

  it.each([
    ['the day shown', today],
    ['a field left empty', ''],
    ['a day that does not exist', '2025-02-30'],
  ])('reads nothing for %s', async (_, chosen) => {
    const { actor, requests, settled } = paymentsOf([page(rowsOf(1, 1))]);
    await settled('listed');
    actor.send({ type: 'payments.chooseDay', day: chosen });
    expect(listStatus(actor.getSnapshot())).toBe('listed');
    expect(requests).toHaveLength(1);
    expect(day(actor.getSnapshot())).toBe(today);
  });

  it('fails with the error, and Retry reads the day again', async () => {
    const failure = new Error('unavailable');
    const { actor, requests, settled } = paymentsOf([failure, page(rowsOf(1, 1))]);
    expect((await settled('failed')).context.list.failure).toBe(failure);
    actor.send({ type: 'payments.retry' });
    await settled('listed');
    expect(requests).toEqual([
      { day: today, cursor: null },
      { day: today, cursor: null },
    ]);
  });

  it('keeps the payments shown when the next page fails, and Show more reads it again', async () => {
    const failure = new Error('unavailable');
    const { actor, requests, settled } = paymentsOf([
      page(rowsOf(1, 25), 'after-25'),
      failure,
      page(rowsOf(26, 26)),
    ]);
    await settled('listed');
    actor.send({ type: 'payments.more' });
    await waitFor(actor, (snapshot) => moreFailure(snapshot) === failure);
    expect(rows(actor.getSnapshot())).toHaveLength(25);
    actor.send({ type: 'payments.more' });
    await settled('listed');
    expect(requests.slice(1).map((request) => request.cursor)).toEqual(['after-25', 'after-25']);
    expect(rows(actor.getSnapshot())).toHaveLength(26);
  });
});
