import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Offer } from '@model/offer/offer';
import { offerDraftOf } from '@model/offer/stored-offer';
import { offerPauseMachine } from './offer-pause.machine';
import {
  isSaving,
  notice,
  offersPause,
  pauseAction,
  saveFailure,
  shownLine,
} from './offer-pause.selectors';
import type { OfferLine, OfferSaveRequest, SaveOutcome } from './types';

const day = 24 * 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

const friday: Offer = {
  id: 'blackFriday0001',
  name: 'Black Friday',
  kind: 'percent',
  value: 20,
  appliesTo: { scope: 'order' },
  minimumSubtotal: 0,
  startsAt: fromNow(-day),
  endsAt: fromNow(3 * day),
  code: 'FRIDAY20',
  usageLimit: 500,
  perPhoneLimit: 1,
  combinesWithCode: false,
  paused: false,
};

const lineOf = (offer: Offer, state: OfferLine['state']): OfferLine => ({
  id: offer.id,
  name: offer.name,
  offer,
  uses: 12,
  state,
});

const running = lineOf(friday, 'running');
const unreadable: OfferLine = {
  id: 'damaged0001',
  name: 'Damaged',
  offer: null,
  uses: 3,
  state: 'unreadable',
};

/** One row's Pause or Resume, each save recorded and answered in turn by `answers`. */
function rowWith(line: OfferLine, answers: Array<() => Promise<SaveOutcome>>) {
  const saves: OfferSaveRequest[] = [];
  const machine = offerPauseMachine.provide({
    actors: {
      saveOffer: fromPromise(async ({ input }: { input: OfferSaveRequest }) => {
        saves.push(input);
        const answer = answers.shift();
        return answer ? answer() : new Promise<SaveOutcome>(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input: { line } }).start();
  const press = () => actor.send({ type: 'offer.togglePause' });
  const answered = () => waitFor(actor, (snapshot) => !isSaving(snapshot));
  return { actor, saves, press, answered };
}

const saved = async (): Promise<SaveOutcome> => ({ outcome: 'saved' });

describe('offer pause machine', () => {
  it('pauses a running offer by saving its own form draft with Paused ticked, once', async () => {
    let answer!: (outcome: SaveOutcome) => void;
    const { actor, saves, press, answered } = rowWith(running, [
      () => new Promise((resolve) => (answer = resolve)),
    ]);
    expect(offersPause(actor.getSnapshot())).toBe(true);
    expect(pauseAction(actor.getSnapshot())).toBe('Pause');
    press();
    expect(isSaving(actor.getSnapshot())).toBe(true);
    press();
    expect(saves).toEqual([
      { offerId: friday.id, draft: { ...offerDraftOf(friday), paused: true } },
    ]);
    answer({ outcome: 'saved' });
    await answered();
    expect(shownLine(actor.getSnapshot())).toEqual({
      ...running,
      offer: { ...friday, paused: true },
      state: 'paused',
    });
    expect(pauseAction(actor.getSnapshot())).toBe('Resume');
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'saved' });
  });

  it('resumes a paused offer, which then stands where its times put it', async () => {
    const scheduled = { ...friday, startsAt: fromNow(day), paused: true };
    const row = rowWith(lineOf(scheduled, 'paused'), [saved]);
    expect(pauseAction(row.actor.getSnapshot())).toBe('Resume');
    row.press();
    await row.answered();
    expect(row.saves[0]!.draft.paused).toBe(false);
    expect(shownLine(row.actor.getSnapshot()).state).toBe('scheduled');
    expect(pauseAction(row.actor.getSnapshot())).toBe('Pause');

    const running = rowWith(lineOf({ ...friday, paused: true }, 'paused'), [saved]);
    running.press();
    await running.answered();
    expect(shownLine(running.actor.getSnapshot()).state).toBe('running');
  });

  it('keeps an ended offer ended, paused or not', async () => {
    const ended = { ...friday, startsAt: fromNow(-3 * day), endsAt: fromNow(-day) };
    const { actor, press, answered } = rowWith(lineOf(ended, 'ended'), [saved]);
    press();
    await answered();
    expect(shownLine(actor.getSnapshot())).toMatchObject({
      state: 'ended',
      offer: { paused: true },
    });
  });

  it('pauses again after resuming, each press saving the other way round', async () => {
    const { actor, saves, press, answered } = rowWith(running, [saved, saved]);
    press();
    await answered();
    press();
    await answered();
    expect(saves.map((request) => request.draft.paused)).toEqual([true, false]);
    expect(shownLine(actor.getSnapshot())).toEqual(running);
  });

  it('shows the server’s refusal in its words and leaves the offer as it was', async () => {
    const message = 'Starts: Enter when the offer starts as a date and time.';
    const { actor, saves, press, answered } = rowWith(running, [
      async () => ({ outcome: 'refused', message }),
      saved,
    ]);
    press();
    await answered();
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'refused', message });
    expect(shownLine(actor.getSnapshot())).toEqual(running);
    expect(pauseAction(actor.getSnapshot())).toBe('Pause');
    press();
    expect(notice(actor.getSnapshot())).toBeNull();
    await answered();
    expect(saves).toHaveLength(2);
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'saved' });
  });

  it('keeps a failure for its Retry, which sends the same save again', async () => {
    const error = new Error('unavailable');
    const { actor, saves, press, answered } = rowWith(running, [
      () => Promise.reject(error),
      saved,
    ]);
    press();
    await answered();
    expect(notice(actor.getSnapshot())).toEqual({ kind: 'failed' });
    expect(saveFailure(actor.getSnapshot())).toBe(error);
    expect(shownLine(actor.getSnapshot())).toEqual(running);
    press();
    expect(saveFailure(actor.getSnapshot())).toBeNull();
    await answered();
    expect(saves[1]).toEqual(saves[0]);
    expect(shownLine(actor.getSnapshot()).state).toBe('paused');
  });

  it('offers nothing for an offer that could not be read, and saves nothing', () => {
    const { actor, saves, press } = rowWith(unreadable, [saved]);
    expect(offersPause(actor.getSnapshot())).toBe(false);
    press();
    expect(isSaving(actor.getSnapshot())).toBe(false);
    expect(saves).toEqual([]);
  });
});
