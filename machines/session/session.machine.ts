import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LogEntry, SessionUser } from './types';

/**
 * The shop's console texts, copied exactly, the new Users id's included (docs/shop-rules.md,
 * Texts the shop shows and logs).
 */
export const consoleMessages = {
  usersReadFailed: 'Error fetching data:',
  addUserFailed: 'Error adding user:',
  accessRefused: 'You do not have permission to access this page.',
  signedOut: 'Sign out successful',
  userAdded: 'User added with ID:',
} as const;

export type SessionEvent =
  /** The authentication service's report: the signed-in person, or null. */
  | { type: 'session.changed'; user: SessionUser | null }
  /** The service could not be reached at all (its code failed to load, say). */
  | { type: 'session.unavailable'; error: unknown }
  | { type: 'session.signOut' }
  | { type: 'session.retry' };

export interface SessionContext {
  user: SessionUser | null;
  /** Why the service is unavailable, or why the last sign-out failed; null otherwise. */
  failure: unknown;
}

/**
 * Who is signed in, as the authentication service reports it: unknown until the service first
 * reports, then signed in or signed out. The watch (`watchSession`, which sends `auth.changed`)
 * and `signOut` are injected; `rememberSession` hears every settled state, so the header can show
 * it without loading the Auth SDK, and `log` writes "Sign out successful" after a sign-out.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    watchSession: fromCallback(() => {
      throw new Error('sessionMachine needs a watchSession actor');
    }),
    signOut: fromPromise<void>(() => Promise.reject(new Error('sessionMachine needs signOut'))),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    rememberSession: (_, _user: SessionUser | null) => {},
    takeReportedUser: assign({
      user: ({ event }) => (event.type === 'session.changed' ? event.user : null),
      failure: null,
    }),
    forgetUser: assign({ user: null, failure: null }),
    keepFailure: assign({ failure: ({ event }) => ('error' in event ? event.error : null) }),
  },
  guards: {
    reportsSomeone: ({ event }) => event.type === 'session.changed' && event.user !== null,
    reportsSomeoneElse: ({ context, event }) =>
      event.type === 'session.changed' &&
      event.user !== null &&
      event.user.uid !== context.user?.uid,
    reportsNoOne: ({ event }) => event.type === 'session.changed' && event.user === null,
  },
}).createMachine({
  id: 'auth',
  context: { user: null, failure: null },
  initial: 'watching',
  states: {
    watching: {
      invoke: { src: 'watchSession' },
      on: { 'session.unavailable': { target: 'unavailable', actions: 'keepFailure' } },
      initial: 'unknown',
      states: {
        unknown: {
          on: {
            'session.changed': [
              { guard: 'reportsSomeone', target: 'signedIn', actions: 'takeReportedUser' },
              { target: 'signedOut', actions: 'forgetUser' },
            ],
          },
        },
        signedIn: {
          entry: { type: 'rememberSession', params: ({ context }) => context.user },
          on: {
            'session.changed': [
              {
                guard: 'reportsSomeoneElse',
                target: 'signedIn',
                reenter: true,
                actions: 'takeReportedUser',
              },
              { guard: 'reportsNoOne', target: 'signedOut', actions: 'forgetUser' },
            ],
            'session.signOut': 'signingOut',
          },
        },
        // The service reports the sign-out too; the machine waits for its own call to finish.
        signingOut: {
          invoke: {
            src: 'signOut',
            onDone: {
              target: 'signedOut',
              actions: [
                'forgetUser',
                { type: 'log', params: { level: 'log', message: consoleMessages.signedOut } },
              ],
            },
            onError: { target: 'signedIn', actions: 'keepFailure' },
          },
        },
        signedOut: {
          entry: { type: 'rememberSession', params: null },
          on: {
            'session.changed': {
              guard: 'reportsSomeone',
              target: 'signedIn',
              actions: 'takeReportedUser',
            },
          },
        },
      },
    },
    unavailable: {
      on: { 'session.retry': { target: 'watching', actions: 'forgetUser' } },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatus = 'unknown' | 'signedIn' | 'signingOut' | 'signedOut' | 'unavailable';

/** The session as screens and other machines see it. */
export function sessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('unavailable')) return 'unavailable';
  if (snapshot.matches({ watching: 'signedIn' })) return 'signedIn';
  if (snapshot.matches({ watching: 'signingOut' })) return 'signingOut';
  if (snapshot.matches({ watching: 'signedOut' })) return 'signedOut';
  return 'unknown';
}
