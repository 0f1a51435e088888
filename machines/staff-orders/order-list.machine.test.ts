import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderListMachine, type OrderListInput, type OrderListView } from './order-list.machine';
import {
  canLoadMore,
  counts,
  findRefused,
  isFinding,
  listedOrders,
  orderListStatus,
  shownTab,
} from './order-list.selectors';
import { aSummary } from '@testing/fixtures/staff-orders';
import type {
  OrderFind,
  OrderListPage,
  OrderTab,
  QueuePageRequest,
  StaffOrderSummary,
  TabCounts,
} from './types';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';

const orders = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    aSummary({ id: orderIdOf(from + i), number: orderNumberOf(from + i) }),
  );
const lastPage = (page: StaffOrderSummary[]): OrderListPage => ({ orders: page, nextCursor: null });
const pageThen = (page: StaffOrderSummary[]): OrderListPage => ({
  orders: page,
  nextCursor: { seconds: 1_740_814_200, nanoseconds: 0, id: page.at(-1)!.id },
});

interface Reads {
  /** Each listQueue call answers the next of these, or fails with it. */
  pages?: Array<OrderListPage | Error>;
  found?: Array<StaffOrderSummary[] | Error>;
  counted?: Array<TabCounts | Error>;
}

const answer = async <T>(queue: Array<T | Error>): Promise<T> => {
  const next = queue.shift();
  if (next === undefined) return new Promise<T>(() => {});
  if (next instanceof Error) throw next;
  return next;
};

/** The list with its reads answered from queues, every request and address kept. */
function listOf(reads: Reads, input: OrderListInput = { tab: 'to-pack', findText: null }) {
  const requests: QueuePageRequest[] = [];
  const finds: OrderFind[] = [];
  const views: OrderListView[] = [];
  let countReads = 0;
  const machine = orderListMachine.provide({
    actors: {
      listQueue: fromPromise(({ input: request }: { input: QueuePageRequest }) => {
        requests.push(request);
        return answer(reads.pages ?? []);
      }),
      findOrders: fromPromise(({ input: find }: { input: OrderFind }) => {
        finds.push(find);
        return answer(reads.found ?? []);
      }),
      countQueues: fromPromise(() => {
        countReads += 1;
        return answer(reads.counted ?? []);
      }),
    },
    actions: { rememberView: (_, view) => views.push(view) },
  });
  const actor = createActor(machine, { input }).start();
  const settled = (status: ReturnType<typeof orderListStatus>) =>
    waitFor(actor, (snapshot) => orderListStatus(snapshot) === status);
  return { actor, requests, finds, views, countReads: () => countReads, settled };
}

const unavailable = () => new Error('unavailable');
const select = (tab: OrderTab) => ({ type: 'orders.selectTab', tab }) as const;

describe('order list machine: a tab', () => {
  it('reads the first page of the tab it opens on, newest first', async () => {
    const { actor, requests, settled } = listOf({ pages: [lastPage(orders(1, 3))] });
    expect(orderListStatus(actor.getSnapshot())).toBe('loading');
    await settled('listed');
    expect(requests).toEqual([{ queue: 'to-pack', cursor: null }]);
    expect(listedOrders(actor.getSnapshot()).map((order) => order.id)).toEqual([
      orderIdOf(1),
      orderIdOf(2),
      orderIdOf(3),
    ]);
  });

  it('is empty when no order waits in the queue', async () => {
    const { settled } = listOf({ pages: [lastPage([])] });
    await settled('empty');
  });

  it('reads the next page after the cursor on Show more, and lists an order once', async () => {
    const first = pageThen(orders(1, 20));
    const { actor, requests, settled } = listOf({
      pages: [first, lastPage(orders(20, 25))],
    });
    await settled('listed');
    expect(canLoadMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'orders.loadMore' });
    expect(orderListStatus(actor.getSnapshot())).toBe('loadingMore');
    await settled('listed');
    expect(requests[1]).toEqual({ queue: 'to-pack', cursor: first.nextCursor });
    expect(listedOrders(actor.getSnapshot())).toHaveLength(25);
  });

  it('offers no Show more on the last page', async () => {
    const { actor, settled } = listOf({ pages: [lastPage(orders(1, 3))] });
    await settled('listed');
    expect(canLoadMore(actor.getSnapshot())).toBe(false);
  });

  it('fails with the error, and Retry reads the tab again', async () => {
    const failure = unavailable();
    const { actor, requests, settled } = listOf({ pages: [failure, lastPage(orders(1, 1))] });
    expect((await settled('failed')).context.failure).toBe(failure);
    actor.send({ type: 'orders.retry' });
    await settled('listed');
    expect(requests).toHaveLength(2);
  });

  it('keeps the orders shown when the next page fails, and Retry reads that page again', async () => {
    const first = pageThen(orders(1, 20));
    const { actor, requests, settled } = listOf({
      pages: [first, unavailable(), lastPage(orders(21, 22))],
    });
    await settled('listed');
    actor.send({ type: 'orders.loadMore' });
    await settled('moreFailed');
    expect(listedOrders(actor.getSnapshot())).toHaveLength(20);
    actor.send({ type: 'orders.retry' });
    await settled('listed');
    expect(requests.slice(1).map((request) => request.cursor)).toEqual([
      first.nextCursor,
      first.nextCursor,
    ]);
    expect(listedOrders(actor.getSnapshot())).toHaveLength(22);
  });

  it('reads another tab from its first page, and keeps it in the address', async () => {
    const { actor, requests, views, settled } = listOf({
      pages: [pageThen(orders(1, 20)), lastPage(orders(30, 31))],
    });
    await settled('listed');
    actor.send(select('packed'));
    expect(orderListStatus(actor.getSnapshot())).toBe('loading');
    expect(listedOrders(actor.getSnapshot())).toEqual([]);
    await settled('listed');
    expect(shownTab(actor.getSnapshot())).toBe('packed');
    expect(requests[1]).toEqual({ queue: 'packed', cursor: null });
    expect(views).toEqual([{ tab: 'packed', findText: null }]);
  });

  it('reads the cash orders waiting to be confirmed in the To confirm tab', async () => {
    const cash = aSummary({
      status: 'pending',
      queue: 'to-confirm',
      paymentMethod: 'cash-on-delivery',
    });
    const { actor, requests, settled } = listOf({ pages: [lastPage([]), lastPage([cash])] });
    await settled('empty');
    actor.send(select('to-confirm'));
    await settled('listed');
    expect(requests[1]).toEqual({ queue: 'to-confirm', cursor: null });
    expect(listedOrders(actor.getSnapshot())).toEqual([cash]);
  });

  it('reads the tab chosen last when tabs are chosen quickly', async () => {
    const { actor, requests, settled } = listOf({
      pages: [lastPage(orders(1, 1)), lastPage(orders(2, 2)), lastPage(orders(3, 3))],
    });
    actor.send(select('packed'));
    actor.send(select('dispatched'));
    await settled('listed');
    expect(requests.map((request) => request.queue)).toEqual(['to-pack', 'packed', 'dispatched']);
    expect(listedOrders(actor.getSnapshot())[0]?.id).toBe(orderIdOf(3));
  });

  it('refuses Show more and Retry while a tab is read', () => {
    const { actor } = listOf({});
    expect(actor.getSnapshot().can({ type: 'orders.loadMore' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'orders.retry' })).toBe(false);
  });
});

describe('order list machine: the Refunds tab', () => {
  it('reads no orders for the Refunds tab, and keeps it in the address', async () => {
    const { actor, requests, views, settled } = listOf({ pages: [lastPage(orders(1, 2))] });
    await settled('listed');
    actor.send(select('refunds'));
    await settled('refunds');
    expect(shownTab(actor.getSnapshot())).toBe('refunds');
    expect(listedOrders(actor.getSnapshot())).toEqual([]);
    expect(requests).toEqual([{ queue: 'to-pack', cursor: null }]);
    expect(views).toEqual([{ tab: 'refunds', findText: null }]);
    expect(canLoadMore(actor.getSnapshot())).toBe(false);
  });

  it('opens on the Refunds tab the address kept, and reads a queue chosen after it', async () => {
    const { actor, requests, settled } = listOf(
      { pages: [lastPage(orders(1, 1))] },
      { tab: 'refunds', findText: null },
    );
    await settled('refunds');
    expect(requests).toEqual([]);
    actor.send(select('cancelled'));
    await settled('listed');
    expect(requests).toEqual([{ queue: 'cancelled', cursor: null }]);
  });

  it('counts the open refunds with the queues', async () => {
    const { actor } = listOf({ pages: [lastPage([])], counted: [{ 'to-pack': 1, refunds: 2 }] });
    await waitFor(actor, (snapshot) => snapshot.matches({ counts: 'counted' }));
    expect(counts(actor.getSnapshot())).toEqual({ 'to-pack': 1, refunds: 2 });
  });

  it('shows the Refunds tab again once a search is cleared', async () => {
    const { actor, requests, settled } = listOf(
      { found: [[aSummary()]] },
      { tab: 'refunds', findText: null },
    );
    actor.send({ type: 'orders.find', text: '0712345678' });
    await settled('found');
    actor.send({ type: 'orders.clearFind' });
    await settled('refunds');
    expect(requests).toEqual([]);
  });
});

describe('order list machine: the counts', () => {
  it('counts every queue when the page opens, and again with each tab', async () => {
    const { actor, countReads, settled } = listOf({
      pages: [lastPage([]), lastPage([])],
      counted: [{ 'to-pack': 3 }, { 'to-pack': 2, packed: 1 }],
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ counts: 'counted' }));
    expect(counts(actor.getSnapshot())).toEqual({ 'to-pack': 3 });
    actor.send(select('packed'));
    await settled('empty');
    await waitFor(actor, (snapshot) => counts(snapshot)?.packed === 1);
    expect(countReads()).toBe(2);
  });

  it('leaves the tabs without numbers when counting fails, and the list unharmed', async () => {
    const { actor, settled } = listOf({
      pages: [lastPage(orders(1, 1))],
      counted: [unavailable()],
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ counts: 'uncounted' }));
    await settled('listed');
    expect(counts(actor.getSnapshot())).toBeNull();
  });
});

describe('order list machine: Find an order', () => {
  it('looks up an order number, typed loosely, as that one order, and keeps the search in the address', async () => {
    const found = aSummary({ id: orderIdOf(7), number: 'MT-4K7Q2P' });
    const { actor, finds, views, settled } = listOf({ pages: [lastPage([])], found: [[found]] });
    await settled('empty');
    actor.send({ type: 'orders.find', text: ' mt 4k7q2p ' });
    expect(orderListStatus(actor.getSnapshot())).toBe('finding');
    await settled('found');
    expect(finds).toEqual([{ by: 'number', number: 'MT-4K7Q2P' }]);
    expect(listedOrders(actor.getSnapshot())).toEqual([found]);
    expect(isFinding(actor.getSnapshot())).toBe(true);
    expect(views).toEqual([{ tab: 'to-pack', findText: 'mt 4k7q2p' }]);
  });

  it('looks up an older order, which shows its id for a number, by that id', async () => {
    const { actor, finds, settled } = listOf({ pages: [lastPage([])], found: [[aSummary()]] });
    actor.send({ type: 'orders.find', text: orderIdOf(1) });
    await settled('found');
    expect(finds).toEqual([{ by: 'id', orderId: orderIdOf(1) }]);
  });

  it('looks up a phone in any form as the customer’s orders', async () => {
    const { actor, finds, settled } = listOf({ pages: [lastPage([])], found: [orders(1, 2)] });
    actor.send({ type: 'orders.find', text: '0712 345 678' });
    await settled('found');
    expect(finds).toEqual([{ by: 'phone', phone: '+254712345678' }]);
  });

  it('says when nothing matches', async () => {
    const { actor, settled } = listOf({ pages: [lastPage([])], found: [[]] });
    actor.send({ type: 'orders.find', text: '0799 000 000' });
    await settled('missed');
  });

  it('refuses text that is neither an order number nor a phone, before any read', async () => {
    const { actor, finds, settled } = listOf({ pages: [lastPage(orders(1, 1))] });
    await settled('listed');
    actor.send({ type: 'orders.find', text: 'Wanjiku' });
    expect(findRefused(actor.getSnapshot())).toBe(true);
    expect(orderListStatus(actor.getSnapshot())).toBe('listed');
    expect(finds).toEqual([]);
  });

  it('fails with the error, and Retry looks again', async () => {
    const { actor, finds, settled } = listOf({
      pages: [lastPage([])],
      found: [unavailable(), [aSummary()]],
    });
    actor.send({ type: 'orders.find', text: '0712345678' });
    await settled('findFailed');
    actor.send({ type: 'orders.retry' });
    await settled('found');
    expect(finds).toHaveLength(2);
  });

  it('shows the tab again from its first page once the search is cleared', async () => {
    const { actor, requests, views, settled } = listOf({
      pages: [lastPage([]), lastPage(orders(1, 1))],
      found: [[aSummary()]],
    });
    actor.send({ type: 'orders.find', text: '0712345678' });
    await settled('found');
    actor.send({ type: 'orders.clearFind' });
    await settled('listed');
    expect(isFinding(actor.getSnapshot())).toBe(false);
    expect(requests.map((request) => request.queue)).toEqual(['to-pack', 'to-pack']);
    expect(views.at(-1)).toEqual({ tab: 'to-pack', findText: null });
  });

  it('opens on the search the address kept', async () => {
    const { finds, requests, settled } = listOf(
      { found: [[aSummary()]] },
      { tab: 'packed', findText: '+254712345678' },
    );
    await settled('found');
    expect(finds).toEqual([{ by: 'phone', phone: '+254712345678' }]);
    expect(requests).toEqual([]);
  });

  it('opens on the tab when the address kept text that finds nothing', async () => {
    const { requests, settled } = listOf(
      { pages: [lastPage([])] },
      { tab: 'packed', findText: 'nonsense' },
    );
    await settled('empty');
    expect(requests).toEqual([{ queue: 'packed', cursor: null }]);
  });

  it('has no search to clear while a tab is shown, and no Show more for a search', async () => {
    const { actor, settled } = listOf({ pages: [lastPage([])], found: [orders(1, 3)] });
    await settled('empty');
    expect(actor.getSnapshot().can({ type: 'orders.clearFind' })).toBe(false);
    actor.send({ type: 'orders.find', text: '0712345678' });
    await settled('found');
    expect(actor.getSnapshot().can({ type: 'orders.loadMore' })).toBe(false);
  });
});
