import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaffRole } from '@model/roles';
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
import { recordFromProvider } from '@model/account/names';

export type LoginEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'login.continueWithGoogle' }
  /** Someone already signed in opened /login: they go on, as after a login. */
  | { type: 'login.alreadySignedIn' };

/** Where a login goes with no page to return to: the shopper's account. */
export const shopperHome = '/account';
/** Where staff and the owner go instead: the back office (the account page is for role user). */
export const backOfficeHome = '/staff';

export interface LoginInput {
  /** The page to return to, already checked as one of the shop's own; null for none. */
  redirect: string | null;
}

export interface LoginContext {
  /** The page to return to, which wins over any role; null for none. */
  redirect: string | null;
  /** Where the login goes, once decided. */
  destination: string;
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
    input: {} as LoginInput,
  },
  actors: {
    /** The signed-in person's back-office role, from their ID token's claim; null for a shopper. */
    readStaffRole: unprovided<StaffRole | null>('loginMachine needs a readStaffRole actor'),
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
    openDestination: (_, _destination: string) => {},
    goToRedirect: assign({ destination: ({ context }) => context.redirect ?? shopperHome }),
    /** Staff and the owner land in the back office; everyone else on their account. */
    goHomeByRole: assign({
      destination: (_, role: StaffRole | null) => (role === null ? shopperHome : backOfficeHome),
    }),
    goToShopperHome: assign({ destination: shopperHome }),
    takeFailure: assign({ failure: (_, error: unknown) => failureCode(error) }),
    clearFailure: assign({ failure: null }),
    takeNewcomer: assign({
      newcomer: (_, signIn: ProviderSignIn | null) => (signIn ? newcomerOf(signIn.user) : null),
    }),
  },
  guards: {
    hasRedirect: ({ context }) => context.redirect !== null,
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
    target: 'choosingDestination',
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
 * shopper closed is no failure. Every failure keeps its code for the screen. Signed in (or found
 * signed in already), the person goes to the page they came from (`redirect`); with none, staff
 * and the owner (their ID token's role claim) to the back office, everyone else to their account
 * (../shared/QA-CONTRACT.md, Back office). `openDestination` (injected) leaves for it.
 */
export const loginMachine = machine.createMachine({
  id: 'login',
  context: ({ input }) => ({
    redirect: input.redirect,
    destination: shopperHome,
    failure: null,
    newcomer: null,
  }),
  initial: 'resumingRedirect',
  states: {
    // The form is usable at once: most visits bring no redirect back, and the check is quick.
    resumingRedirect: {
      on: formEvents,
      invoke: { src: 'resumeRedirect', onDone: afterProvider, onError: backToForm },
    },
    editing: {
      on: { ...formEvents, 'login.alreadySignedIn': 'choosingDestination' },
    },
    signingIn: {
      invoke: {
        src: 'signInWithEmail',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { email: event.email, password: event.password };
        },
        onDone: 'choosingDestination',
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
          {
            guard: { type: 'wasSaved', params: ({ event }) => event.output },
            target: 'choosingDestination',
          },
          { target: 'editing', actions: assign({ failure: accountNotSaved, newcomer: null }) },
        ],
      },
    },
    choosingDestination: {
      always: [
        { guard: 'hasRedirect', target: 'signedIn', actions: 'goToRedirect' },
        { target: 'readingRole' },
      ],
    },
    // A claim that cannot be read sends the person to their account, whose guard sees to them.
    readingRole: {
      invoke: {
        src: 'readStaffRole',
        onDone: {
          target: 'signedIn',
          actions: { type: 'goHomeByRole', params: ({ event }) => event.output },
        },
        onError: { target: 'signedIn', actions: 'goToShopperHome' },
      },
    },
    signedIn: {
      type: 'final',
      entry: { type: 'openDestination', params: ({ context }) => context.destination },
    },
  },
});
