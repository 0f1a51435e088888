import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StockAdjustment } from '@model/staff/requests';
import { adjustStatus, recordStatus, stockPageStatus } from './selectors';
import { stockAdjustmentMachine } from './stock-adjustment.machine';
import type { AdjustOutcome, ProductStock, StockMovement, StockProduct } from './types';

const dress: StockProduct = {
  id: 'dress-1',
  productName: 'Ankara wrap dress',
  sizes: ['M', 'L'],
  unavailableSizes: [],
  colours: ['Red'],
  unavailableColours: [],
  stock: 5,
  variantStock: { 'M|Red': 2, 'L|Red': 3 },
};

const received: StockMovement = {
  id: 'movement-1',
  variant: 'M|Red',
  change: 4,
  reason: 'stock-received',
  orderId: null,
  at: '2025-05-01T09:00:00.000Z',
  by: 'Amina Hassan',
  note: 'Delivery from Gikomba',
};

const fourReceived = { variant: 'M|Red', change: 4, reason: 'Delivery from Gikomba' };

interface Effects {
  load?: (id: string) => Promise<ProductStock | null>;
  adjust?: (request: StockAdjustment) => Promise<AdjustOutcome>;
}

function pageWith({ load = async () => ({ product: dress, history: [] }), adjust }: Effects) {
  const reads: string[] = [];
  const sent: StockAdjustment[] = [];
  const machine = stockAdjustmentMachine.provide({
    actors: {
      loadProductStock: fromPromise(({ input }: { input: string }) => {
        reads.push(input);
        return load(input);
      }),
      adjustStock: fromPromise(({ input }: { input: StockAdjustment }) => {
        sent.push(input);
        return adjust ? adjust(input) : new Promise<AdjustOutcome>(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input: { productId: 'dress-1' } }).start();
  return { actor, reads, sent };
}

const ready = (actor: ReturnType<typeof pageWith>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('stock adjustment machine', () => {
  it('reads the product and its Stock history', async () => {
    const { actor, reads } = pageWith({
      load: async () => ({ product: dress, history: [received] }),
    });
    expect(stockPageStatus(actor.getSnapshot())).toBe('loading');
    const snapshot = await ready(actor);
    expect(snapshot.context.product).toEqual(dress);
    expect(snapshot.context.history).toEqual([received]);
    expect(adjustStatus(snapshot)).toBe('editing');
    expect(reads).toEqual(['dress-1']);
  });

  it('says so when there is no such product', async () => {
    const { actor } = pageWith({ load: async () => null });
    expect(stockPageStatus(await waitFor(actor, (s) => s.matches('missing')))).toBe('missing');
  });

  it('fails with the error, and Retry reads again', async () => {
    let reads = 0;
    const failure = new Error('unavailable');
    const { actor } = pageWith({
      load: async () => {
        reads += 1;
        if (reads === 1) throw failure;
        return { product: dress, history: [] };
      },
    });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure).toBe(failure);
    actor.send({ type: 'stock.retry' });
    expect((await ready(actor)).context.failure).toBeNull();
  });

  it('refuses Retry unless the page failed', async () => {
    const { actor } = pageWith({});
    expect(actor.getSnapshot().can({ type: 'stock.retry' })).toBe(false);
    expect((await ready(actor)).can({ type: 'stock.retry' })).toBe(false);
  });

  it('sends a change the request schema accepts, with the page’s product', async () => {
    const { actor, sent } = pageWith({});
    await ready(actor);
    actor.send({ type: 'adjustment.save', details: fourReceived });
    expect(adjustStatus(actor.getSnapshot())).toBe('saving');
    expect(sent).toEqual([{ productId: 'dress-1', ...fourReceived }]);
  });

  it('sends no change the request schema refuses', async () => {
    const { actor, sent } = pageWith({});
    const snapshot = await ready(actor);
    for (const details of [
      { ...fourReceived, change: 0 },
      { ...fourReceived, change: 2.5 },
      { ...fourReceived, change: 10_001 },
      { ...fourReceived, reason: '  ' },
    ]) {
      expect(snapshot.can({ type: 'adjustment.save', details })).toBe(false);
    }
    expect(sent).toEqual([]);
  });

  it('sends no change for a size and colour the product does not have', async () => {
    const { actor } = pageWith({});
    const snapshot = await ready(actor);
    expect(
      snapshot.can({ type: 'adjustment.save', details: { ...fourReceived, variant: 'XL|Red' } }),
    ).toBe(false);
    expect(
      snapshot.can({ type: 'adjustment.save', details: { ...fourReceived, variant: null } }),
    ).toBe(false);
  });

  it('sends a change without size and colour for a product sold without either', async () => {
    const bag: StockProduct = { ...dress, sizes: [], colours: [], variantStock: { '|': 5 } };
    const { actor } = pageWith({ load: async () => ({ product: bag, history: [] }) });
    const snapshot = await ready(actor);
    expect(
      snapshot.can({ type: 'adjustment.save', details: { ...fourReceived, variant: null } }),
    ).toBe(true);
    expect(snapshot.can({ type: 'adjustment.save', details: fourReceived })).toBe(false);
  });

  it('saves one change at a time', async () => {
    const { actor, sent } = pageWith({});
    await ready(actor);
    actor.send({ type: 'adjustment.save', details: fourReceived });
    expect(actor.getSnapshot().can({ type: 'adjustment.save', details: fourReceived })).toBe(false);
    actor.send({ type: 'adjustment.save', details: fourReceived });
    expect(sent).toHaveLength(1);
  });

  it('shows the server’s new units once saved, and reads the history again', async () => {
    let reads = 0;
    const { actor } = pageWith({
      load: async () => {
        reads += 1;
        return { product: dress, history: reads === 1 ? [] : [received] };
      },
      adjust: async () => ({
        outcome: 'saved',
        units: { stock: 9, variantStock: { 'M|Red': 6, 'L|Red': 3 } },
      }),
    });
    await ready(actor);
    actor.send({ type: 'adjustment.save', details: fourReceived });
    const saved = await waitFor(actor, (s) => adjustStatus(s) === 'saved');
    expect(saved.context.product).toMatchObject({ stock: 9, variantStock: { 'M|Red': 6 } });
    expect(saved.context.saved).toEqual(fourReceived);
    expect(recordStatus(saved)).toBe('refreshing');
    const current = await waitFor(actor, (s) => recordStatus(s) === 'current');
    expect(current.context.history).toEqual([received]);
    expect(adjustStatus(current)).toBe('saved');
  });

  it('shows the server’s refusal in its words, and nothing changes', async () => {
    const { actor, reads } = pageWith({
      adjust: async () => ({ outcome: 'refused', message: 'Only 2 units of M / Red are left.' }),
    });
    await ready(actor);
    actor.send({ type: 'adjustment.save', details: { ...fourReceived, change: -4 } });
    const refused = await waitFor(actor, (s) => adjustStatus(s) === 'refused');
    expect(refused.context.refusal).toBe('Only 2 units of M / Red are left.');
    expect(refused.context.product).toEqual(dress);
    expect(recordStatus(refused)).toBe('current');
    expect(reads).toHaveLength(1);
  });

  it('reads the units and history again when a save’s answer never came', async () => {
    const lost = new Error('timeout');
    const { actor, reads } = pageWith({
      adjust: async () => {
        throw lost;
      },
    });
    await ready(actor);
    actor.send({ type: 'adjustment.save', details: fourReceived });
    const failed = await waitFor(actor, (s) => adjustStatus(s) === 'failed');
    expect(failed.context.saveFailure).toBe(lost);
    await waitFor(actor, (s) => recordStatus(s) === 'current');
    expect(reads).toHaveLength(2);
  });

  it('lets staff save again after a refusal or a failure, clearing the last answer', async () => {
    let calls = 0;
    const { actor, sent } = pageWith({
      adjust: async () => {
        calls += 1;
        if (calls === 1) return { outcome: 'refused', message: 'Only 2 units left.' };
        return { outcome: 'saved', units: { stock: 3, variantStock: { 'M|Red': 0, 'L|Red': 3 } } };
      },
    });
    await ready(actor);
    actor.send({ type: 'adjustment.save', details: { ...fourReceived, change: -4 } });
    await waitFor(actor, (s) => adjustStatus(s) === 'refused');
    actor.send({ type: 'adjustment.save', details: { ...fourReceived, change: -2 } });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => adjustStatus(s) === 'saved');
    expect(sent.map((request) => request.change)).toEqual([-4, -2]);
  });

  it('keeps the units shown when the history cannot be read again, with a Retry', async () => {
    let reads = 0;
    const { actor } = pageWith({
      load: async () => {
        reads += 1;
        if (reads === 2) throw new Error('unavailable');
        return { product: dress, history: [] };
      },
      adjust: async () => ({
        outcome: 'saved',
        units: { stock: 9, variantStock: { 'M|Red': 6, 'L|Red': 3 } },
      }),
    });
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'record.retry' })).toBe(false);
    actor.send({ type: 'adjustment.save', details: fourReceived });
    const stale = await waitFor(actor, (s) => recordStatus(s) === 'stale');
    expect(stale.context.product?.stock).toBe(9);
    actor.send({ type: 'record.retry' });
    await waitFor(actor, (s) => recordStatus(s) === 'current');
    expect(reads).toBe(3);
  });
});
