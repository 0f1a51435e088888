import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createSubmissionMachine } from './submission.machine';
import type { SaveInput } from './types';

interface Note {
  text: string;
}

const noteMachine = createSubmissionMachine<Note>('note');

describe('submission machine factory', () => {
  it('names the machine by its id, and a missing save by it too', async () => {
    const actor = createActor(noteMachine).start();
    expect(noteMachine.id).toBe('note');
    actor.send({ type: 'submission.send', details: { text: 'Hello' }, id: 'n-1' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toEqual(new Error('note needs a save actor'));
  });

  it('saves the same details written again after Write another: a new submission, new id', async () => {
    const ids: string[] = [];
    const machine = noteMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: SaveInput<Note> }) => {
          ids.push(input.id);
          return input.id;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'submission.send', details: { text: 'Hello' }, id: 'n-1' });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'submission.writeAnother' });
    actor.send({ type: 'submission.send', details: { text: 'Hello' }, id: 'n-2' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(ids).toEqual(['n-1', 'n-2']);
  });
});
