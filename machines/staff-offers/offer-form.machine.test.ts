import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { emptyOfferDraft } from '@model/offer/offer';
import { offerFormMachine } from './offer-form.machine';
import { answered, formStatus, historyStatus, pageStatus } from './offer-form.selectors';
import type {
  OfferDraft,
  OfferEdit,
  OfferEvent,
  OfferRecord,
  OfferSaveRequest,
  SaveOutcome,
} from './types';

const fridayDraft: OfferDraft = {
  ...emptyOfferDraft,
  name: 'Black Friday',
  value: '20',
  startsAt: '2026-11-27T00:00',
  endsAt: '2026-11-30T23:59',
  code: 'FRIDAY20',
  usageLimit: '500',
  perPhoneLimit: '1',
};

const friday: OfferRecord = {
  offer: { draft: fridayDraft, readable: true, uses: 12 },
  history: [],
  historyFailure: null,
};

const created: OfferEvent = {
  id: 'event-1',
  kind: 'created',
  at: '2026-11-20T09:00:00.000Z',
  by: 'Amina Hassan',
  changes: [],
};

const never = <T>() => new Promise<T>(() => {});

interface Effects {
  isNew?: boolean;
  load?: () => Promise<OfferRecord | null>;
  history?: () => Promise<OfferEvent[]>;
  save?: (request: OfferSaveRequest) => Promise<SaveOutcome>;
}

/** The offer form with every effect recorded and answered as the test says. */
function formWith({
  isNew = false,
  load = async () => friday,
  history = async () => [created],
  save = () => never(),
}: Effects) {
  const effects = {
    reads: 0,
    historyReads: 0,
    saves: [] as OfferSaveRequest[],
    movedTo: [] as string[],
  };
  const machine = offerFormMachine.provide({
    actors: {
      loadOffer: fromPromise(() => {
        effects.reads += 1;
        return load();
      }),
      loadHistory: fromPromise(() => {
        effects.historyReads += 1;
        return history();
      }),
      saveOffer: fromPromise(({ input }: { input: OfferSaveRequest }) => {
        effects.saves.push(input);
        return save(input);
      }),
    },
    actions: { goToOfferPage: (_, offerId) => effects.movedTo.push(offerId) },
  });
  const actor = createActor(machine, { input: { offerId: 'friday000001', isNew } }).start();
  return { actor, effects };
}

type Actor = ReturnType<typeof formWith>['actor'];

const ready = (actor: Actor) => waitFor(actor, (s) => pageStatus(s) === 'ready');
const formIs = (actor: Actor, status: ReturnType<typeof formStatus>) =>
  waitFor(actor, (s) => formStatus(s) === status);

describe('offer form machine: opening', () => {
  it('reads a stored offer into the form, with its History', async () => {
    const { actor, effects } = formWith({
      load: async () => ({ ...friday, history: [created] }),
    });
    expect(pageStatus(actor.getSnapshot())).toBe('loading');
    const snapshot = await ready(actor);
    expect(snapshot.context.draft).toEqual(fridayDraft);
    expect(snapshot.context.offerName).toBe('Black Friday');
    expect(snapshot.context.uses).toBe(12);
    expect(snapshot.context.history).toEqual([created]);
    expect(formStatus(snapshot)).toBe('editing');
    expect(effects.reads).toBe(1);
  });

  it('opens a new offer empty, without reading anything', () => {
    const { actor, effects } = formWith({ isNew: true });
    const snapshot = actor.getSnapshot();
    expect(pageStatus(snapshot)).toBe('ready');
    expect(snapshot.context.exists).toBe(false);
    expect(snapshot.context.draft).toEqual(emptyOfferDraft);
    expect(effects.reads).toBe(0);
  });

  it('opens the form when only the History could not be read, the History with a Retry', async () => {
    const failure = new Error('permission-denied');
    const { actor } = formWith({ load: async () => ({ ...friday, historyFailure: failure }) });
    expect(historyStatus(await ready(actor))).toBe('stale');
    actor.send({ type: 'history.retry' });
    const current = await waitFor(actor, (s) => historyStatus(s) === 'current');
    expect(current.context.history).toEqual([created]);
    expect(current.context.historyFailure).toBeNull();
  });

  it('says so when there is no such offer', async () => {
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
        return friday;
      },
    });
    expect((await waitFor(actor, (s) => pageStatus(s) === 'failed')).context.failure).toBe(failure);
    actor.send({ type: 'offer.retry' });
    expect((await ready(actor)).context.failure).toBeNull();
  });

  it('refuses Retry unless the page failed', async () => {
    const { actor } = formWith({});
    expect(actor.getSnapshot().can({ type: 'offer.retry' })).toBe(false);
    expect((await ready(actor)).can({ type: 'offer.retry' })).toBe(false);
  });
});

describe('offer form machine: editing and saving', () => {
  it('saves the draft as typed under the offer’s id, says Saved and reads the History again', async () => {
    const { actor, effects } = formWith({ save: async () => ({ outcome: 'saved' }) });
    await ready(actor);
    actor.send({ type: 'draft.edit', field: 'name', value: 'Black Friday weekend' });
    actor.send({ type: 'draft.edit', field: 'paused', value: true });
    actor.send({ type: 'offer.save' });
    const saved = await formIs(actor, 'saved');
    expect(effects.saves).toEqual([
      {
        offerId: 'friday000001',
        draft: { ...fridayDraft, name: 'Black Friday weekend', paused: true },
      },
    ]);
    expect(saved.context.offerName).toBe('Black Friday weekend');
    expect(answered(saved)).toBe(saved.context.sent);
    await waitFor(actor, (s) => historyStatus(s) === 'current' && s.context.history.length > 0);
    expect(effects.historyReads).toBe(1);
    expect(effects.movedTo).toEqual([]);
  });

  it('names each field to correct, in the form’s order, and sends nothing', async () => {
    const { actor, effects } = formWith({ isNew: true });
    actor.send({ type: 'draft.edit', field: 'appliesTo', value: 'categories' });
    actor.send({ type: 'draft.edit', field: 'categories', value: 'Hats' });
    actor.send({ type: 'draft.edit', field: 'startsAt', value: '2026-11-27T00:00' });
    actor.send({ type: 'offer.save' });
    const snapshot = actor.getSnapshot();
    expect(formStatus(snapshot)).toBe('invalid');
    expect(snapshot.context.fieldErrors).toEqual({
      name: 'Enter the offer’s name, as shoppers will read it.',
      value: 'Enter the percentage off as a whole number from 1 to 90.',
      categories: 'Hats is not one of the shop’s categories.',
    });
    expect(Object.keys(snapshot.context.fieldErrors)[0]).toBe('name');
    expect(effects.saves).toEqual([]);
  });

  it('clears the errors an edit answers: a new kind answers the amount’s', () => {
    const { actor } = formWith({ isNew: true });
    actor.send({ type: 'draft.edit', field: 'name', value: 'Free delivery week' });
    actor.send({ type: 'draft.edit', field: 'startsAt', value: '2026-11-27T00:00' });
    actor.send({ type: 'offer.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      value: 'Enter the percentage off as a whole number from 1 to 90.',
    });
    actor.send({ type: 'draft.edit', field: 'kind', value: 'free-delivery' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(formStatus(actor.getSnapshot())).toBe('editing');
  });

  it('asks for a code before limits on uses', () => {
    const { actor } = formWith({ isNew: true });
    const edits: OfferEdit[] = [
      { field: 'name', value: 'Loyal shoppers' },
      { field: 'value', value: '10' },
      { field: 'startsAt', value: '2026-12-01T00:00' },
      { field: 'usageLimit', value: '100' },
    ];
    for (const edit of edits) actor.send({ type: 'draft.edit', ...edit });
    actor.send({ type: 'offer.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      usageLimit: 'Limits on uses are for codes: give the offer a code, or leave them empty.',
    });
  });

  it('moves a new offer to its own address once saved, under the id it opened with', async () => {
    const { actor, effects } = formWith({
      isNew: true,
      save: async () => ({ outcome: 'saved' }),
    });
    const edits: OfferEdit[] = [
      { field: 'name', value: 'Free delivery over 5,000' },
      { field: 'kind', value: 'free-delivery' },
      { field: 'minimumSubtotal', value: '5000' },
      { field: 'startsAt', value: '2026-12-01T00:00' },
    ];
    for (const edit of edits) actor.send({ type: 'draft.edit', ...edit });
    actor.send({ type: 'offer.save' });
    const saved = await formIs(actor, 'saved');
    expect(saved.context.exists).toBe(true);
    expect(effects.saves.map((save) => save.offerId)).toEqual(['friday000001']);
    expect(effects.movedTo).toEqual(['friday000001']);
  });

  it('shows the server’s refusal in its words, keeps what was typed, and saves again', async () => {
    const refusal = 'The code FRIDAY20 is another offer’s already: choose another code.';
    const answers: SaveOutcome[] = [{ outcome: 'refused', message: refusal }, { outcome: 'saved' }];
    const { actor, effects } = formWith({ save: async () => answers.shift()! });
    await ready(actor);
    actor.send({ type: 'offer.save' });
    const refused = await formIs(actor, 'refused');
    expect(refused.context.refusal).toBe(refusal);
    expect(refused.context.draft).toEqual(fridayDraft);
    expect(effects.historyReads).toBe(0);
    actor.send({ type: 'draft.edit', field: 'code', value: 'FRIDAY26' });
    actor.send({ type: 'offer.save' });
    expect((await formIs(actor, 'saved')).context.refusal).toBeNull();
    expect(effects.saves.map((save) => save.draft.code)).toEqual(['FRIDAY20', 'FRIDAY26']);
  });

  it('keeps the draft when a save fails, and saving again sends it again', async () => {
    const failure = new Error('deadline-exceeded');
    const answers: Array<() => Promise<SaveOutcome>> = [
      () => Promise.reject(failure),
      async () => ({ outcome: 'saved' }),
    ];
    const { actor, effects } = formWith({ save: () => answers.shift()!() });
    await ready(actor);
    actor.send({ type: 'offer.save' });
    expect((await formIs(actor, 'failed')).context.saveFailure).toBe(failure);
    actor.send({ type: 'offer.save' });
    await formIs(actor, 'saved');
    expect(effects.saves).toHaveLength(2);
    expect(effects.saves[1]).toEqual(effects.saves[0]);
  });

  it('changes nothing while a save is on its way', async () => {
    const { actor, effects } = formWith({});
    await ready(actor);
    actor.send({ type: 'offer.save' });
    expect(formStatus(actor.getSnapshot())).toBe('saving');
    expect(actor.getSnapshot().can({ type: 'draft.edit', field: 'name', value: 'x' })).toBe(false);
    actor.send({ type: 'draft.edit', field: 'name', value: 'Cyber Monday' });
    actor.send({ type: 'offer.save' });
    expect(actor.getSnapshot().context.draft.name).toBe('Black Friday');
    expect(effects.saves).toHaveLength(1);
  });

  it('keeps the History shown, with a Retry, when it cannot be read again after a save', async () => {
    const failure = new Error('unavailable');
    const { actor } = formWith({
      save: async () => ({ outcome: 'saved' }),
      history: () => Promise.reject(failure),
      load: async () => ({ ...friday, history: [created] }),
    });
    await ready(actor);
    actor.send({ type: 'offer.save' });
    const stale = await waitFor(actor, (s) => historyStatus(s) === 'stale');
    expect(stale.context.historyFailure).toBe(failure);
    expect(stale.context.history).toEqual([created]);
    expect(formStatus(stale)).toBe('saved');
  });
});
