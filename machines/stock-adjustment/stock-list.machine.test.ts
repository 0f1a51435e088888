import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { lowStockStatus, searchStatus } from './stock-list.selectors';
import { searchPauseMs, stockListMachine } from './stock-list.machine';
import type { FoundProduct, StockLine } from './types';

const sandals: StockLine = {
  id: 'sandals-1',
  productName: 'Maasai sandals',
  stock: 7,
  lowestUnits: 1,
};
const kitenge: FoundProduct = { id: 'kitenge-1', productName: 'Kitenge shirt', stock: 12 };

interface Effects {
  lowStock?: () => Promise<StockLine[]>;
  find?: (text: string) => Promise<FoundProduct[]>;
}

function stockPageWith({
  lowStock = async () => [sandals],
  find = async () => [kitenge],
}: Effects) {
  const clock = new SimulatedClock();
  const searches: string[] = [];
  let lowStockReads = 0;
  const machine = stockListMachine.provide({
    actors: {
      listLowStock: fromPromise(() => {
        lowStockReads += 1;
        return lowStock();
      }),
      findProducts: fromPromise(({ input }: { input: string }) => {
        searches.push(input);
        return find(input);
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, searches, lowStockReads: () => lowStockReads };
}

describe('stock list machine', () => {
  it('lists the products low on stock', async () => {
    const { actor } = stockPageWith({});
    expect(lowStockStatus(actor.getSnapshot())).toBe('loading');
    const snapshot = await waitFor(actor, (s) => lowStockStatus(s) === 'listed');
    expect(snapshot.context.lowStock).toEqual([sandals]);
  });

  it('says so when nothing is low on stock', async () => {
    const { actor } = stockPageWith({ lowStock: async () => [] });
    await waitFor(actor, (s) => lowStockStatus(s) === 'empty');
  });

  it('fails with the error, and Retry reads the low stock again', async () => {
    let reads = 0;
    const { actor } = stockPageWith({
      lowStock: async () => {
        reads += 1;
        if (reads === 1) throw new Error('unavailable');
        return [sandals];
      },
    });
    await waitFor(actor, (s) => lowStockStatus(s) === 'failed');
    actor.send({ type: 'lowStock.retry' });
    await waitFor(actor, (s) => lowStockStatus(s) === 'listed');
  });

  it('refuses Retry unless the low stock failed', async () => {
    const { actor } = stockPageWith({});
    await waitFor(actor, (s) => lowStockStatus(s) === 'listed');
    expect(actor.getSnapshot().can({ type: 'lowStock.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'search.retry' })).toBe(false);
  });

  it('searches once typing pauses, for the last text typed', async () => {
    const { actor, clock, searches } = stockPageWith({});
    actor.send({ type: 'search.type', text: 'ki' });
    clock.increment(searchPauseMs - 1);
    actor.send({ type: 'search.type', text: 'kitenge ' });
    clock.increment(searchPauseMs - 1);
    expect(searches).toEqual([]);
    clock.increment(1);
    expect(searchStatus(actor.getSnapshot())).toBe('searching');
    const snapshot = await waitFor(actor, (s) => searchStatus(s) === 'found');
    expect(snapshot.context.found).toEqual([kitenge]);
    expect(searches).toEqual(['kitenge']);
  });

  it('searches at once on Enter', async () => {
    const { actor, searches } = stockPageWith({});
    actor.send({ type: 'search.type', text: 'kitenge' });
    actor.send({ type: 'search.submit' });
    expect(searches).toEqual(['kitenge']);
  });

  it('does not search for nothing, and clearing the field clears the results', async () => {
    const { actor, clock, searches } = stockPageWith({});
    expect(actor.getSnapshot().can({ type: 'search.submit' })).toBe(false);
    actor.send({ type: 'search.type', text: 'kitenge' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => searchStatus(s) === 'found');
    actor.send({ type: 'search.type', text: '   ' });
    clock.increment(searchPauseMs);
    expect(searchStatus(actor.getSnapshot())).toBe('idle');
    expect(actor.getSnapshot().context.found).toEqual([]);
    expect(searches).toEqual(['kitenge']);
  });

  it('says when no product matches', async () => {
    const { actor } = stockPageWith({ find: async () => [] });
    actor.send({ type: 'search.type', text: 'umbrella' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => searchStatus(s) === 'none');
  });

  it('drops a search in flight when staff type on', async () => {
    const answers: Array<(found: FoundProduct[]) => void> = [];
    const { actor, clock } = stockPageWith({
      find: () => new Promise((resolve) => answers.push(resolve)),
    });
    actor.send({ type: 'search.type', text: 'kit' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.type', text: 'kitenge' });
    answers[0]?.([{ ...kitenge, productName: 'Kit bag' }]);
    clock.increment(searchPauseMs);
    answers[1]?.([kitenge]);
    const snapshot = await waitFor(actor, (s) => searchStatus(s) === 'found');
    expect(snapshot.context.found).toEqual([kitenge]);
  });

  it('fails a search with the error, and Retry searches again', async () => {
    let tries = 0;
    const { actor, searches } = stockPageWith({
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

  it('leaves the Low stock list alone while searching', async () => {
    const { actor, clock, lowStockReads } = stockPageWith({});
    await waitFor(actor, (s) => lowStockStatus(s) === 'listed');
    actor.send({ type: 'search.type', text: 'k' });
    actor.send({ type: 'search.type', text: 'ki' });
    clock.increment(searchPauseMs);
    await waitFor(actor, (s) => searchStatus(s) === 'found');
    expect(lowStockStatus(actor.getSnapshot())).toBe('listed');
    expect(lowStockReads()).toBe(1);
  });
});
