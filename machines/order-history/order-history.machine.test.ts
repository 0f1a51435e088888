import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { orderHistoryMachine } from './order-history.machine';
import type { OrderSummary } from './types';

const order: OrderSummary = {
  id: 'order-1',
  number: 'MT-4K7Q2P',
  placedAt: '2024-05-01T09:30:00.000Z',
  total: 4700,
  itemCount: 2,
  status: 'pending',
  fulfilment: 'unfulfilled',
  refund: null,
};

function historyWith(list: () => Promise<OrderSummary[]>) {
  const owners: string[] = [];
  const machine = orderHistoryMachine.provide({
    actors: {
      listOrders: fromPromise(({ input }: { input: string }) => {
        owners.push(input);
        return list();
      }),
    },
  });
  const actor = createActor(machine, { input: { ownerUid: 'shopper-uid' } }).start();
  return { actor, owners };
}

describe('order history machine', () => {
  it('reads the orders of the signed-in owner', async () => {
    const { actor, owners } = historyWith(async () => [order]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.matches({ ready: 'listed' })).toBe(true);
    expect(snapshot.context.orders).toEqual([order]);
    expect(owners).toEqual(['shopper-uid']);
  });

  it('is empty when the shopper has no orders', async () => {
    const { actor } = historyWith(async () => []);
    expect((await waitFor(actor, (s) => s.matches('ready'))).matches({ ready: 'empty' })).toBe(
      true,
    );
  });

  it('fails with the error, and Retry reads again', async () => {
    let reads = 0;
    const failure = new Error('unavailable');
    const { actor, owners } = historyWith(async () => {
      reads += 1;
      if (reads === 1) throw failure;
      return [order];
    });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure).toBe(failure);
    actor.send({ type: 'orders.retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.failure).toBeNull();
    expect(owners).toHaveLength(2);
  });

  it('refuses Retry unless failed', async () => {
    const { actor } = historyWith(async () => [order]);
    expect(actor.getSnapshot().can({ type: 'orders.retry' })).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'orders.retry' })).toBe(false);
  });
});
