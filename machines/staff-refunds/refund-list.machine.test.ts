import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { refundListMachine } from './refund-list.machine';
import { hasMore, listStatus, loadingMore, moreFailure, refunds } from './refund-list.selectors';
import { aListedRefund, aRefund, paymentNumber } from '@testing/fixtures/staff-refunds';
import type { ListedRefund, RefundCursor, RefundListPage, RefundPageRequest } from './types';

const listed = (from: number, to: number): ListedRefund[] =>
  Array.from({ length: to - from + 1 }, (_, i) => aListedRefund(from + i));
const cursorAfter = (page: ListedRefund[]): RefundCursor => ({
  seconds: 1_740_981_600,
  nanoseconds: 0,
  id: page.at(-1)!.id,
});
const lastPage = (page: ListedRefund[]): RefundListPage => ({ refunds: page, next: null });
const pageThen = (page: ListedRefund[]): RefundListPage => ({
  refunds: page,
  next: cursorAfter(page),
});

/** The Refunds tab's list with each read answered by the next page, or failing with it. */
function listOf(pages: Array<RefundListPage | Error>) {
  const requests: RefundPageRequest[] = [];
  const machine = refundListMachine.provide({
    actors: {
      listOpenRefunds: fromPromise(async ({ input }: { input: RefundPageRequest }) => {
        requests.push(input);
        const next = pages.shift();
        if (next === undefined) return new Promise<RefundListPage>(() => {});
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine).start();
  const settled = (status: ReturnType<typeof listStatus>) =>
    waitFor(actor, (snapshot) => listStatus(snapshot) === status && !loadingMore(snapshot));
  return { actor, requests, settled };
}

const ids = (list: ListedRefund[]) => list.map((refund) => refund.id);

describe('refund list machine', () => {
  it('reads the first page of open refunds, newest first', async () => {
    const { actor, requests, settled } = listOf([lastPage(listed(1, 3))]);
    expect(listStatus(actor.getSnapshot())).toBe('loading');
    await settled('listed');
    expect(requests).toEqual([{ after: null }]);
    expect(ids(refunds(actor.getSnapshot()))).toEqual([1, 2, 3].map(paymentNumber));
    expect(hasMore(actor.getSnapshot())).toBe(false);
  });

  it('says so when no money is due back', async () => {
    const { settled } = listOf([lastPage([])]);
    await settled('empty');
  });

  it('reads the next page after the cursor on Show more, each refund once', async () => {
    const first = pageThen(listed(1, 20));
    const { actor, requests, settled } = listOf([first, lastPage(listed(20, 23))]);
    await settled('listed');
    expect(hasMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'refunds.more' });
    expect(loadingMore(actor.getSnapshot())).toBe(true);
    await settled('listed');
    expect(requests[1]).toEqual({ after: first.next });
    expect(refunds(actor.getSnapshot())).toHaveLength(23);
    expect(hasMore(actor.getSnapshot())).toBe(false);
  });

  it('offers no Show more on the last page', async () => {
    const { actor, requests, settled } = listOf([lastPage(listed(1, 2))]);
    await settled('listed');
    expect(actor.getSnapshot().can({ type: 'refunds.more' })).toBe(false);
    actor.send({ type: 'refunds.more' });
    expect(requests).toHaveLength(1);
  });

  it('fails with the error, and Retry reads again', async () => {
    const failure = new Error('unavailable');
    const { actor, requests, settled } = listOf([failure, lastPage(listed(1, 1))]);
    expect((await settled('failed')).context.list.failure).toBe(failure);
    actor.send({ type: 'refunds.retry' });
    await settled('listed');
    expect(requests).toHaveLength(2);
  });

  it('keeps the refunds shown when the next page fails, and Show more reads it again', async () => {
    const failure = new Error('unavailable');
    const first = pageThen(listed(1, 20));
    const { actor, requests, settled } = listOf([first, failure, lastPage(listed(21, 21))]);
    await settled('listed');
    actor.send({ type: 'refunds.more' });
    await waitFor(actor, (snapshot) => moreFailure(snapshot) === failure);
    expect(refunds(actor.getSnapshot())).toHaveLength(20);
    actor.send({ type: 'refunds.more' });
    await settled('listed');
    expect(requests.slice(1)).toEqual([{ after: first.next }, { after: first.next }]);
    expect(refunds(actor.getSnapshot())).toHaveLength(21);
  });

  it('shows a refund as its actions’ answer left it', async () => {
    const { actor, settled } = listOf([lastPage(listed(1, 2))]);
    await settled('listed');
    const answered = aRefund({
      paymentId: paymentNumber(2),
      state: 'pending',
      reversal: { requestedAt: '2025-03-03T07:00:00.000Z', timedOut: false },
    });
    actor.send({ type: 'refund.changed', paymentId: paymentNumber(2), refund: answered });
    expect(refunds(actor.getSnapshot())[1]).toEqual({ ...answered, id: paymentNumber(2) });
    expect(refunds(actor.getSnapshot())[0]).toEqual(aListedRefund(1));
  });

  it('keeps a refund as read when the server refused to act on it', async () => {
    const { actor, settled } = listOf([lastPage(listed(1, 1))]);
    await settled('listed');
    actor.send({ type: 'refund.changed', paymentId: paymentNumber(1), refund: null });
    expect(refunds(actor.getSnapshot())).toEqual([aListedRefund(1)]);
  });
});
