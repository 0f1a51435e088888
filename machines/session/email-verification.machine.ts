import { assign, setup, type SnapshotFrom } from 'xstate';
import { unprovided } from '../unprovided';
import { failureCode } from './failure-code';

export type EmailVerificationEvent = { type: 'verification.sendAgain' };

export interface EmailVerificationContext {
  /** The code of the last failed sending, for the page to word; null when there is none. */
  failure: string | null;
}

const machine = setup({
  types: {
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
  },
  actors: {
    readVerified: unprovided<boolean>('emailVerificationMachine needs a readVerified actor'),
    sendVerificationEmail: unprovided<void>(
      'emailVerificationMachine needs a sendVerificationEmail actor',
    ),
  },
  actions: {
    takeFailure: assign({ failure: (_, error: unknown) => failureCode(error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isVerified: (_, verified: boolean) => verified,
  },
});

const sendAgain = {
  'verification.sendAgain': { target: 'sending', actions: 'clearFailure' },
} as const;

/**
 * Whether the signed-in account's e-mail address is verified, and sending the verification
 * e-mail again (Send again) while it is not. The address is read afresh first (`readVerified`):
 * its link may have been opened since signup. A verified address, or one that cannot be read
 * now, is not spoken of. Sending again is open after each answer, sent or failed; the
 * authentication service itself refuses too many (`too-many-requests`). Both calls are injected.
 */
export const emailVerificationMachine = machine.createMachine({
  id: 'emailVerification',
  context: { failure: null },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'readVerified',
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => event.output },
            target: 'verified',
          },
          { target: 'unverified' },
        ],
        // Not knowing is no reason to worry the shopper: nothing is said.
        onError: 'unknown',
      },
    },
    verified: { type: 'final' },
    unknown: { type: 'final' },
    unverified: {
      initial: 'waiting',
      states: {
        waiting: { on: sendAgain },
        // One e-mail at a time: Send again waits for this one's answer.
        sending: {
          invoke: {
            src: 'sendVerificationEmail',
            onDone: 'sent',
            onError: {
              target: 'failed',
              actions: {
                type: 'takeFailure',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
        sent: { on: sendAgain },
        failed: { on: sendAgain },
      },
    },
  },
});

type EmailVerificationSnapshot = SnapshotFrom<typeof emailVerificationMachine>;

/**
 * What the account page says of the address: nothing, or that it is not verified yet and how
 * the last Send again went.
 */
export type VerificationStatus = 'silent' | 'unverified' | 'sending' | 'sent' | 'failed';

export function verificationStatus(snapshot: EmailVerificationSnapshot): VerificationStatus {
  if (snapshot.matches({ unverified: 'sending' })) return 'sending';
  if (snapshot.matches({ unverified: 'sent' })) return 'sent';
  if (snapshot.matches({ unverified: 'failed' })) return 'failed';
  return snapshot.matches('unverified') ? 'unverified' : 'silent';
}

/** The code of the last failed sending, for the page to word; null when there is none. */
export const verificationFailure = (snapshot: EmailVerificationSnapshot): string | null =>
  snapshot.context.failure;
