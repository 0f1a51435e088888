import type { SnapshotFrom } from 'xstate';
import type { signUpMachine } from './sign-up.machine';

type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

/** The account or its Users record is being made (or /account opening): the form waits. */
export const isBusy = (snapshot: SignUpSnapshot): boolean => !snapshot.matches('editing');

/** Nothing under way and nothing to tell: the page may send someone signed in on. */
export const isIdle = (snapshot: SignUpSnapshot): boolean =>
  snapshot.matches('editing') && snapshot.context.failure === null;

/** The code of the last failure, for the page to word; null when there is none. */
export const failureCode = (snapshot: SignUpSnapshot): string | null => snapshot.context.failure;
