import { assertEvent, assign, setup } from 'xstate';
import { accountNotSaved, failureCode } from '../session/failure-code';
import type { SessionUser } from '../session/types';
import { unprovided } from '../unprovided';
import {
  userRecordMachine,
  type UserRecordOutcome,
  type UserRecordWrite,
} from './user-record.machine';

/** What the signup form sends, already validated and trimmed. */
export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type SignupEvent = { type: 'signup.submit'; details: SignupDetails };

export interface SignupContext {
  /** The names and e-mail of the last submission; the password is never kept. */
  names: Pick<SignupDetails, 'firstName' | 'lastName' | 'email'> | null;
  account: SessionUser | null;
  /** The code of the last failure, for the screen to describe; null when there is none. */
  failure: string | null;
}

/**
 * Signup: create the account, then write its Users record (e-mail, role user, first and last
 * name; docs/shop-rules.md, Signing up and logging in), then send the verification e-mail, then
 * open the account page. A failed Users write is retried and, failing still, the new sign-in is
 * removed and the shopper told (`account-not-saved`). An e-mail that could not be sent holds
 * nothing up: the account page says the address is not verified and offers Send again.
 */
export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    createAccount: unprovided<SessionUser, { email: string; password: string }>(
      'signupMachine needs a createAccount actor',
    ),
    saveUserRecord: userRecordMachine,
    sendVerificationEmail: unprovided<void>('signupMachine needs a sendVerificationEmail actor'),
  },
  actions: {
    openAccount: () => {},
  },
  guards: {
    wasSaved: (_, outcome: UserRecordOutcome) => outcome.saved,
  },
}).createMachine({
  id: 'signup',
  context: { names: null, account: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signup.submit': {
          target: 'creatingAccount',
          actions: assign({
            names: ({ event }) => ({
              firstName: event.details.firstName,
              lastName: event.details.lastName,
              email: event.details.email,
            }),
            account: null,
            failure: null,
          }),
        },
      },
    },
    creatingAccount: {
      invoke: {
        src: 'createAccount',
        input: ({ event }) => {
          assertEvent(event, 'signup.submit');
          return { email: event.details.email, password: event.details.password };
        },
        onDone: {
          target: 'savingRecord',
          actions: assign({ account: ({ event }) => event.output }),
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => failureCode(event.error) }),
        },
      },
    },
    savingRecord: {
      invoke: {
        src: 'saveUserRecord',
        input: ({ context }) => recordOf(context),
        onDone: [
          {
            guard: { type: 'wasSaved', params: ({ event }) => event.output },
            target: 'sendingVerification',
          },
          { target: 'editing', actions: assign({ failure: accountNotSaved, account: null }) },
        ],
      },
    },
    // Only once the account is kept: a removed account is sent no e-mail.
    sendingVerification: {
      invoke: { src: 'sendVerificationEmail', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final', entry: 'openAccount' },
  },
});

/**
 * The record goes under the new account's uid, and carries the e-mail as the service saved it:
 * the guard matches on exactly that.
 */
function recordOf({ names, account }: SignupContext): UserRecordWrite {
  if (names === null || account === null) {
    throw new Error('signupMachine saves a record only after the account is created');
  }
  return {
    uid: account.uid,
    record: {
      email: account.email ?? names.email,
      role: 'user',
      firstName: names.firstName,
      lastName: names.lastName,
    },
  };
}
