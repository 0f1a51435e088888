import { assign, fromCallback, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { UserRecord } from '@model/user-record';
import { consoleMessages, sessionStatus, type sessionMachine } from '../session/session.machine';
import { logFailure } from '../log-failure';
import { shownStatus } from '../shown-status';
import type { LogEntry, SessionUser } from '../session/types';
import { unprovided } from '../unprovided';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What the session tells the guard: the session's settled states, each once. */
export type SessionNews =
  | { type: 'session.signedIn'; user: SessionUser }
  | { type: 'session.signedOut' }
  | { type: 'session.unavailable'; error: unknown };

type Session = Pick<SessionActor, 'getSnapshot' | 'subscribe'>;

/**
 * Tells `tell` each settled change of the session (signed in as someone, signed out,
 * unavailable), at once and then as it happens; answers the unsubscribe. Unknown and signing out
 * are not news: the listener waits for where they settle. A sign-out that failed settles back in
 * signed in, which is news again.
 */
export function forwardSessionNews(session: Session, tell: (news: SessionNews) => void) {
  let last = '';
  const report = (snapshot: ReturnType<Session['getSnapshot']>) => {
    const status = sessionStatus(snapshot);
    const { user, failure } = snapshot.context;
    const current = `${status}:${user?.uid ?? ''}`;
    if (current === last) return;
    last = current;
    if (status === 'signedIn' && user) tell({ type: 'session.signedIn', user });
    else if (status === 'signedOut') tell({ type: 'session.signedOut' });
    else if (status === 'unavailable') tell({ type: 'session.unavailable', error: failure });
  };
  report(session.getSnapshot());
  const subscription = session.subscribe(report);
  return () => subscription.unsubscribe();
}

export type AccountGuardEvent = SessionNews | { type: 'guard.retry' };

export interface AccountGuardContext {
  /** The page's session: the guard follows it, and signs out through it. */
  session: SessionActor;
  user: SessionUser | null;
  /** The signed-in person's Users record, once it says role user. */
  record: UserRecord | null;
  /** Why the check failed (the Users read, or the session), for the screen; null otherwise. */
  failure: unknown;
}

/** The only role that may open the account page. */
export const shopperRole = 'user';

const machine = setup({
  types: {
    context: {} as AccountGuardContext,
    events: {} as AccountGuardEvent,
    input: {} as { session: SessionActor },
  },
  actors: {
    followSession: fromCallback<AccountGuardEvent, SessionActor>(({ input, sendBack }) =>
      forwardSessionNews(input, sendBack),
    ),
    findUsersByEmail: unprovided<UserRecord[], string>(
      'accountGuardMachine needs a findUsersByEmail actor',
    ),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    /** Leaves for /login; `refused` says the person was turned away. */
    goToLogin: (_, _reason: { refused: boolean }) => {},
    /** The session could not be reached: it is asked to try again. */
    retrySession: sendTo(({ context }) => context.session, { type: 'session.retry' }),
    /** The session signs the refused person out, and logs it once it has. */
    signOutOfSession: sendTo(({ context }) => context.session, { type: 'session.signOut' }),
    /** The allowed shopper's record, e.g. for the header's greeting. */
    rememberShopper: (_, _record: UserRecord) => {},
    takeUser: assign({
      user: ({ event }) => (event.type === 'session.signedIn' ? event.user : null),
      record: null,
      failure: null,
    }),
    takeRecord: assign({ record: (_, record: UserRecord) => record }),
    takeFailure: assign({ failure: (_, error: unknown) => error }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasEmail: ({ event }) => event.type === 'session.signedIn' && !!event.user.email,
    isSomeoneElse: ({ context, event }) =>
      event.type === 'session.signedIn' && event.user.uid !== context.user?.uid,
    knowsWhoIsSignedIn: ({ context }) => context.user !== null,
    /** Role user on the records carrying this e-mail, and no other role among them. */
    isShopper: (_, records: UserRecord[]) =>
      records.length > 0 && records.every((record) => record.role === shopperRole),
  },
});

const keepFailure = {
  type: 'takeFailure',
  params: ({ event }: { event: { error?: unknown } }) => event.error,
} as const;

const logFetchFailed = logFailure(consoleMessages.usersReadFailed);

/** A signed-in person appears: checked when they have an e-mail, refused when they have none. */
const checkNewPerson = [
  { guard: 'hasEmail', target: '#accountGuard.checking', actions: 'takeUser' },
  { target: '#accountGuard.refusing', actions: 'takeUser' },
] as const;

/** Someone else signs in meanwhile (another tab): they are checked afresh. */
const recheckSomeoneElse = [
  { guard: 'isSomeoneElse', target: '#accountGuard.checking', reenter: true, actions: 'takeUser' },
] as const;

const logRefusal = {
  type: 'log',
  params: { level: 'log', message: consoleMessages.accessRefused },
} as const;

/** The refused person's sign-out settled, or failed: either way they must not see the page. */
const leaveRefused = {
  target: '#accountGuard.leaving',
  actions: { type: 'goToLogin', params: { refused: true } },
} as const;

/** Nobody is signed in before the page was opened to them: refused, with nobody to sign out. */
const refuseWhenSignedOut = {
  target: '#accountGuard.leaving',
  actions: [logRefusal, { type: 'goToLogin', params: { refused: false } }],
} as const;

/** The shopper the page was opened to signs out (here or in another tab): they leave it. */
const leaveWhenSignedOut = {
  target: '#accountGuard.leaving',
  actions: { type: 'goToLogin', params: { refused: false } },
} as const;

/**
 * The account guard (docs/shop-rules.md, Account guard). While the session and then the Users
 * record load, the page shows Loading. The signed-in e-mail is matched to Users records (found by a
 * query on the e-mail, `findUsersByEmail`): role user opens the page; any other role, or no record,
 * logs "You do not have permission to access this page.", signs out, logs "Sign out successful" and
 * goes to /login. A failed read logs "Error fetching data:" and waits for Retry. A visitor who is
 * not signed in is refused the same way, with nobody to sign out; the shopper the page was opened
 * to simply leaves for /login when they sign out. The session actor is given as input: the guard
 * follows its settled states and signs out through it. The read and `goToLogin` are injected.
 */
export const accountGuardMachine = machine.createMachine({
  id: 'accountGuard',
  context: ({ input }) => ({ session: input.session, user: null, record: null, failure: null }),
  invoke: { src: 'followSession', input: ({ context }) => context.session },
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      on: {
        'session.signedIn': checkNewPerson,
        'session.signedOut': refuseWhenSignedOut,
        'session.unavailable': { target: 'failed', actions: keepFailure },
      },
    },
    checking: {
      invoke: {
        src: 'findUsersByEmail',
        input: ({ context }) => context.user?.email ?? '',
        onDone: [
          {
            guard: { type: 'isShopper', params: ({ event }) => event.output },
            target: 'allowed',
            actions: [
              { type: 'takeRecord', params: ({ event }) => event.output[0]! },
              { type: 'rememberShopper', params: ({ event }) => event.output[0]! },
            ],
          },
          { target: 'refusing' },
        ],
        onError: {
          target: 'failed',
          actions: [keepFailure, logFetchFailed],
        },
      },
      on: { 'session.signedIn': recheckSomeoneElse, 'session.signedOut': refuseWhenSignedOut },
    },
    allowed: {
      on: { 'session.signedIn': recheckSomeoneElse, 'session.signedOut': leaveWhenSignedOut },
    },
    failed: {
      on: {
        'guard.retry': [
          { guard: 'knowsWhoIsSignedIn', target: 'checking', actions: 'clearFailure' },
          { target: 'waitingForSession', actions: ['clearFailure', 'retrySession'] },
        ],
        'session.signedIn': recheckSomeoneElse,
        'session.signedOut': refuseWhenSignedOut,
      },
    },
    // The guard leaves once the session settles: signed out, or back in after a failed sign-out
    // (the refused person must not see the page either way).
    refusing: {
      entry: [logRefusal, 'signOutOfSession'],
      on: {
        'session.signedOut': leaveRefused,
        'session.signedIn': leaveRefused,
        'session.unavailable': leaveRefused,
      },
    },
    leaving: { type: 'final' },
  },
});

export type AccountGuardSnapshot = SnapshotFrom<typeof accountGuardMachine>;

export type AccountGuardStatus = 'allowed' | 'failed' | 'leaving' | 'checking';

/** What the page shows: Loading while checking or leaving, the page, or the error with Retry. */
export const guardStatus = (snapshot: AccountGuardSnapshot): AccountGuardStatus =>
  shownStatus(snapshot, ['allowed', 'failed', 'leaving'], 'checking');
