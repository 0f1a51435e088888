import { describe, expect, it } from 'vitest';
import { authMessage } from './accounts';

describe('auth messages: every code of the auth service, login and signup reads clearly', () => {
  it.each([
    ['unauthorized-domain', 'Sign-in does not work from this web address'],
    ['popup-blocked', 'Your browser blocked the sign-in window'],
    ['cancelled-popup-request', 'Another sign-in window was already open'],
    ['web-storage-unsupported', 'Your browser is blocking the storage that signing in needs'],
    ['network-request-failed', 'We could not reach the sign-in service'],
    ['internal-error', 'Signing in ran into a problem on our side'],
    ['invalid-api-key', 'Signing in is not set up correctly on our side'],
    ['auth-domain-config-required', 'Signing in with Google is not set up correctly'],
    ['invalid-auth-event', 'The sign-in was interrupted'],
    ['invalid-credential', 'That e-mail and password do not match an account'],
    ['email-already-in-use', 'An account with this e-mail already exists'],
    ['weak-password', 'Choose a stronger password'],
    ['too-many-requests', 'Too many attempts in a short time'],
    ['user-disabled', 'This account has been switched off'],
    ['account-not-saved', 'We could not finish creating your account'],
  ])('%s: "%s…"', (code, start) => {
    expect(authMessage(code)).toMatch(new RegExp(`^${start}`));
  });

  it('says nothing when the shopper closed the popup', () => {
    expect(authMessage('popup-closed-by-user')).toBeNull();
  });

  it('says nothing without a failure', () => {
    expect(authMessage(null)).toBeNull();
  });

  it('has a sentence for a code it does not know, and for inherited names', () => {
    expect(authMessage('quota-exceeded')).toBe(
      'Something went wrong while signing you in. Please try again.',
    );
    expect(authMessage('constructor')).toBe(
      'Something went wrong while signing you in. Please try again.',
    );
  });
});
