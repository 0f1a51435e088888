import type { Auth, User } from 'firebase/auth';
import { backendMode, firebaseSettings } from '@/settings/shop-settings';
import type { SessionUser } from '../../../machines/session/types';
import { firebaseApp } from '@/data/firebase-app';

/** An authentication failure, carrying Firebase's code without its `auth/` prefix. */
export class AuthFailure extends Error {
  readonly code: string;

  constructor(code: string, options?: { cause?: unknown }) {
    super(`Authentication failed: ${code}`, options);
    this.name = 'AuthFailure';
    this.code = code;
  }
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
