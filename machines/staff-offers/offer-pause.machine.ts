import { assign, setup, type SnapshotFrom } from 'xstate';
import { offerDraftOf } from '@model/offer/stored-offer';
import { offerStateAt } from '@model/staff/offers';
import { unprovided } from '../unprovided';
import type { OfferLine, OfferSaveRequest, SaveOutcome } from './types';

/** What the last Pause or Resume came to; null before any, and while one is on its way. */
export type OfferPauseNotice =
  | { kind: 'saved' }
  /** The server would not save it, in its words. */
  | { kind: 'refused'; message: string }
  /** The call did not come back (its failure is kept): the button sends it again. */
  | { kind: 'failed' };

export interface OfferPauseContext {
  /** The offer as its row shows it: as listed, then as each Pause or Resume saved it. */
  line: OfferLine;
  notice: OfferPauseNotice | null;
  failure: unknown;
}

export type OfferPauseEvent = { type: 'offer.togglePause' };

export interface OfferPauseInput {
  line: OfferLine;
}

/** The stored offer in the form's terms, paused or running the other way round. */
function toggledRequest({ id, offer }: OfferLine): OfferSaveRequest {
  const draft = offerDraftOf(offer!);
  return { offerId: id, draft: { ...draft, paused: !draft.paused } };
}

/**
 * One row of the Offers page (../shared/QA-CONTRACT.md, Offers): `Pause` for an offer that is not
 * paused, `Resume` for one that is. Pressing it saves the stored offer's own form draft with only
 * Paused changed, through the same `saveOffer` as the offers form, so the server checks it and
 * records who did it in the offer's History. One save at a time: a press while one is on its way
 * does nothing. Saved, the row shows the offer as now paused or not and where it stands now;
 * refused, the server's words; failed, the same press sends it again. An offer the reader could
 * not read has nothing to save, and no button. The save is injected.
 */
export const offerPauseMachine = setup({
  types: {
    context: {} as OfferPauseContext,
    events: {} as OfferPauseEvent,
    input: {} as OfferPauseInput,
  },
  actors: {
    saveOffer: unprovided<SaveOutcome, OfferSaveRequest>(
      'offerPauseMachine needs a saveOffer actor',
    ),
  },
  actions: {
    forgetNotice: assign({ notice: null, failure: null }),
    showToggled: assign(({ context }) => {
      const offer = { ...context.line.offer!, paused: !context.line.offer!.paused };
      const state = offerStateAt(offer, new Date().toISOString());
      return { line: { ...context.line, offer, state }, notice: { kind: 'saved' } as const };
    }),
    sayRefusal: assign((_, outcome: SaveOutcome) => ({
      notice:
        outcome.outcome === 'refused'
          ? ({ kind: 'refused', message: outcome.message } as const)
          : null,
    })),
  },
  guards: {
    readable: ({ context }) => context.line.offer !== null,
    wasRefused: (_, outcome: SaveOutcome) => outcome.outcome === 'refused',
  },
}).createMachine({
  id: 'offerPause',
  context: ({ input }) => ({ line: input.line, notice: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'offer.togglePause': { guard: 'readable', target: 'saving', actions: 'forgetNotice' },
      },
    },
    // The press that sent it is answered before another may be.
    saving: {
      invoke: {
        src: 'saveOffer',
        input: ({ context }) => toggledRequest(context.line),
        onDone: [
          {
            guard: { type: 'wasRefused', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'sayRefusal', params: ({ event }) => event.output },
          },
          { target: 'idle', actions: 'showToggled' },
        ],
        // It may have landed: sending the same draft again writes the same again.
        onError: {
          target: 'idle',
          actions: assign({
            notice: () => ({ kind: 'failed' }) as const,
            failure: ({ event }) => event.error,
          }),
        },
      },
    },
  },
});

export type OfferPauseSnapshot = SnapshotFrom<typeof offerPauseMachine>;
