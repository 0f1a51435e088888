import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  accountNotSaved,
  closedByShopper,
  failureCode,
  popupBlocked,
} from '../session/failure-code';
import type { ProviderSignIn, SessionUser } from '../session/types';
import {
  userRecordMachine,
  type UserRecordOutcome,
  type UserRecordWrite,
} from '../signup/user-record.machine';
import { unprovided } from '../unprovided';
import { recordFromProvider } from './names';

export type LoginEvent =
  { type: 'login.submit'; email: string; password: string } | { type: 'login.continueWithGoogle' };

export interface LoginContext {
  /** The code of the last failure, for the screen to describe; null when there is none. */
  failure: string | null;
  /** Someone Google has just made: their Users record, to be written before they go on. */
  newcomer: UserRecordWrite | null;
}

/** The Users record of someone new, under their uid; null when the provider gave no e-mail. */
function newcomerOf(user: SessionUser): UserRecordWrite | null {
  const record = recordFromProvider(user);
  return record === null ? null : { uid: user.uid, record };
}

const machine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    signInWithEmail: unprovided<SessionUser, { email: string; password: string }>(
      'loginMachine needs a signInWithEmail actor',
    ),
    signInWithPopup: unprovided<ProviderSignIn>('loginMachine needs a signInWithPopup actor'),
    signInWithRedirect: unprovided<void>('loginMachine needs a signInWithRedirect actor'),
    /** The outcome of a redirect sign-in that brought the shopper back here, or null. */
    resumeRedirect: fromPromise<ProviderSignIn | null>(async () => null),
    saveUserRecord: userRecordMachine,
  },
  actions: {
    openDestination: () => {},
    takeFailure: assign({ failure: (_, error: unknown) => failureCode(error) }),
    clearFailure: assign({ failure: null }),
    takeNewcomer: assign({
      newcomer: (_, signIn: ProviderSignIn | null) => (signIn ? newcomerOf(signIn.user) : null),
    }),
  },
  guards: {
    isNewcomer: (_, signIn: ProviderSignIn | null) =>
      signIn !== null && signIn.isNewUser && recordFromProvider(signIn.user) !== null,
    isSignedIn: (_, signIn: ProviderSignIn | null) => signIn !== null,
    isPopupBlocked: (_, error: unknown) => failureCode(error) === popupBlocked,
    isClosedByShopper: (_, error: unknown) => failureCode(error) === closedByShopper,
    wasSaved: (_, outcome: UserRecordOutcome) => outcome.saved,
  },
});

type ProviderOutcome = { event: { output: ProviderSignIn | null } };
type FailureOutcome = { event: { error: unknown } };

/** After Google: someone new gets their Users record first, as a signup would. */
const afterProvider = [
  {
    guard: { type: 'isNewcomer', params: ({ event }: ProviderOutcome) => event.output },
    target: 'savingRecord',
    actions: { type: 'takeNewcomer', params: ({ event }: ProviderOutcome) => event.output },
  },
  {
    guard: { type: 'isSignedIn', params: ({ event }: ProviderOutcome) => event.output },
    target: 'signedIn',
  },
  { target: 'editing' },
] as const;

const backToForm = [
  {
    guard: { type: 'isClosedByShopper', params: ({ event }: FailureOutcome) => event.error },
    target: 'editing',
  },
  {
    target: 'editing',
    actions: { type: 'takeFailure', params: ({ event }: FailureOutcome) => event.error },
  },
] as const;

const formEvents = {
  'login.submit': { target: 'signingIn', actions: 'clearFailure' },
  'login.continueWithGoogle': { target: 'signingInWithPopup', actions: 'clearFailure' },
} as const;

/**
 * Log in with e-mail and password, or with Google in a popup, falling back to a redirect when
 * the browser blocks the popup (docs/shop-rules.md, Signing up and logging in). A popup the
 * shopper closed is no failure. Every failure keeps its code for the screen; `openDestination`
 * (injected) leaves for where the shopper was going.
 */
export const loginMachine = machine.createMachine({
  id: 'login',
  context: { failure: null, newcomer: null },
  initial: 'resumingRedirect',
  states: {
    // The form is usable at once: most visits bring no redirect back, and the check is quick.
    resumingRedirect: {
      on: formEvents,
      invoke: { src: 'resumeRedirect', onDone: afterProvider, onError: backToForm },
    },
    editing: {
      on: formEvents,
    },
    signingIn: {
      invoke: {
        src: 'signInWithEmail',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { email: event.email, password: event.password };
        },
        onDone: 'signedIn',
        onError: backToForm,
      },
    },
    signingInWithPopup: {
      invoke: {
        src: 'signInWithPopup',
        onDone: afterProvider,
        onError: [
          {
            guard: { type: 'isPopupBlocked', params: ({ event }: FailureOutcome) => event.error },
            target: 'redirectingToGoogle',
          },
          ...backToForm,
        ],
      },
    },
    // The page leaves for Google; it comes back to /login, where resumingRedirect picks it up.
    redirectingToGoogle: {
      invoke: { src: 'signInWithRedirect', onError: backToForm },
    },
    savingRecord: {
      invoke: {
        src: 'saveUserRecord',
        input: ({ context }) => {
          if (context.newcomer === null) throw new Error('savingRecord needs the newcomer');
          return context.newcomer;
        },
        onDone: [
          { guard: { type: 'wasSaved', params: ({ event }) => event.output }, target: 'signedIn' },
          { target: 'editing', actions: assign({ failure: accountNotSaved, newcomer: null }) },
        ],
      },
    },
    signedIn: { type: 'final', entry: 'openDestination' },
  },
});
