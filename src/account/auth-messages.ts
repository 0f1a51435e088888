import { describeError } from '@/data/data-error';
import { AuthFailure } from './data/auth';

/**
 * What the shopper reads for each authentication failure: the codes the authentication service
 * can raise, those of e-mail sign-in and signup, and `account-not-saved` (a signup whose Users
 * record could not be written). A popup the shopper closed is no failure: it has no message.
 */
const messages: Record<string, string | null> = {
  'invalid-credential':
    'That e-mail and password do not match an account. Check them and try again.',
  'email-already-in-use':
    'An account with this e-mail already exists. Log in instead, or use another e-mail.',
  'weak-password': 'Choose a stronger password: at least 8 characters, with a digit.',
  'invalid-email': 'Enter an e-mail address like name@example.com.',
  'too-many-requests':
    'Too many attempts in a short time. Please wait a few minutes, then try again.',
  'user-disabled': 'This account has been switched off. Please contact us and we will help.',
  'unauthorized-domain':
    'Sign-in does not work from this web address. Please open the shop at its usual address.',
  'popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this shop, then try again.',
  'popup-closed-by-user': null,
  'cancelled-popup-request': 'Another sign-in window was already open. Please try again.',
  'web-storage-unsupported':
    'Your browser is blocking the storage that signing in needs. Allow cookies and site data, or leave private browsing, then try again.',
  'network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'internal-error': 'Signing in ran into a problem on our side. Please try again.',
  'invalid-api-key':
    'Signing in is not set up correctly on our side. Please try again later, or contact us.',
  'auth-domain-config-required':
    'Signing in with Google is not set up correctly on our side. Please log in with your e-mail, or contact us.',
  'invalid-auth-event': 'The sign-in was interrupted. Please try again.',
  'account-not-saved':
    'We could not finish creating your account, so nothing was saved. Please try again in a moment.',
};

const anythingElse = 'Something went wrong while signing you in. Please try again.';

/** The message for a failure code, or null when there is nothing to say. */
export function authMessage(code: string | null): string | null {
  if (code === null) return null;
  return Object.hasOwn(messages, code) ? (messages[code] ?? null) : anythingElse;
}

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
