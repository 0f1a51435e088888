import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { formStatus, historyStatus, pageStatus, visibilityStatus } from './product-form.selectors';
import {
  created,
  dress,
  dressDraft,
  file,
  formIs,
  formWith,
  ready,
} from '@testing/helpers/product-form-machine';

describe('product form machine: opening', () => {
  it('reads an existing product into the form, with its History', async () => {
    const { actor, effects } = formWith({
      load: async () => ({ ...dress, history: [created] }),
    });
    expect(pageStatus(actor.getSnapshot())).toBe('loading');
    const snapshot = await ready(actor);
    expect(snapshot.context.draft).toEqual(dressDraft);
    expect(snapshot.context.productName).toBe('Ankara wrap dress');
    expect(snapshot.context.stock).toBe(12);
    expect(snapshot.context.history).toEqual([created]);
    expect(formStatus(snapshot)).toBe('editing');
    expect(effects.reads).toBe(1);
  });

  it('opens a new product empty, without reading anything', async () => {
    const { actor, effects } = formWith({ isNew: true });
    const snapshot = actor.getSnapshot();
    expect(pageStatus(snapshot)).toBe('ready');
    expect(snapshot.context.exists).toBe(false);
    expect(snapshot.context.draft.name).toBe('');
    expect(effects.reads).toBe(0);
  });

  it('opens the form when only the History could not be read, the History with a Retry', async () => {
    const failure = new Error('permission-denied');
    const { actor } = formWith({
      load: async () => ({ ...dress, historyFailure: failure }),
    });
    const snapshot = await ready(actor);
    expect(historyStatus(snapshot)).toBe('stale');
    expect(snapshot.context.historyFailure).toBe(failure);
    actor.send({ type: 'history.retry' });
    const current = await waitFor(actor, (s) => historyStatus(s) === 'current');
    expect(current.context.history).toEqual([created]);
    expect(current.context.historyFailure).toBeNull();
  });

  it('says so when there is no such product', async () => {
    const { actor } = formWith({ load: async () => null });
    await waitFor(actor, (s) => pageStatus(s) === 'missing');
  });

  it('fails with the error, and Retry reads again', async () => {
    let reads = 0;
    const failure = new Error('unavailable');
    const { actor } = formWith({
      load: async () => {
        reads += 1;
        if (reads === 1) throw failure;
        return dress;
      },
    });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure).toBe(failure);
    actor.send({ type: 'product.retry' });
    expect((await ready(actor)).context.failure).toBeNull();
  });

  it('refuses Retry unless the page failed', async () => {
    const { actor } = formWith({});
    expect(actor.getSnapshot().can({ type: 'product.retry' })).toBe(false);
    expect((await ready(actor)).can({ type: 'product.retry' })).toBe(false);
  });
});

describe('product form machine: editing and saving', () => {
  it('saves the draft as typed under the product’s id, and says Saved', async () => {
    const { actor, effects } = formWith({ save: async () => ({ outcome: 'saved' }) });
    await ready(actor);
    actor.send({ type: 'draft.edit', field: 'price', value: '2700' });
    actor.send({ type: 'product.save' });
    expect(formStatus(actor.getSnapshot())).toBe('saving');
    await formIs(actor, 'saved');
    expect(effects.saved).toEqual([
      { productId: 'dress-1', draft: { ...dressDraft, price: '2700' } },
    ]);
    expect(effects.addresses).toEqual([]);
  });

  it('sends no draft the schema refuses, and names each field to correct', async () => {
    const { actor, effects } = formWith({});
    await ready(actor);
    actor.send({ type: 'draft.edit', field: 'name', value: '  ' });
    actor.send({ type: 'draft.edit', field: 'price', value: 'two thousand' });
    actor.send({ type: 'product.save' });
    const snapshot = actor.getSnapshot();
    expect(formStatus(snapshot)).toBe('invalid');
    expect(snapshot.context.fieldErrors).toEqual({
      name: 'Enter the product’s name.',
      price: 'Enter the price in KES, like 1500 or 1499.50.',
    });
    expect(effects.saved).toEqual([]);
  });

  it('clears a field’s error once staff change it', async () => {
    const { actor } = formWith({});
    await ready(actor);
    actor.send({ type: 'draft.edit', field: 'name', value: '' });
    actor.send({ type: 'draft.edit', field: 'brand', value: '' });
    actor.send({ type: 'product.save' });
    actor.send({ type: 'draft.edit', field: 'name', value: 'Ankara maxi dress' });
    const snapshot = actor.getSnapshot();
    expect(formStatus(snapshot)).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({ brand: 'Enter the brand.' });
  });

  it('sets the wholesale price and the minimum together or not at all', async () => {
    const { actor, effects } = formWith({ save: async () => ({ outcome: 'saved' }) });
    await ready(actor);
    actor.send({ type: 'draft.edit', field: 'wholesalePrice', value: '2000' });
    actor.send({ type: 'product.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      wholesaleMinimum: 'Set the wholesale price and the wholesale minimum together, or neither.',
    });
    actor.send({ type: 'draft.edit', field: 'wholesaleMinimum', value: '6' });
    actor.send({ type: 'product.save' });
    await formIs(actor, 'saved');
    expect(effects.saved[0]?.draft).toMatchObject({
      wholesalePrice: '2000',
      wholesaleMinimum: '6',
    });
  });

  it('drops a sub-category the new category does not have', async () => {
    const { actor } = formWith({});
    await ready(actor);
    actor.send({ type: 'draft.edit', field: 'category', value: 'Girls' });
    expect(actor.getSnapshot().context.draft.subCategory).toBe('Dresses');
    actor.send({ type: 'draft.edit', field: 'category', value: 'Shoes' });
    expect(actor.getSnapshot().context.draft.subCategory).toBe('');
  });

  it('saves one draft at a time, and nothing changes while it is on its way', async () => {
    const { actor, effects } = formWith({});
    await ready(actor);
    actor.send({ type: 'product.save' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'product.save' })).toBe(false);
    expect(snapshot.can({ type: 'draft.edit', field: 'name', value: 'Other' })).toBe(false);
    expect(
      snapshot.can({ type: 'photos.remove', downloadURL: dressDraft.images[0]!.downloadURL }),
    ).toBe(false);
    expect(snapshot.can({ type: 'photos.add', files: [file('side.jpg')] })).toBe(false);
    expect(snapshot.can({ type: 'product.hide' })).toBe(false);
    actor.send({ type: 'product.save' });
    expect(effects.saved).toHaveLength(1);
  });

  it('shows the server’s refusal in its words, and keeps the draft', async () => {
    const { actor } = formWith({
      save: async () => ({ outcome: 'refused', message: 'Price: enter the price in KES.' }),
    });
    await ready(actor);
    actor.send({ type: 'draft.edit', field: 'price', value: '2700' });
    actor.send({ type: 'product.save' });
    const snapshot = await formIs(actor, 'refused');
    expect(snapshot.context.refusal).toBe('Price: enter the price in KES.');
    expect(snapshot.context.draft.price).toBe('2700');
    expect(historyStatus(snapshot)).toBe('current');
  });

  it('keeps the draft when the save’s answer never came, and Save sends the same again', async () => {
    let calls = 0;
    const lost = new Error('timeout');
    const { actor, effects } = formWith({
      save: async () => {
        calls += 1;
        if (calls === 1) throw lost;
        return { outcome: 'saved' };
      },
    });
    await ready(actor);
    actor.send({ type: 'product.save' });
    expect((await formIs(actor, 'failed')).context.saveFailure).toBe(lost);
    actor.send({ type: 'product.save' });
    expect(actor.getSnapshot().context.saveFailure).toBeNull();
    await formIs(actor, 'saved');
    expect(effects.saved[1]).toEqual(effects.saved[0]);
  });

  it('reads the History again once saved', async () => {
    const { actor, effects } = formWith({ save: async () => ({ outcome: 'saved' }) });
    await ready(actor);
    actor.send({ type: 'product.save' });
    await formIs(actor, 'saved');
    const snapshot = await waitFor(
      actor,
      (s) => historyStatus(s) === 'current' && s.context.history.length > 0,
    );
    expect(snapshot.context.history).toEqual([created]);
    expect(effects.historyReads).toBe(1);
  });

  it('keeps the page when the History cannot be read again, with a Retry', async () => {
    let reads = 0;
    const { actor } = formWith({
      save: async () => ({ outcome: 'saved' }),
      history: async () => {
        reads += 1;
        if (reads === 1) throw new Error('unavailable');
        return [created];
      },
    });
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'history.retry' })).toBe(false);
    actor.send({ type: 'product.save' });
    await waitFor(actor, (s) => historyStatus(s) === 'stale');
    expect(formStatus(actor.getSnapshot())).toBe('saved');
    actor.send({ type: 'history.retry' });
    await waitFor(actor, (s) => historyStatus(s) === 'current');
    expect(actor.getSnapshot().context.history).toEqual([created]);
  });

  it('is no longer Saved once staff change something', async () => {
    const { actor } = formWith({ save: async () => ({ outcome: 'saved' }) });
    await ready(actor);
    actor.send({ type: 'product.save' });
    await formIs(actor, 'saved');
    actor.send({ type: 'draft.edit', field: 'colours', value: 'Red, Blue' });
    expect(formStatus(actor.getSnapshot())).toBe('editing');
  });

  it('gives a new product its own address once it is first saved, and only then', async () => {
    const { actor, effects } = formWith({ isNew: true, save: async () => ({ outcome: 'saved' }) });
    for (const [field, value] of Object.entries(dressDraft)) {
      if (field !== 'images') {
        actor.send({ type: 'draft.edit', field: field as 'name', value: value as string });
      }
    }
    actor.send({ type: 'product.save' });
    const snapshot = await formIs(actor, 'saved');
    expect(snapshot.context.exists).toBe(true);
    expect(snapshot.context.productName).toBe('Ankara wrap dress');
    expect(effects.addresses).toEqual(['dress-1']);
    actor.send({ type: 'draft.edit', field: 'price', value: '2600' });
    actor.send({ type: 'product.save' });
    await formIs(actor, 'saved');
    expect(effects.saved.map((request) => request.productId)).toEqual(['dress-1', 'dress-1']);
    expect(effects.addresses).toEqual(['dress-1']);
  });
});

describe('product form machine: hiding and showing', () => {
  it('hides a product from the shop, then reads the History again', async () => {
    const { actor, effects } = formWith({ setHidden: async ({ hidden }) => ({ hidden }) });
    await ready(actor);
    actor.send({ type: 'product.hide' });
    expect(visibilityStatus(actor.getSnapshot())).toBe('hiding');
    const snapshot = await waitFor(actor, (s) => visibilityStatus(s) === 'idle');
    expect(snapshot.context.hidden).toBe(true);
    expect(effects.visibility).toEqual([{ productId: 'dress-1', hidden: true }]);
    await waitFor(actor, (s) => historyStatus(s) === 'current' && effects.historyReads === 1);
  });

  it('shows a hidden product again', async () => {
    const { actor, effects } = formWith({
      load: async () => ({ ...dress, product: { ...dress.product, hidden: true } }),
      setHidden: async ({ hidden }) => ({ hidden }),
    });
    const snapshot = await ready(actor);
    expect(snapshot.can({ type: 'product.hide' })).toBe(false);
    actor.send({ type: 'product.show' });
    await waitFor(actor, (s) => visibilityStatus(s) === 'idle' && !s.context.hidden);
    expect(effects.visibility).toEqual([{ productId: 'dress-1', hidden: false }]);
  });

  it('hides or shows only a stored product, one change at a time', async () => {
    const { actor: newOne } = formWith({ isNew: true });
    expect(newOne.getSnapshot().can({ type: 'product.hide' })).toBe(false);
    const { actor, effects } = formWith({});
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'product.show' })).toBe(false);
    actor.send({ type: 'product.hide' });
    expect(actor.getSnapshot().can({ type: 'product.hide' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'product.save' })).toBe(false);
    actor.send({ type: 'product.hide' });
    expect(effects.visibility).toHaveLength(1);
  });

  it('keeps the product as it was when hiding fails, saying why', async () => {
    const failure = new Error('unavailable');
    const { actor } = formWith({
      setHidden: async () => {
        throw failure;
      },
    });
    await ready(actor);
    actor.send({ type: 'product.hide' });
    const snapshot = await waitFor(actor, (s) => visibilityStatus(s) === 'idle');
    expect(snapshot.context.hidden).toBe(false);
    expect(snapshot.context.visibilityFailure).toBe(failure);
    actor.send({ type: 'product.hide' });
    expect(actor.getSnapshot().context.visibilityFailure).toBeNull();
  });
});
