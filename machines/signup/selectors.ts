import type { SnapshotFrom } from 'xstate';
import type { signupMachine } from './signup.machine';

type SignupSnapshot = SnapshotFrom<typeof signupMachine>;

/** The account or its Users record is being made (or /account opening): the form waits. */
export const isBusy = (snapshot: SignupSnapshot): boolean => !snapshot.matches('editing');

/** Nothing under way and nothing to tell: the page may send someone signed in on. */
export const isIdle = (snapshot: SignupSnapshot): boolean =>
  snapshot.matches('editing') && snapshot.context.failure === null;

/** The code of the last failure, for the page to word; null when there is none. */
export const failureCode = (snapshot: SignupSnapshot): string | null => snapshot.context.failure;
