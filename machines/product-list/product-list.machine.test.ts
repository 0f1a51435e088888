import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product } from '@model/catalog/product';
import type { ProductPage } from '@model/catalog/product-query';
import { productListMachine } from './product-list.machine';

const product = { id: 'p-1', productName: 'Ankara Print Maxi Dress', price: '3500' } as Product;

function listWith(load: () => Promise<ProductPage>) {
  const calls: unknown[] = [];
  const machine = productListMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => {
        calls.push(input);
        return load();
      }),
    },
  });
  const actor = createActor(machine, { input: { request: { sort: 'newest' } } }).start();
  return { actor, calls };
}

describe('product list machine', () => {
  it('reads the requested page when it starts', async () => {
    const { actor, calls } = listWith(async () => ({ products: [product], nextCursor: null }));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([{ sort: 'newest' }]);
  });

  it('is ready with products when the read answers some', async () => {
    const { actor } = listWith(async () => ({ products: [product], nextCursor: 'next' }));
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.matches({ ready: 'withProducts' })).toBe(true);
    expect(snapshot.context.products).toEqual([product]);
    expect(snapshot.context.nextCursor).toBe('next');
  });

  it('is ready and empty when the read answers none', async () => {
    const { actor } = listWith(async () => ({ products: [], nextCursor: null }));
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.matches({ ready: 'empty' })).toBe(true);
  });

  it('fails with the error when the read fails, and Retry reads again', async () => {
    let attempt = 0;
    const failure = new Error('unavailable');
    const { actor, calls } = listWith(async () => {
      attempt += 1;
      if (attempt === 1) throw failure;
      return { products: [product], nextCursor: null };
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe(failure);
    actor.send({ type: 'listing.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.failure).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('refuses Retry while loading or ready', async () => {
    const { actor, calls } = listWith(async () => ({ products: [product], nextCursor: null }));
    expect(actor.getSnapshot().can({ type: 'listing.retry' })).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'listing.retry' })).toBe(false);
    actor.send({ type: 'listing.retry' });
    expect(calls).toHaveLength(1);
  });
});

describe('product list machine, paging', () => {
  const second = { ...product, id: 'p-2', productName: 'Slim Fit Stretch Jeans' } as Product;

  function pagedList(pages: Array<() => Promise<ProductPage>>) {
    const calls: unknown[] = [];
    const machine = productListMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => {
          calls.push(input);
          const next = pages.shift();
          return next ? next() : Promise.reject(new Error('no more pages'));
        }),
      },
    });
    const actor = createActor(machine, { input: { request: { sort: 'newest' } } }).start();
    return { actor, calls };
  }

  it('Load more reads the page after the cursor and appends it', async () => {
    const { actor, calls } = pagedList([
      async () => ({ products: [product], nextCursor: 'after-p-1' }),
      async () => ({ products: [second], nextCursor: null }),
    ]);
    await waitFor(actor, (s) => s.matches({ ready: 'withProducts' }));
    actor.send({ type: 'listing.loadMore' });
    expect(actor.getSnapshot().matches('loadingMore')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: 'withProducts' }));
    expect(calls).toEqual([{ sort: 'newest' }, { sort: 'newest', cursor: 'after-p-1' }]);
    expect(snapshot.context.products.map((p) => p.id)).toEqual(['p-1', 'p-2']);
    expect(snapshot.context.nextCursor).toBeNull();
  });

  it('refuses Load more when no page follows', async () => {
    const { actor, calls } = pagedList([async () => ({ products: [product], nextCursor: null })]);
    await waitFor(actor, (s) => s.matches({ ready: 'withProducts' }));
    expect(actor.getSnapshot().can({ type: 'listing.loadMore' })).toBe(false);
    actor.send({ type: 'listing.loadMore' });
    expect(calls).toHaveLength(1);
  });

  it('refuses Load more while loading or after a failed first read', async () => {
    const { actor } = pagedList([async () => Promise.reject(new Error('unavailable'))]);
    expect(actor.getSnapshot().can({ type: 'listing.loadMore' })).toBe(false);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'listing.loadMore' })).toBe(false);
  });

  it('keeps the products read so far when the next page fails, and Retry reads it again', async () => {
    const { actor, calls } = pagedList([
      async () => ({ products: [product], nextCursor: 'after-p-1' }),
      async () => Promise.reject(new Error('unavailable')),
      async () => ({ products: [second], nextCursor: null }),
    ]);
    await waitFor(actor, (s) => s.matches({ ready: 'withProducts' }));
    actor.send({ type: 'listing.loadMore' });
    const failed = await waitFor(actor, (s) => s.matches('moreFailed'));
    expect(failed.context.products).toEqual([product]);
    actor.send({ type: 'listing.retry' });
    const snapshot = await waitFor(actor, (s) => s.matches({ ready: 'withProducts' }));
    expect(snapshot.context.products.map((p) => p.id)).toEqual(['p-1', 'p-2']);
    expect(calls[2]).toEqual({ sort: 'newest', cursor: 'after-p-1' });
  });

  it('shows a product that moved between pages only once', async () => {
    const { actor } = pagedList([
      async () => ({ products: [product], nextCursor: 'after-p-1' }),
      async () => ({ products: [product, second], nextCursor: null }),
    ]);
    await waitFor(actor, (s) => s.matches({ ready: 'withProducts' }));
    actor.send({ type: 'listing.loadMore' });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ ready: 'withProducts' }) && s.context.nextCursor === null,
    );
    expect(snapshot.context.products.map((p) => p.id)).toEqual(['p-1', 'p-2']);
  });
});

describe('product list machine, counts', () => {
  it('keeps the total the first read counted, and an unknown total as null', async () => {
    const { actor } = listWith(async () => ({ products: [product], nextCursor: null, total: 57 }));
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.total).toBe(57);

    const { actor: uncounted } = listWith(async () => ({ products: [product], nextCursor: null }));
    expect((await waitFor(uncounted, (s) => s.matches('ready'))).context.total).toBeNull();
  });

  /** A listing that counts on its own, with the count read it is given. */
  function countingList(count: () => Promise<number>, page: ProductPage) {
    const counts: unknown[] = [];
    const machine = productListMachine.provide({
      actors: {
        loadPage: fromPromise(async () => page),
        countTotal: fromPromise(({ input }) => {
          counts.push(input);
          return count();
        }),
      },
    });
    const actor = createActor(machine, {
      input: { request: { filter: { category: 'Shoes' } }, countsWhenShown: true },
    }).start();
    return { actor, counts };
  }

  it('counts the matches once the first cards are shown, and only once', async () => {
    const { actor, counts } = countingList(async () => 57, {
      products: [product],
      nextCursor: null,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(counts).toEqual([]);

    actor.send({ type: 'listing.shown' });
    const counted = await waitFor(actor, (s) => s.context.total !== null);
    expect(counted.context.total).toBe(57);
    expect(counts).toEqual([{ filter: { category: 'Shoes' } }]);

    actor.send({ type: 'listing.shown' });
    expect(counts).toHaveLength(1);
  });

  it('counts nothing for a listing that is not asked to, or has no cards', async () => {
    const { actor, calls } = listWith(async () => ({ products: [product], nextCursor: null }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'listing.shown' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.total).toBeNull();

    const { actor: empty, counts } = countingList(async () => 0, {
      products: [],
      nextCursor: null,
    });
    await waitFor(empty, (s) => s.matches({ ready: 'empty' }));
    empty.send({ type: 'listing.shown' });
    expect(counts).toEqual([]);
  });

  it('keeps a total the read itself counted instead of counting again', async () => {
    const { actor, counts } = countingList(async () => 1, {
      products: [product],
      nextCursor: null,
      total: 9,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'listing.shown' });
    expect(counts).toEqual([]);
    expect(actor.getSnapshot().context.total).toBe(9);
  });

  it('stays ready with the total unknown when the count fails', async () => {
    const { actor, counts } = countingList(() => Promise.reject(new Error('unavailable')), {
      products: [product],
      nextCursor: 'next',
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'listing.shown' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(counts).toHaveLength(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(snapshot.matches({ ready: 'withProducts' })).toBe(true);
    expect(snapshot.context.total).toBeNull();
    expect(snapshot.can({ type: 'listing.loadMore' })).toBe(true);
  });
});
