import type { Auth, User } from 'firebase/auth';
import { backendMode, firebaseSettings } from '@/settings/shop-settings';
import type { SessionUser } from '@model/account/session-user';
import { firebaseApp } from '@/data/firebase-app';
import {
  collection,
  doc,
  getDocs,
  limit,
  query,
  runTransaction,
  where,
} from 'firebase/firestore/lite';
import { staffRoleOf, type StaffRole } from '@model/roles';
import type { NewUserRecord, UserRecord } from '@model/user-record';
import { db } from '@/data/firestore-db';
import { read, write } from '@/data/resilience';

/**
 * The shop's accounts: who is signed in (Firebase Auth, whose SDK loads on first use) and the
 * Users records that say who they are to the shop (Firestore).
 */

/** An authentication failure, carrying Firebase's code without its `auth/` prefix. */
export class AuthFailure extends Error {
  readonly code: string;

  constructor(code: string, options?: { cause?: unknown }) {
    super(`Authentication failed: ${code}`, options);
    this.name = 'AuthFailure';
    this.code = code;
  }
}

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

type AuthModule = typeof import('firebase/auth');

let loaded: Promise<{ sdk: AuthModule; auth: Auth }> | undefined;

/**
 * Loads the Auth SDK on first use only: pages that never sign anyone in never download it. A
 * failed download (offline) is forgotten, so the next call tries again. For data access only.
 */
export function authService(): Promise<{ sdk: AuthModule; auth: Auth }> {
  loaded ??= import('firebase/auth').then(
    (sdk) => {
      const auth = sdk.getAuth(firebaseApp());
      if (backendMode === 'local') {
        sdk.connectAuthEmulator(auth, firebaseSettings.emulators.authUrl, {
          disableWarnings: true,
        });
      }
      return { sdk, auth };
    },
    (error: unknown) => {
      loaded = undefined;
      throw new AuthFailure('network-request-failed', { cause: error });
    },
  );
  return loaded;
}

export function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

/**
 * Projects without e-mail enumeration protection (the emulator among them) say whether the
 * e-mail or the password was wrong; the shop never tells, so both read as invalid-credential.
 */
const sameAsInvalidCredential = new Set(['wrong-password', 'user-not-found', 'invalid-password']);

export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code.replace(/^auth\//, '')
      : 'internal-error';
  return new AuthFailure(sameAsInvalidCredential.has(code) ? 'invalid-credential' : code, {
    cause: error,
  });
}

/** Runs an Auth SDK call, its failure turned into an AuthFailure. */
export async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAuthFailure(error);
  }
}

export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  const { sdk, auth } = await authService();
  const credential = await attempt(() => sdk.signInWithEmailAndPassword(auth, email, password));
  return toSessionUser(credential.user);
}

export async function signupWithEmail(email: string, password: string): Promise<SessionUser> {
  const { sdk, auth } = await authService();
  const credential = await attempt(() => sdk.createUserWithEmailAndPassword(auth, email, password));
  return toSessionUser(credential.user);
}

export async function signOutUser(): Promise<void> {
  const { sdk, auth } = await authService();
  await attempt(() => sdk.signOut(auth));
}

/** The signed-in account, or a failure when there is none (it signed out meanwhile). */
async function signedInUser(): Promise<{ sdk: AuthModule; user: User }> {
  const { sdk, auth } = await authService();
  if (!auth.currentUser) throw new AuthFailure('no-current-user');
  return { sdk, user: auth.currentUser };
}

/** Sends Firebase's verification e-mail to the signed-in account's address. */
export async function sendVerificationEmail(): Promise<void> {
  const { sdk, user } = await signedInUser();
  await attempt(() => sdk.sendEmailVerification(user));
}

/**
 * Whether the signed-in account's address is verified. The account is read again first: its link
 * may have been opened since, in another tab or on another device.
 */
export async function readEmailVerified(): Promise<boolean> {
  const { user } = await signedInUser();
  await attempt(() => user.reload());
  return user.emailVerified;
}

/**
 * The signed-in person's back-office role, from their ID token's `role` claim
 * (model/roles.ts); null for everyone else. Read just after signing in, the token is new.
 */
export async function readSignedInStaffRole(): Promise<StaffRole | null> {
  const { user } = await signedInUser();
  const token = await attempt(() => user.getIdTokenResult());
  return staffRoleOf(token.claims);
}

/** Removes the signed-in account: undoes a signup whose Users record could not be written. */
export async function deleteSignedInUser(): Promise<void> {
  const { sdk, auth } = await authService();
  const user = auth.currentUser;
  if (user) await attempt(() => sdk.deleteUser(user));
}

/** Calls back with the signed-in user, or null, now and on every change; answers unsubscribe. */
export async function watchAuthState(
  onChange: (user: SessionUser | null) => void,
): Promise<() => void> {
  const { sdk, auth } = await authService();
  return sdk.onAuthStateChanged(auth, (user) => onChange(user ? toSessionUser(user) : null));
}

/**
 * The Users records carrying this e-mail. Reading the whole collection and matching the e-mail
 * would give the same answer; a query on the e-mail does without exposing other shoppers' records.
 */
export async function findUsersByEmail(email: string): Promise<UserRecord[]> {
  const snapshot = await read(() =>
    getDocs(query(collection(db(), 'Users'), where('email', '==', email), limit(10))),
  );
  return snapshot.docs.flatMap((d) => {
    const data = d.data();
    return typeof data.email === 'string' && typeof data.role === 'string'
      ? [
          {
            id: d.id,
            email: data.email,
            role: data.role,
            firstName: typeof data.firstName === 'string' ? data.firstName : '',
            lastName: typeof data.lastName === 'string' ? data.lastName : '',
          },
        ]
      : [];
  });
}

/**
 * Writes the signed-in account's Users record (docs/shop-rules.md, Signing up and logging in) at
 * `Users/{uid}`, the only place firestore.rules lets it create one, and answers its id (the uid).
 * The transaction reads first, so the write carries the `exists: false` precondition: a Retry after
 * a write that timed out but landed finds the record there and leaves it as it is.
 */
export async function addUser(uid: string, record: NewUserRecord): Promise<string> {
  const reference = doc(db(), 'Users', uid);
  await write(() =>
    runTransaction(
      db(),
      async (transaction) => {
        const existing = await transaction.get(reference);
        if (!existing.exists()) transaction.set(reference, record);
      },
      { maxAttempts: 2 },
    ),
  );
  return uid;
}
