import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product } from '@model/catalog/product';
import type { ProductPage } from '@model/catalog/product-query';
import { productListMachine } from './product-list.machine';
import { moreStatus, productListStatus } from './selectors';

const product = { id: 'p-1', productName: 'Ankara Print Maxi Dress', price: '3500' } as Product;

/** A listing whose reads answer from the queue, in turn. */
function listingOf(answers: (() => Promise<ProductPage>)[]) {
  const machine = productListMachine.provide({
    actors: { loadPage: fromPromise(() => answers.shift()!()) },
  });
  const actor = createActor(machine, { input: { request: {} } }).start();
  const shown = () => [productListStatus(actor.getSnapshot()), moreStatus(actor.getSnapshot())];
  return { actor, shown };
}

describe('what a listing shows', () => {
  it('loading, then cards with Load more, its spinner, its Retry, and none after the last', async () => {
    let failMore: (error: Error) => void = () => {};
    const { actor, shown } = listingOf([
      async () => ({ products: [product], nextCursor: 'next' }),
      () => new Promise((_, reject) => (failMore = reject)),
      async () => ({ products: [product], nextCursor: null }),
    ]);
    expect(shown()).toEqual(['loading', 'none']);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()).toEqual(['ready', 'available']);
    actor.send({ type: 'listing.loadMore' });
    expect(shown()).toEqual(['ready', 'loading']);
    failMore(new Error('offline'));
    await waitFor(actor, (s) => s.matches('moreFailed'));
    expect(shown()).toEqual(['ready', 'failed']);
    actor.send({ type: 'listing.loadMore' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()).toEqual(['ready', 'none']);
  });

  it('empty when the first read finds nothing, failed when it fails', async () => {
    const empty = listingOf([async () => ({ products: [], nextCursor: null })]);
    await waitFor(empty.actor, (s) => s.matches('ready'));
    expect(empty.shown()).toEqual(['empty', 'none']);
    const failed = listingOf([() => Promise.reject(new Error('offline'))]);
    await waitFor(failed.actor, (s) => s.matches('failed'));
    expect(failed.shown()).toEqual(['failed', 'none']);
  });
});
