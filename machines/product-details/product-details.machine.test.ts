import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product } from '@model/catalog/product';
import { aProduct } from '@testing/fixtures/products';
import { productDetailsMachine, type AddRequest } from './product-details.machine';

const dress = aProduct({
  id: 'p-0007',
  productName: 'Tiered Smock Dress',
  price: '3400',
  sizes: ['S', 'M', 'L', 'XL'],
  unavailableSizes: ['XL'],
  colours: ['Black', 'Coral'],
  unavailableColours: [],
  stock: 8,
  wholesale: { unitPrice: '2850', minQty: 6 },
});

function detailsOf(load: (id: string) => Promise<Product | null>) {
  const machine = productDetailsMachine.provide({
    actors: { loadProduct: fromPromise(({ input }: { input: string }) => load(input)) },
  });
  return createActor(machine, { input: { id: 'p-0007' } }).start();
}

/** The page of a product that was found, with the cart's adds recorded. */
async function pageOf(product: Product) {
  const added: AddRequest[] = [];
  const atWholesale: AddRequest[] = [];
  const machine = productDetailsMachine.provide({
    actors: { loadProduct: fromPromise(async (): Promise<Product | null> => product) },
    actions: {
      addToCart: (_, request) => added.push(request),
      addAtWholesale: (_, request) => atWholesale.push(request),
    },
  });
  const actor = createActor(machine, { input: { id: product.id } }).start();
  await waitFor(actor, (s) => s.matches('found'));
  const context = () => actor.getSnapshot().context;
  return { actor, added, atWholesale, context };
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

  it('starts found, reading nothing, when given the product (a card’s chooser)', () => {
    const asked: string[] = [];
    const machine = productDetailsMachine.provide({
      actors: {
        loadProduct: fromPromise(async ({ input }: { input: string }): Promise<Product | null> => {
          asked.push(input);
          return null;
        }),
      },
    });
    const actor = createActor(machine, { input: { id: dress.id, product: dress } }).start();
    expect(actor.getSnapshot().matches('found')).toBe(true);
    expect(actor.getSnapshot().context.product).toBe(dress);
    expect(asked).toEqual([]);
  });

  it('lets a colour be chosen only where the size chosen has units of it, per variant', async () => {
    const shirt = {
      ...dress,
      variantStock: { 'S|Black': 2, 'S|Coral': 0, 'M|Black': 0, 'M|Coral': 3, 'L|Black': 3 },
    };
    const { actor, context } = await pageOf(shirt);
    actor.send({ type: 'details.chooseSize', size: 'S' });
    expect(actor.getSnapshot().can({ type: 'details.chooseColour', colour: 'Coral' })).toBe(false);
    actor.send({ type: 'details.chooseColour', colour: 'Black' });
    actor.send({ type: 'details.chooseSize', size: 'M' });
    expect(context()).toMatchObject({ size: 'M', colour: null });
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

  it('is hidden when staff took the product out of the shop: nothing can be chosen or added', async () => {
    const added: AddRequest[] = [];
    const machine = productDetailsMachine.provide({
      actors: {
        loadProduct: fromPromise(async (): Promise<Product | null> => ({ ...dress, hidden: true })),
      },
      actions: {
        addToCart: (_, request) => added.push(request),
        addAtWholesale: (_, request) => added.push(request),
      },
    });
    const actor = createActor(machine, { input: { id: dress.id } }).start();
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
    expect(snapshot.value).toBe('hidden');
    expect(snapshot.context.product).toMatchObject({ id: dress.id, hidden: true });
    for (const event of [
      { type: 'details.chooseSize', size: 'M' },
      { type: 'details.chooseColour', colour: 'Black' },
      { type: 'details.addToCart' },
      { type: 'details.addAtWholesale' },
      { type: 'details.retry' },
    ] as const) {
      expect(actor.getSnapshot().can(event), event.type).toBe(false);
      actor.send(event);
    }
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(added).toEqual([]);
  });

  it('starts hidden, reading nothing, when given a hidden product', () => {
    const machine = productDetailsMachine.provide({
      actors: { loadProduct: fromPromise(async (): Promise<Product | null> => null) },
    });
    const hidden = { ...dress, hidden: true };
    const actor = createActor(machine, { input: { id: dress.id, product: hidden } }).start();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('refuses Retry unless the read failed', async () => {
    const actor = detailsOf(async () => null);
    expect(actor.getSnapshot().can({ type: 'details.retry' })).toBe(false);
    await waitFor(actor, (s) => s.matches('missing'));
    expect(actor.getSnapshot().can({ type: 'details.retry' })).toBe(false);
  });

  describe('choosing a size and colour', () => {
    it('starts with nothing chosen when there is a choice to make', async () => {
      const { context } = await pageOf(dress);
      expect(context()).toMatchObject({ size: null, colour: null, missing: [] });
    });

    it('chooses among the available sizes and colours', async () => {
      const { actor, context } = await pageOf(dress);
      actor.send({ type: 'details.chooseSize', size: 'M' });
      actor.send({ type: 'details.chooseColour', colour: 'Coral' });
      expect(context()).toMatchObject({ size: 'M', colour: 'Coral' });
    });

    it('refuses a sold-out size and one the product does not come in', async () => {
      const { actor, context } = await pageOf(dress);
      for (const size of ['XL', 'XXS']) {
        expect(actor.getSnapshot().can({ type: 'details.chooseSize', size })).toBe(false);
      }
      actor.send({ type: 'details.chooseSize', size: 'XL' });
      expect(context().size).toBeNull();
    });

    it('refuses a sold-out colour', async () => {
      const { actor } = await pageOf({ ...dress, unavailableColours: ['Coral'] });
      expect(actor.getSnapshot().can({ type: 'details.chooseColour', colour: 'Coral' })).toBe(
        false,
      );
    });

    it('chooses the only available size and colour for the shopper', async () => {
      const { context } = await pageOf({
        ...dress,
        unavailableSizes: ['S', 'L', 'XL'],
        colours: ['Black'],
      });
      expect(context()).toMatchObject({ size: 'M', colour: 'Black' });
    });
  });

  describe('Add to cart', () => {
    it('adds the product with the size and colour chosen', async () => {
      const { actor, added } = await pageOf(dress);
      actor.send({ type: 'details.chooseSize', size: 'L' });
      actor.send({ type: 'details.chooseColour', colour: 'Black' });
      actor.send({ type: 'details.addToCart' });
      expect(added).toEqual([{ product: dress, options: { size: 'L', colour: 'Black' } }]);
    });

    it('names the missing choices instead of adding, and a choice clears its own', async () => {
      const { actor, added, context } = await pageOf(dress);
      actor.send({ type: 'details.addToCart' });
      expect(added).toEqual([]);
      expect(context().missing).toEqual(['size', 'colour']);
      actor.send({ type: 'details.chooseSize', size: 'S' });
      expect(context().missing).toEqual(['colour']);
      actor.send({ type: 'details.addToCart' });
      expect(added).toEqual([]);
      actor.send({ type: 'details.chooseColour', colour: 'Coral' });
      actor.send({ type: 'details.addToCart' });
      expect(added).toHaveLength(1);
      expect(context().missing).toEqual([]);
    });

    it('answers every Add: the choices missing, then none once the cart is asked', async () => {
      const { actor } = await pageOf(dress);
      const answers: string[][] = [];
      actor.on('details.addAnswered', (event) => answers.push(event.missing));
      actor.send({ type: 'details.addToCart' });
      actor.send({ type: 'details.chooseSize', size: 'S' });
      actor.send({ type: 'details.addAtWholesale' });
      actor.send({ type: 'details.chooseColour', colour: 'Coral' });
      actor.send({ type: 'details.addToCart' });
      expect(answers).toEqual([['size', 'colour'], ['colour'], []]);
    });

    it('asks nothing of a product without sizes or colours', async () => {
      const belt = { ...dress, sizes: [], unavailableSizes: [], colours: [] };
      const { actor, added } = await pageOf(belt);
      actor.send({ type: 'details.addToCart' });
      expect(added).toEqual([{ product: belt, options: {} }]);
    });

    it.each<[string, Partial<Product>]>([
      ['sold out', { stock: 0 }],
      ['sold out in every size', { unavailableSizes: ['S', 'M', 'L', 'XL'] }],
    ])('refuses a product %s', async (_case, change) => {
      const { actor, added, context } = await pageOf({ ...dress, ...change });
      expect(actor.getSnapshot().can({ type: 'details.addToCart' })).toBe(false);
      const answers: unknown[] = [];
      actor.on('details.addAnswered', (event) => answers.push(event));
      actor.send({ type: 'details.addToCart' });
      expect(added).toEqual([]);
      expect(context().missing).toEqual([]);
      expect(answers).toEqual([]);
    });
  });

  describe('Add at wholesale price', () => {
    it('adds at wholesale terms with the size and colour chosen', async () => {
      const { actor, added, atWholesale } = await pageOf(dress);
      actor.send({ type: 'details.chooseSize', size: 'M' });
      actor.send({ type: 'details.chooseColour', colour: 'Black' });
      actor.send({ type: 'details.addAtWholesale' });
      expect(atWholesale).toEqual([{ product: dress, options: { size: 'M', colour: 'Black' } }]);
      expect(added).toEqual([]);
    });

    it('names the missing choices like Add to cart', async () => {
      const { actor, atWholesale, context } = await pageOf(dress);
      actor.send({ type: 'details.addAtWholesale' });
      expect(atWholesale).toEqual([]);
      expect(context().missing).toEqual(['size', 'colour']);
    });

    it('refuses when the stock is below the minimum quantity, or there are no terms', async () => {
      for (const product of [
        { ...dress, stock: 5 },
        { ...dress, wholesale: undefined },
      ]) {
        const { actor } = await pageOf(product);
        expect(actor.getSnapshot().can({ type: 'details.addAtWholesale' })).toBe(false);
      }
    });
  });
});
