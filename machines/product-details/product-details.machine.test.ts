import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product } from '../../src/catalog/product';
import { productDetailsMachine } from './product-details.machine';

const dress = { id: 'p-0007', productName: 'Tiered Smock Dress', price: '3400' } as Product;

function detailsOf(load: (id: string) => Promise<Product | null>) {
  const machine = productDetailsMachine.provide({
    actors: { loadProduct: fromPromise(({ input }: { input: string }) => load(input)) },
  });
  return createActor(machine, { input: { id: 'p-0007' } }).start();
}

describe('product details machine', () => {
  it('reads the product of the id it was given', async () => {
    const asked: string[] = [];
    const actor = detailsOf(async (id) => {
      asked.push(id);
      return dress;
    });
    const snapshot = await waitFor(actor, (s) => s.matches('found'));
    expect(asked).toEqual(['p-0007']);
    expect(snapshot.context.product).toBe(dress);
  });

  it('is missing when no product has the id', async () => {
    const actor = detailsOf(async () => null);
    expect((await waitFor(actor, (s) => !s.matches('loading'))).value).toBe('missing');
  });

  it('fails when the read fails, and Retry reads again', async () => {
    let attempt = 0;
    const actor = detailsOf(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('unavailable');
      return dress;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'details.retry' });
    expect((await waitFor(actor, (s) => s.matches('found'))).context.failure).toBeNull();
  });

  it('refuses Retry unless the read failed', async () => {
    const actor = detailsOf(async () => null);
    expect(actor.getSnapshot().can({ type: 'details.retry' })).toBe(false);
    await waitFor(actor, (s) => s.matches('missing'));
    expect(actor.getSnapshot().can({ type: 'details.retry' })).toBe(false);
  });
});
