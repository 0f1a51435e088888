import { AuthFailure } from '../../data/auth';
import { describeError } from '../../data/data-error';
import { authMessage } from './auth-messages';

/** The sentence for a failed account check: the Users read, or the sign-in service itself. */
export function describeAccountFailure(failure: unknown): string {
  return failure instanceof AuthFailure
    ? (authMessage(failure.code) ?? describeError(failure))
    : describeError(failure);
}
