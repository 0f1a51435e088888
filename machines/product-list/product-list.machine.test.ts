import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product } from '../../src/catalog/product';
import { productListMachine, type ProductListPage } from './product-list.machine';

const product = { id: 'p-1', productName: 'Ankara Print Maxi Dress', price: '3500' } as Product;

function listWith(load: () => Promise<ProductListPage>) {
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
    actor.send({ type: 'list.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.failure).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('refuses Retry while loading or ready', async () => {
    const { actor, calls } = listWith(async () => ({ products: [product], nextCursor: null }));
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
    actor.send({ type: 'list.retry' });
    expect(calls).toHaveLength(1);
  });
});
