import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { LogEntry } from '../session/types';
import type { NewUserRecord } from '@model/user-record';
import { userRecordMachine, type UserRecordWrite } from './user-record.machine';

const amani: NewUserRecord = {
  email: 'amani@example.com',
  role: 'user',
  firstName: 'Amani',
  lastName: 'Njoroge',
};

/**
 * Runs the machine with writes answering in turn from `answers` (an Error fails the write). The
 * pause between attempts is skipped unless a `clock` is given to run the machine's own pause on.
 */
function saveWith(
  answers: Array<string | Error>,
  {
    removal = async () => {},
    clock,
  }: { removal?: () => Promise<void>; clock?: SimulatedClock } = {},
) {
  const writes: UserRecordWrite[] = [];
  const logs: LogEntry[] = [];
  const effects: string[] = [];
  const machine = userRecordMachine.provide({
    actors: {
      addUser: fromPromise(async ({ input }: { input: UserRecordWrite }) => {
        writes.push(input);
        const answer = answers[writes.length - 1] ?? new Error('no answer');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      removeAccount: fromPromise(async () => {
        effects.push('removeAccount');
        await removal();
      }),
      signOut: fromPromise(async () => {
        effects.push('signOut');
      }),
    },
    actions: { log: (_, entry) => logs.push(entry) },
    ...(clock ? {} : { delays: { retryPause: 0 } }),
  });
  const actor = createActor(machine, {
    input: { uid: 'amani-uid', record: amani },
    ...(clock ? { clock } : {}),
  }).start();
  return { actor, writes, logs, effects, done: () => waitFor(actor, (s) => s.status === 'done') };
}

describe('Users record of a new sign-in', () => {
  it('writes the record once under the account uid and logs its id', async () => {
    const { writes, logs, effects, done } = saveWith(['amani-uid']);
    const snapshot = await done();
    expect(snapshot.output).toEqual({ saved: true, id: 'amani-uid' });
    expect(writes).toEqual([{ uid: 'amani-uid', record: amani }]);
    expect(logs).toEqual([{ level: 'info', message: 'User added with ID:', detail: 'amani-uid' }]);
    expect(effects).toEqual([]);
  });

  it('logs "Error adding user:" with the error and tries again', async () => {
    const unavailable = new Error('unavailable');
    const { writes, logs, done } = saveWith([unavailable, 'amani-uid']);
    const snapshot = await done();
    expect(snapshot.output).toEqual({ saved: true, id: 'amani-uid' });
    expect(writes).toEqual([
      { uid: 'amani-uid', record: amani },
      { uid: 'amani-uid', record: amani },
    ]);
    expect(logs[0]).toEqual({ level: 'log', message: 'Error adding user:', detail: unavailable });
  });

  it('pauses a second before trying again', async () => {
    const clock = new SimulatedClock();
    const { actor, writes, done } = saveWith([new Error('unavailable'), 'amani-uid'], { clock });
    await waitFor(actor, (s) => s.matches('waitingToRetry'));
    clock.increment(999);
    await Promise.resolve();
    expect(writes).toHaveLength(1);
    clock.increment(1);
    await Promise.resolve();
    expect(writes).toHaveLength(2);
    expect((await done()).output).toEqual({ saved: true, id: 'amani-uid' });
  });

  it('gives up after three writes, removes the new sign-in and answers not saved', async () => {
    const failures = [new Error('one'), new Error('two'), new Error('three')];
    const { writes, logs, effects, done } = saveWith(failures);
    const snapshot = await done();
    expect(snapshot.output).toEqual({ saved: false });
    expect(writes).toHaveLength(3);
    expect(logs.map((entry) => entry.detail)).toEqual(failures);
    expect(logs.every((entry) => entry.message === 'Error adding user:')).toBe(true);
    expect(effects).toEqual(['removeAccount']);
  });

  it('signs the new sign-in out when it cannot be removed either', async () => {
    const failures = [new Error('one'), new Error('two'), new Error('three')];
    const { effects, done } = saveWith(failures, {
      removal: () => Promise.reject(new Error('network-request-failed')),
    });
    const snapshot = await done();
    expect(snapshot.output).toEqual({ saved: false });
    expect(effects).toEqual(['removeAccount', 'signOut']);
  });
});
