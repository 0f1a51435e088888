import { AuthFailure } from './data/auth';
import { describeError } from '@/data/data-error';
import { authMessage } from './auth-messages';

/**
 * The sentence for a failed account check (the Users read, or the sign-in service itself), or
 * null when nothing failed.
 */
export function accountFailureMessage(failure: unknown): string | null {
  if (failure === null || failure === undefined) return null;
  return failure instanceof AuthFailure
    ? (authMessage(failure.code) ?? describeError(failure))
    : describeError(failure);
}
