import { createContext, useContext } from 'react';
import type { ProviderSignIn, SessionUser } from '../../machines/session/types';
import type { OrderSummary } from '../../machines/order-history/types';
import type { NewUserRecord } from '@/catalog/product';
import type { UserRecord } from '@/catalog/product';
import {
  deleteSignedInUser,
  signInWithEmail,
  signOutUser,
  signupWithEmail,
  watchAuthState,
} from './data/auth';
import {
  finishRedirectSignIn,
  signInWithGooglePopup,
  signInWithGoogleRedirect,
} from './data/auth-providers';
import { listOrdersByOwner } from './data/order-history';
import { addUser, findUsersByEmail } from './data/users';

/** Every backend call the account pages make: what their machines get injected. */
export interface AccountServices {
  watchAuthState(onChange: (user: SessionUser | null) => void): Promise<() => void>;
  signInWithEmail(email: string, password: string): Promise<SessionUser>;
  signupWithEmail(email: string, password: string): Promise<SessionUser>;
  signInWithGooglePopup(): Promise<ProviderSignIn>;
  signInWithGoogleRedirect(): Promise<void>;
  finishRedirectSignIn(): Promise<ProviderSignIn | null>;
  signOutUser(): Promise<void>;
  deleteSignedInUser(): Promise<void>;
  findUsersByEmail(email: string): Promise<UserRecord[]>;
  /** Writes `Users/{uid}`, the signed-in account's own record; answers its id (the uid). */
  addUser(uid: string, record: NewUserRecord): Promise<string>;
  listOrdersByOwner(ownerUid: string): Promise<OrderSummary[]>;
}

/** The shop's own: Firebase Auth and Firestore through src/data. */
export const shopAccountServices: AccountServices = {
  watchAuthState,
  signInWithEmail,
  signupWithEmail,
  signInWithGooglePopup,
  signInWithGoogleRedirect,
  finishRedirectSignIn,
  signOutUser,
  deleteSignedInUser,
  findUsersByEmail,
  addUser,
  listOrdersByOwner,
};

/** Tests and stories give the account pages other services through this context. */
export const AccountServicesContext = createContext<AccountServices>(shopAccountServices);

export function useAccountServices(): AccountServices {
  return useContext(AccountServicesContext);
}
