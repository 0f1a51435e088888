import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { returnsTabMachine } from './returns-tab.machine';
import {
  count,
  hasMore,
  isShown,
  listStatus,
  loadingMore,
  moreFailure,
  returns,
} from './returns-tab.selectors';
import { aReturnView, returnIdOf } from '@testing/fixtures/staff-returns';
import type { ReturnCursor, ReturnListPage, ReturnPageRequest, ReturnView } from './types';

const listed = (from: number, to: number): ReturnView[] =>
  Array.from({ length: to - from + 1 }, (_, i) => aReturnView(from + i));
const cursorAfter = (page: ReturnView[]): ReturnCursor => ({
  seconds: 1_740_981_600,
  nanoseconds: 0,
  path: `orders/${page.at(-1)!.orderId}/returns/${page.at(-1)!.id}`,
});
const lastPage = (page: ReturnView[]): ReturnListPage => ({ returns: page, next: null });
const pageThen = (page: ReturnView[]): ReturnListPage => ({
  returns: page,
  next: cursorAfter(page),
});

const started: Array<{ stop: () => void }> = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

/** The Returns tab, its pages and counts answered in turn (or failing). */
function tabOf(
  pages: Array<ReturnListPage | Error>,
  counts: Array<number | Error> = [3],
  shown = true,
) {
  const requests: ReturnPageRequest[] = [];
  let counted = 0;
  const machine = returnsTabMachine.provide({
    actors: {
      listOpenReturns: fromPromise(async ({ input }: { input: ReturnPageRequest }) => {
        requests.push(input);
        const next = pages.shift();
        if (next === undefined) return new Promise<ReturnListPage>(() => {});
        if (next instanceof Error) throw next;
        return next;
      }),
      countOpenReturns: fromPromise(async () => {
        counted += 1;
        const next = counts.shift();
        if (next === undefined) return new Promise<number>(() => {});
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { shown } }).start();
  started.push(actor);
  const settled = (status: ReturnType<typeof listStatus>) =>
    waitFor(actor, (snapshot) => listStatus(snapshot) === status && !loadingMore(snapshot));
  return { actor, requests, settled, counted: () => counted };
}

const ids = (list: ReturnView[]) => list.map((shown) => shown.id);

describe('the Returns tab', () => {
  it('reads the first page of open returns, newest first, and counts them', async () => {
    const { actor, requests, settled } = tabOf([lastPage(listed(1, 3))]);
    expect(listStatus(actor.getSnapshot())).toBe('loading');
    await settled('listed');
    expect(requests).toEqual([{ after: null }]);
    expect(ids(returns(actor.getSnapshot()))).toEqual([1, 2, 3].map(returnIdOf));
    expect(hasMore(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (snapshot) => count(snapshot) === 3);
  });

  it('counts, but reads no return, while another tab is shown; reads them once chosen', async () => {
    const { actor, requests, settled, counted } = tabOf([lastPage(listed(1, 1))], [1, 1], false);
    await waitFor(actor, (snapshot) => count(snapshot) === 1);
    expect(requests).toEqual([]);
    actor.send({ type: 'returns.show' });
    expect(isShown(actor.getSnapshot())).toBe(true);
    await settled('listed');
    expect(counted()).toBe(2);
  });

  it('reads the list again each time the tab is chosen, and counts with each tab', async () => {
    const { actor, requests, settled, counted } = tabOf(
      [lastPage(listed(1, 2)), lastPage(listed(1, 1))],
      [2, 2, 1],
    );
    await settled('listed');
    actor.send({ type: 'returns.hide' });
    expect(isShown(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'returns.show' });
    await waitFor(actor, (snapshot) => returns(snapshot).length === 1);
    expect(requests).toEqual([{ after: null }, { after: null }]);
    expect(counted()).toBe(3);
  });

  it('says so when no return is open', async () => {
    await tabOf([lastPage([])]).settled('empty');
  });

  it('reads the next page after the cursor on Show more, each return once', async () => {
    const first = pageThen(listed(1, 20));
    const { actor, requests, settled } = tabOf([first, lastPage(listed(20, 22))]);
    await settled('listed');
    actor.send({ type: 'returns.more' });
    await waitFor(actor, (snapshot) => returns(snapshot).length === 22);
    expect(requests[1]).toEqual({ after: first.next });
  });

  it('keeps the returns shown when the next page fails, and Show more reads it again', async () => {
    const failure = new Error('unavailable');
    const { actor, settled } = tabOf([pageThen(listed(1, 20)), failure, lastPage(listed(21, 21))]);
    await settled('listed');
    actor.send({ type: 'returns.more' });
    await waitFor(actor, (snapshot) => moreFailure(snapshot) === failure);
    expect(returns(actor.getSnapshot())).toHaveLength(20);
    actor.send({ type: 'returns.more' });
    await waitFor(actor, (snapshot) => returns(snapshot).length === 21);
  });

  it('says the returns could not be read, and Retry reads them', async () => {
    const { actor, settled } = tabOf([new Error('unavailable'), lastPage(listed(1, 1))]);
    await settled('failed');
    actor.send({ type: 'returns.retry' });
    await settled('listed');
  });

  it('shows the tab without a number when counting fails', async () => {
    const { actor } = tabOf([lastPage([])], [new Error('unavailable')]);
    await waitFor(actor, (snapshot) => snapshot.matches({ count: 'counted' }));
    expect(count(actor.getSnapshot())).toBeNull();
  });
});
