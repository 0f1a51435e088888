import { assign, setup } from 'xstate';
import type { NewUserRecord } from '@model/user-record';
import { logFailure } from '../log-failure';
import { consoleMessages } from '../session/session.machine';
import type { LogEntry } from '../session/types';
import { unprovided } from '../unprovided';

/** A Users record to write, and the account it belongs to: its document is `Users/{uid}`. */
export interface UserRecordWrite {
  uid: string;
  record: NewUserRecord;
}

/** Whether the Users record was written; when it was not, the new sign-in has been removed. */
export type UserRecordOutcome = { saved: true; id: string } | { saved: false };

/** Writes tried before giving up: the first and two retries. */
export const userRecordAttempts = 3;

interface UserRecordContext {
  uid: string;
  record: NewUserRecord;
  attempts: number;
  id: string | null;
}

const machine = setup({
  types: {
    context: {} as UserRecordContext,
    input: {} as UserRecordWrite,
    output: {} as UserRecordOutcome,
  },
  actors: {
    addUser: unprovided<string, UserRecordWrite>('userRecordMachine needs an addUser actor'),
    removeAccount: unprovided<void>('userRecordMachine needs a removeAccount actor'),
    signOut: unprovided<void>('userRecordMachine needs a signOut actor'),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    hasAttemptsLeft: ({ context }) => context.attempts < userRecordAttempts,
  },
  delays: {
    retryPause: 1000,
  },
});

const logAddUserFailed = logFailure(consoleMessages.addUserFailed);

/**
 * Writes the Users record of a new sign-in under the account's uid, and logs its id
 * (docs/shop-rules.md, Signing up and logging in). The write is safe to repeat: a Retry after a
 * write that landed finds it there. A failed write logs "Error adding user:" and is tried again
 * after a pause; when every attempt fails, the new sign-in is removed, so no account is left that
 * the account guard would refuse.
 */
export const userRecordMachine = machine.createMachine({
  id: 'userRecord',
  context: ({ input }) => ({ uid: input.uid, record: input.record, attempts: 0, id: null }),
  initial: 'saving',
  states: {
    saving: {
      entry: 'countAttempt',
      invoke: {
        src: 'addUser',
        input: ({ context }) => ({ uid: context.uid, record: context.record }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ id: ({ event }) => event.output }),
            {
              type: 'log',
              params: ({ event }) => ({
                level: 'info',
                message: consoleMessages.userAdded,
                detail: event.output,
              }),
            },
          ],
        },
        onError: [
          { guard: 'hasAttemptsLeft', target: 'waitingToRetry', actions: logAddUserFailed },
          { target: 'removingAccount', actions: logAddUserFailed },
        ],
      },
    },
    waitingToRetry: {
      after: { retryPause: 'saving' },
    },
    removingAccount: {
      invoke: { src: 'removeAccount', onDone: 'notSaved', onError: 'signingOut' },
    },
    // The account could not be removed (offline, say): at least the half-made sign-in ends here.
    signingOut: {
      invoke: { src: 'signOut', onDone: 'notSaved', onError: 'notSaved' },
    },
    saved: { type: 'final' },
    notSaved: { type: 'final' },
  },
  output: ({ context }) =>
    context.id === null ? { saved: false } : { saved: true, id: context.id },
});
