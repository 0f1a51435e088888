import { beforeAll, describe, expect, it } from 'vitest';
import { authEmulator, resetAuthAccounts } from '../../../mocks/backend/auth-emulator';
import {
  AuthFailure,
  deleteSignedInUser,
  readEmailVerified,
  readSignedInStaffRole,
  sendVerificationEmail,
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

/** The verification links the emulator would have e-mailed to `email`. */
async function verificationLinksFor(email: string): Promise<unknown[]> {
  const response = await fetch(
    `${authEmulator.url}/emulator/v1/projects/${authEmulator.projectId}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string }[];
  };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
}

describe('verified addresses and role claims against the Auth emulator', () => {
  it('reads the seeded accounts as verified', async () => {
    await signInWithEmail('shopper@example.com', 'Shopper#2024');
    expect(await readEmailVerified()).toBe(true);
    await signOutUser();
  });

  it('sends a new account’s verification e-mail, its address unverified until the link is opened', async () => {
    const email = `verify-${Date.now()}@example.com`;
    await signupWithEmail(email, 'Karibu#2024');
    expect(await readEmailVerified()).toBe(false);
    await sendVerificationEmail();
    expect(await verificationLinksFor(email)).toHaveLength(1);
    await deleteSignedInUser();
  });

  it('refuses to send with nobody signed in', async () => {
    await signOutUser();
    expect((await failureOf(sendVerificationEmail())).code).toBe('no-current-user');
  });

  it.each([
    ['staff@example.com', 'Staff#2024', 'staff'],
    ['owner@example.com', 'Owner#2024', 'owner'],
    ['shopper@example.com', 'Shopper#2024', null],
  ])('reads the role claim of %s from the ID token', async (email, password, role) => {
    await signInWithEmail(email, password);
    expect(await readSignedInStaffRole()).toBe(role);
    await signOutUser();
  });
});
