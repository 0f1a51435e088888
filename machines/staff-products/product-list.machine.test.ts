import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { productListMachine, searchPauseMs } from './product-list.machine';
import { found, listStatus, loadingMore, products, searchStatus } from './product-list.selectors';
import type { ProductLine, ProductListPage, ProductListRequest } from './types';

const line = (id: string, productName: string, hidden = false): ProductLine => ({
  id,
  productName,
  price: '1500',
  category: 'Ladies',
  subCategory: 'Dresses',
  image: null,
  hidden,
});

const ankara = line('ankara-1', 'Ankara wrap dress');
const kitenge = line('kitenge-1', 'Kitenge shirt');
const kikoi = line('kikoi-1', 'Kikoi scarf', true);

interface Effects {
  list?: (request: ProductListRequest) => Promise<ProductListPage>;
  find?: (text: string) => Promise<ProductLine[]>;
}

function productsPageWith({
  list = async ({ view }) => ({
    products: view === 'hidden' ? [kikoi] : [ankara],
    next: view === 'hidden' ? null : { productName: ankara.productName, id: ankara.id },
  }),
  find = async () => [kitenge],
}: Effects) {
  const clock = new SimulatedClock();
  const reads: ProductListRequest[] = [];
  const searches: string[] = [];
  const machine = productListMachine.provide({
    actors: {
      listProducts: fromPromise(({ input }: { input: ProductListRequest }) => {
        reads.push(input);
        return list(input);
      }),
      findProducts: fromPromise(({ input }: { input: string }) => {
        searches.push(input);
        return find(input);
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, reads, searches };
}

describe('product list machine', () => {
  it('lists every product by name, reading the first page only', async () => {
    const { actor, reads } = productsPageWith({});
    expect(listStatus('all')(actor.getSnapshot())).toBe('loading');
    const snapshot = await waitFor(actor, (s) => listStatus('all')(s) === 'listed');
    expect(products('all')(snapshot)).toEqual([ankara]);
    expect(reads).toEqual([{ view: 'all', after: null }]);
  });

  it('reads the hidden products only when their list is shown', async () => {
    const { actor, reads } = productsPageWith({});
    await waitFor(actor, (s) => listStatus('all')(s) === 'listed');
    expect(listStatus('hidden')(actor.getSnapshot())).toBe('loading');
    actor.send({ type: 'products.show', view: 'hidden' });
    const snapshot = await waitFor(actor, (s) => listStatus('hidden')(s) === 'listed');
    expect(products('hidden')(snapshot)).toEqual([kikoi]);
    expect(reads).toEqual([
      { view: 'all', after: null },
      { view: 'hidden', after: null },
    ]);
    actor.send({ type: 'products.show', view: 'all' });
    actor.send({ type: 'products.show', view: 'hidden' });
    expect(reads).toHaveLength(2);
  });

  it('reads the next page after the last product shown, and lists each product once', async () => {
    const { actor, reads } = productsPageWith({
      list: async ({ after }) =>
        after
          ? { products: [ankara, kitenge], next: null }
          : { products: [ankara], next: { productName: ankara.productName, id: ankara.id } },
    });
    await waitFor(actor, (s) => listStatus('all')(s) === 'listed');
    actor.send({ type: 'products.more', view: 'all' });
    expect(loadingMore('all')(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (s) => !loadingMore('all')(s));
    expect(products('all')(snapshot)).toEqual([ankara, kitenge]);
    expect(reads[1]).toEqual({
      view: 'all',
      after: { productName: 'Ankara wrap dress', id: 'ankara-1' },
    });
    expect(snapshot.can({ type: 'products.more', view: 'all' })).toBe(false);
  });

  it('keeps the products shown when the next page cannot be read', async () => {
    let reads = 0;
    const failure = new Error('unavailable');
    const { actor } = productsPageWith({
      list: async () => {
        reads += 1;
        if (reads === 2) throw failure;
        return { products: [ankara], next: { productName: ankara.productName, id: ankara.id } };
      },
    });
    await waitFor(actor, (s) => listStatus('all')(s) === 'listed');
    actor.send({ type: 'products.more', view: 'all' });
    const snapshot = await waitFor(actor, (s) => s.context.lists.all.moreFailure !== null);
    expect(products('all')(snapshot)).toEqual([ankara]);
    expect(snapshot.context.lists.all.moreFailure).toBe(failure);
    expect(snapshot.can({ type: 'products.more', view: 'all' })).toBe(true);
  });

  it('says so when there are no products', async () => {
    const { actor } = productsPageWith({ list: async () => ({ products: [], next: null }) });
    await waitFor(actor, (s) => listStatus('all')(s) === 'empty');
  });

  it('fails with the error, and Retry reads that list again', async () => {
    let reads = 0;
    const { actor } = productsPageWith({
      list: async () => {
        reads += 1;
        if (reads === 1) throw new Error('unavailable');
        return { products: [ankara], next: null };
      },
    });
    await waitFor(actor, (s) => listStatus('all')(s) === 'failed');
    expect(actor.getSnapshot().can({ type: 'products.retry', view: 'hidden' })).toBe(false);
    actor.send({ type: 'products.retry', view: 'all' });
    await waitFor(actor, (s) => listStatus('all')(s) === 'listed');
  });

  it('refuses Retry and More where they mean nothing', async () => {
    const { actor } = productsPageWith({
      list: async () => ({ products: [ankara], next: null }),
    });
    const snapshot = await waitFor(actor, (s) => listStatus('all')(s) === 'listed');
    expect(snapshot.can({ type: 'products.retry', view: 'all' })).toBe(false);
    expect(snapshot.can({ type: 'products.more', view: 'all' })).toBe(false);
    expect(snapshot.can({ type: 'search.retry' })).toBe(false);
    expect(snapshot.can({ type: 'search.submit' })).toBe(false);
  });

  it('searches once typing pauses, for the last text typed', async () => {
    const { actor, clock, searches } = productsPageWith({});
    actor.send({ type: 'search.type', text: 'ki' });
    clock.increment(searchPauseMs - 1);
    actor.send({ type: 'search.type', text: ' kitenge ' });
    clock.increment(searchPauseMs - 1);
    expect(searches).toEqual([]);
    clock.increment(1);
    const snapshot = await waitFor(actor, (s) => searchStatus(s) === 'found');
    expect(found(snapshot)).toEqual([kitenge]);
    expect(searches).toEqual(['kitenge']);
  });

  it('searches at once on Enter', async () => {
    const { actor, searches } = productsPageWith({});
    actor.send({ type: 'search.type', text: 'kitenge' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => searchStatus(s) === 'found');
    expect(searches).toEqual(['kitenge']);
  });

  it('clears the results when the field is cleared', async () => {
    const { actor } = productsPageWith({});
    actor.send({ type: 'search.type', text: 'kitenge' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => searchStatus(s) === 'found');
    actor.send({ type: 'search.type', text: '  ' });
    expect(searchStatus(actor.getSnapshot())).toBe('idle');
    expect(found(actor.getSnapshot())).toEqual([]);
  });

  it('says when no product in the shop matches', async () => {
    const { actor } = productsPageWith({ find: async () => [] });
    actor.send({ type: 'search.type', text: 'umbrella' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => searchStatus(s) === 'none');
  });

  it('drops a search in flight when staff type on', async () => {
    const answers: Array<(found: ProductLine[]) => void> = [];
    const { actor, clock } = productsPageWith({
      find: () => new Promise((resolve) => answers.push(resolve)),
    });
    actor.send({ type: 'search.type', text: 'kit' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.type', text: 'kitenge' });
    answers[0]?.([line('kit-bag', 'Kit bag')]);
    clock.increment(searchPauseMs);
    answers[1]?.([kitenge]);
    const snapshot = await waitFor(actor, (s) => searchStatus(s) === 'found');
    expect(found(snapshot)).toEqual([kitenge]);
  });

  it('fails a search with the error, and Retry searches again', async () => {
    let tries = 0;
    const { actor, searches } = productsPageWith({
      find: async () => {
        tries += 1;
        if (tries === 1) throw new Error('unavailable');
        return [kitenge];
      },
    });
    actor.send({ type: 'search.type', text: 'kitenge' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => searchStatus(s) === 'failed');
    actor.send({ type: 'search.retry' });
    await waitFor(actor, (s) => searchStatus(s) === 'found');
    expect(searches).toEqual(['kitenge', 'kitenge']);
  });

  it('leaves the lists alone while searching', async () => {
    const { actor, clock, reads } = productsPageWith({});
    await waitFor(actor, (s) => listStatus('all')(s) === 'listed');
    actor.send({ type: 'search.type', text: 'ki' });
    clock.increment(searchPauseMs);
    await waitFor(actor, (s) => searchStatus(s) === 'found');
    expect(listStatus('all')(actor.getSnapshot())).toBe('listed');
    expect(reads).toHaveLength(1);
  });
});
