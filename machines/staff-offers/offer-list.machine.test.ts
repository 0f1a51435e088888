import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { offerListMachine } from './offer-list.machine';
import { hasMore, listStatus, loadingMore, moreFailure, offers } from './offer-list.selectors';
import type { OfferCursor, OfferLine, OfferListPage, OfferListRequest } from './types';

const line = (n: number): OfferLine => ({
  id: `offer${String(n).padStart(6, '0')}`,
  name: `Offer ${n}`,
  offer: null,
  uses: 0,
  state: 'unreadable',
});
const lines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => line(from + i));
const cursorAfter = (page: OfferLine[]): OfferCursor => ({
  seconds: 1_764_201_600,
  nanoseconds: 0,
  id: page.at(-1)!.id,
});
const lastPage = (page: OfferLine[]): OfferListPage => ({ offers: page, next: null });
const pageThen = (page: OfferLine[]): OfferListPage => ({ offers: page, next: cursorAfter(page) });

/** The Offers page's list with each read answered by the next page, or failing with it. */
function listOf(pages: Array<OfferListPage | Error>) {
  const requests: OfferListRequest[] = [];
  const machine = offerListMachine.provide({
    actors: {
      listOffers: fromPromise(async ({ input }: { input: OfferListRequest }) => {
        requests.push(input);
        const next = pages.shift();
        if (next === undefined) return new Promise<OfferListPage>(() => {});
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

describe('offer list machine', () => {
  it('reads the first page of offers, newest first, as the server lists them', async () => {
    const { actor, requests, settled } = listOf([lastPage(lines(1, 3))]);
    expect(listStatus(actor.getSnapshot())).toBe('loading');
    await settled('listed');
    expect(requests).toEqual([{ after: null }]);
    expect(offers(actor.getSnapshot())).toEqual(lines(1, 3));
    expect(hasMore(actor.getSnapshot())).toBe(false);
  });

  it('says so when there are no offers yet', async () => {
    const { settled } = listOf([lastPage([])]);
    await settled('empty');
  });

  it('reads the next page after the cursor on Show more, each offer once', async () => {
    const first = pageThen(lines(1, 20));
    const { actor, requests, settled } = listOf([first, lastPage(lines(20, 23))]);
    await settled('listed');
    expect(hasMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'offers.more' });
    expect(loadingMore(actor.getSnapshot())).toBe(true);
    await settled('listed');
    expect(requests[1]).toEqual({ after: first.next });
    expect(offers(actor.getSnapshot())).toEqual(lines(1, 23));
    expect(hasMore(actor.getSnapshot())).toBe(false);
  });

  it('offers no Show more on the last page', async () => {
    const { actor, requests, settled } = listOf([lastPage(lines(1, 2))]);
    await settled('listed');
    expect(actor.getSnapshot().can({ type: 'offers.more' })).toBe(false);
    actor.send({ type: 'offers.more' });
    expect(requests).toHaveLength(1);
  });

  it('fails with the error, and Retry reads again', async () => {
    const failure = new Error('unavailable');
    const { actor, requests, settled } = listOf([failure, lastPage(lines(1, 1))]);
    expect((await settled('failed')).context.list.failure).toBe(failure);
    actor.send({ type: 'offers.retry' });
    await settled('listed');
    expect(requests).toEqual([{ after: null }, { after: null }]);
  });

  it('keeps the offers shown when the next page fails, and Show more reads it again', async () => {
    const failure = new Error('unavailable');
    const first = pageThen(lines(1, 20));
    const { actor, requests, settled } = listOf([first, failure, lastPage(lines(21, 21))]);
    await settled('listed');
    actor.send({ type: 'offers.more' });
    await waitFor(actor, (snapshot) => moreFailure(snapshot) === failure);
    expect(offers(actor.getSnapshot())).toHaveLength(20);
    actor.send({ type: 'offers.more' });
    await settled('listed');
    expect(requests.slice(1)).toEqual([{ after: first.next }, { after: first.next }]);
    expect(offers(actor.getSnapshot())).toHaveLength(21);
  });

  it('refuses Retry while the list is shown', async () => {
    const { actor, settled } = listOf([lastPage(lines(1, 1))]);
    expect(actor.getSnapshot().can({ type: 'offers.retry' })).toBe(false);
    expect((await settled('listed')).can({ type: 'offers.retry' })).toBe(false);
  });
});
