import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SaveInput, SubmissionContext, SubmissionEvent } from './types';

/**
 * A form whose details are saved once (the contact message, the wholesale enquiry): editing →
 * sending → sent, or failed with the details kept for a Retry. While sending, nothing else is
 * sent, so a double click saves once. The write is the injected `save` actor, given the id made
 * before the first attempt (README.md); unprovided, every send fails. `TDetails` is what the form
 * sends, already checked and trimmed; `id` names the machine.
 */
export function createSubmissionMachine<TDetails extends object>(id: string) {
  return setup({
    types: {
      context: {} as SubmissionContext<TDetails>,
      events: {} as SubmissionEvent<TDetails>,
    },
    actors: {
      save: fromPromise<string, SaveInput<TDetails>>(() =>
        Promise.reject(new Error(`${id} needs a save actor`)),
      ),
    },
    actions: {
      keepDetails: assign(({ context, event }) => {
        assertEvent(event, 'submission.send');
        // The same details sent again are the same submission: its id stays, so it is saved once.
        const same = context.attemptId !== null && sameDetails(context.details, event.details);
        return {
          details: event.details,
          attemptId: same ? context.attemptId : event.id,
          savedId: null,
          failure: null,
        };
      }),
      forgetDetails: assign({ details: null, attemptId: null, savedId: null, failure: null }),
    },
  }).createMachine({
    id,
    context: { details: null, attemptId: null, savedId: null, failure: null },
    initial: 'editing',
    states: {
      editing: {
        on: { 'submission.send': { target: 'sending', actions: 'keepDetails' } },
      },
      sending: {
        invoke: {
          src: 'save',
          input: ({ context }) => {
            if (context.details === null || context.attemptId === null) {
              throw new Error('sending needs the details');
            }
            return { id: context.attemptId, details: context.details };
          },
          onDone: { target: 'sent', actions: assign({ savedId: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
        },
      },
      failed: {
        on: {
          'submission.retry': { target: 'sending', actions: assign({ failure: null }) },
          // The shopper may correct the kept details and send those instead.
          'submission.send': { target: 'sending', actions: 'keepDetails' },
        },
      },
      sent: {
        on: { 'submission.writeAnother': { target: 'editing', actions: 'forgetDetails' } },
      },
    },
  });
}

/** Whether two sends hold the same details, field by field (the fields are plain values). */
function sameDetails<TDetails extends object>(a: TDetails | null, b: TDetails): boolean {
  if (a === null) return false;
  const fields = Object.keys(b) as (keyof TDetails)[];
  return Object.keys(a).length === fields.length && fields.every((field) => a[field] === b[field]);
}
