import { beforeAll, describe, expect, it } from 'vitest';
import { resetAuthAccounts } from '../../../mocks/backend/auth-emulator';
import {
  AuthFailure,
  deleteSignedInUser,
  signInWithEmail,
  signOutUser,
  signupWithEmail,
  watchAuthState,
} from './accounts';

// These run against the real Firebase Auth emulator (npm run test:vitest starts it).
beforeAll(async () => {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The Auth emulator is not running: use `npm run test:vitest`.');
  }
  await resetAuthAccounts();
});

async function failureOf(work: Promise<unknown>): Promise<AuthFailure> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AuthFailure);
  return error as AuthFailure;
}

describe('auth data access against the Auth emulator', () => {
  it('signs the seeded shopper in and out', async () => {
    const user = await signInWithEmail('shopper@example.com', 'Shopper#2024');
    expect(user.email).toBe('shopper@example.com');
    expect(user.uid).toEqual(expect.any(String));
    await signOutUser();
  });

  it('refuses a wrong password with invalid-credential', async () => {
    const failure = await failureOf(signInWithEmail('shopper@example.com', 'wrong-password-1'));
    expect(failure.code).toBe('invalid-credential');
  });

  it('refuses a second signup with the same e-mail', async () => {
    const failure = await failureOf(signupWithEmail('staff@example.com', 'Another#2024'));
    expect(failure.code).toBe('email-already-in-use');
  });

  it('refuses a weak password', async () => {
    const failure = await failureOf(signupWithEmail(`weak-${Date.now()}@example.com`, '123'));
    expect(failure.code).toBe('weak-password');
  });

  it('signs a new shopper up, reports the state, and can remove the new sign-in', async () => {
    const email = `new-${Date.now()}@example.com`;
    const seen: Array<string | null> = [];
    const unsubscribe = await watchAuthState((user) => seen.push(user?.email ?? null));
    const user = await signupWithEmail(email, 'Karibu#2024');
    expect(user.email).toBe(email);
    await expect.poll(() => seen.at(-1)).toBe(email);

    await deleteSignedInUser();
    await expect.poll(() => seen.at(-1)).toBeNull();
    unsubscribe();
    const failure = await failureOf(signInWithEmail(email, 'Karibu#2024'));
    expect(failure.code).toBe('invalid-credential');
  });
});
