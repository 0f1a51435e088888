import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/**
 * A sign-in is under way, so the form says so. Picking up a redirect that came back is not:
 * most visits bring none, and the form is usable meanwhile.
 */
export const isBusy = (snapshot: LoginSnapshot): boolean =>
  !snapshot.matches('editing') && !snapshot.matches('resumingRedirect');

/** Nothing under way and nothing to tell: the page may send someone signed in on. */
export const isIdle = (snapshot: LoginSnapshot): boolean =>
  snapshot.matches('editing') && snapshot.context.failure === null;

/** The code of the last failure, for the page to word; null when there is none. */
export const failureCode = (snapshot: LoginSnapshot): string | null => snapshot.context.failure;
