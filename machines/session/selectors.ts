import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

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
