import type { UserCredential } from 'firebase/auth';
import type { SessionUser } from '@model/account/session-user';
import { attempt, authService, toSessionUser } from './accounts';

/** A sign-in through Google: the person, and whether Google's sign-in has just created them. */
export interface ProviderSignIn {
  user: SessionUser;
  isNewUser: boolean;
}

async function googleProvider() {
  const { sdk, auth } = await authService();
  const provider = new sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return { sdk, auth, provider };
}

async function toProviderSignIn(credential: UserCredential): Promise<ProviderSignIn> {
  const { sdk } = await authService();
  return {
    user: toSessionUser(credential.user),
    isNewUser: sdk.getAdditionalUserInfo(credential)?.isNewUser ?? false,
  };
}

/**
 * Google's sign-in in a popup (against the local backend, the Auth emulator's own page). Fails
 * with `popup-blocked` when the browser refuses the window, `popup-closed-by-user` when the
 * shopper closes it.
 */
export async function signInWithGooglePopup(): Promise<ProviderSignIn> {
  const { sdk, auth, provider } = await googleProvider();
  return toProviderSignIn(await attempt(() => sdk.signInWithPopup(auth, provider)));
}

/** Google's sign-in by leaving for its page; it comes back to this address. */
export async function signInWithGoogleRedirect(): Promise<void> {
  const { sdk, auth, provider } = await googleProvider();
  await attempt(() => sdk.signInWithRedirect(auth, provider));
}

/** The outcome of a redirect sign-in that brought the shopper back, or null if none did. */
export async function finishRedirectSignIn(): Promise<ProviderSignIn | null> {
  const { sdk, auth } = await authService();
  const credential = await attempt(() => sdk.getRedirectResult(auth));
  return credential ? toProviderSignIn(credential) : null;
}
