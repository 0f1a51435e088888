import type { SnapshotFrom } from 'xstate';
import type { accountGuardMachine } from './account-guard.machine';

export type AccountGuardSnapshot = SnapshotFrom<typeof accountGuardMachine>;

export type AccountGuardStatus = 'checking' | 'allowed' | 'failed' | 'leaving';

/** What the page shows: Loading while checking or leaving, the page, or the error with Retry. */
export function guardStatus(snapshot: AccountGuardSnapshot): AccountGuardStatus {
  if (snapshot.matches('allowed')) return 'allowed';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('leaving')) return 'leaving';
  return 'checking';
}

export const record = (snapshot: AccountGuardSnapshot) => snapshot.context.record;
export const user = (snapshot: AccountGuardSnapshot) => snapshot.context.user;
export const failure = (snapshot: AccountGuardSnapshot) => snapshot.context.failure;
