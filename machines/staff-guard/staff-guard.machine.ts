import { assign, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { StaffRole } from '@model/roles';
import {
  forwardSessionNews,
  type SessionActor,
  type SessionNews,
} from '../account-guard/account-guard.machine';
import { shownStatus } from '../shown-status';
import type { SessionUser } from '../session/types';
import { unprovided } from '../unprovided';

export type StaffGuardEvent = SessionNews | { type: 'guard.retry' };

export interface StaffGuardContext {
  session: SessionActor;
  user: SessionUser | null;
  /** The role claim of the signed-in person's fresh ID token, once it says staff or owner. */
  role: StaffRole | null;
  failure: unknown;
}

/**
 * The back office's guard (../shared/QA-CONTRACT.md, Back office): nobody signed in is sent to
 * log in and brought back; a signed-in person is let in only when their ID token, refreshed for
 * the check so a claim given or taken away counts at once, carries `role: staff|owner`; anyone
 * else is refused, and shown no shop data.
 */
const machine = setup({
  types: {
    context: {} as StaffGuardContext,
    events: {} as StaffGuardEvent,
    input: {} as { session: SessionActor },
  },
  actors: {
    followSession: fromCallback<StaffGuardEvent, SessionActor>(({ input, sendBack }) =>
      forwardSessionNews(input, sendBack),
    ),
    readStaffRole: unprovided<StaffRole | null, SessionUser>(
      'staffGuardMachine needs a readStaffRole actor',
    ),
  },
  actions: {
    /** The session could not be reached: it is asked to try again. */
    retrySession: sendTo(({ context }) => context.session, { type: 'session.retry' }),
    rememberUser: assign({
      user: (_, user: SessionUser) => user,
      role: null,
      failure: null,
    }),
  },
  guards: {
    isStaff: (_, role: StaffRole | null) => role !== null,
  },
}).createMachine({
  id: 'staffGuard',
  context: ({ input }) => ({ session: input.session, user: null, role: null, failure: null }),
  invoke: { src: 'followSession', input: ({ context }) => context.session },
  initial: 'waitingForSession',
  on: {
    'session.signedIn': {
      target: '.checkingRole',
      actions: { type: 'rememberUser', params: ({ event }) => event.user },
    },
    'session.signedOut': { target: '.signedOut' },
    'session.unavailable': {
      target: '.failed',
      actions: assign({ failure: ({ event }) => event.error }),
    },
  },
  states: {
    waitingForSession: {},
    checkingRole: {
      invoke: {
        src: 'readStaffRole',
        input: ({ context }) => context.user!,
        onDone: [
          {
            guard: { type: 'isStaff', params: ({ event }) => event.output },
            target: 'allowed',
            actions: assign({ role: ({ event }) => event.output }),
          },
          { target: 'refused' },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    allowed: {},
    refused: {},
    /** The binding sends the visitor to /login, which brings them back to the page they were on. */
    signedOut: {},
    failed: {
      on: {
        'guard.retry': [
          { guard: ({ context }) => context.user !== null, target: 'checkingRole' },
          { target: 'waitingForSession', actions: 'retrySession' },
        ],
      },
    },
  },
});

export const staffGuardMachine = machine;
export type StaffGuardSnapshot = SnapshotFrom<typeof staffGuardMachine>;

/** What the back office shows: Loading while it waits, then the offices, Staff only, or Retry. */
export const staffGuardStatus = (snapshot: StaffGuardSnapshot) =>
  shownStatus(snapshot, ['allowed', 'refused', 'signedOut', 'failed'] as const, 'checking');
