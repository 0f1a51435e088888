import { createActorContext } from '@xstate/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import {
  sessionMachine,
  sessionStatus,
  type SessionEvent,
} from '../../machines/session/session.machine';
import type { LogEntry, ProviderSignIn, SessionUser } from '../../machines/session/types';
import type { OrderSummary } from '../../machines/order-history/types';
import type { StaffRole } from '@model/roles';
import type { NewUserRecord, UserRecord } from '@model/user-record';
import { rememberSession } from './account-hint';
import {
  addUser,
  deleteSignedInUser,
  findUsersByEmail,
  readEmailVerified,
  readSignedInStaffRole,
  sendVerificationEmail,
  signInWithEmail,
  signOutUser,
  signupWithEmail,
  watchAuthState,
} from './data/accounts';
import {
  finishRedirectSignIn,
  signInWithGooglePopup,
  signInWithGoogleRedirect,
} from './data/auth-providers';
import { listOrdersByOwner } from './data/order-history';

/*
 * The account pages' session and what their machines are given: the backend calls (the account
 * services, swapped for fakes in tests and stories), the console writer, and the session binding.
 */

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
  /** Sends the verification e-mail to the signed-in account's address. */
  sendVerificationEmail(): Promise<void>;
  /** Whether the signed-in account's address is verified, read afresh. */
  readEmailVerified(): Promise<boolean>;
  /** The signed-in person's back-office role (their ID token's claim), or null. */
  readSignedInStaffRole(): Promise<StaffRole | null>;
}

/** The shop's own: Firebase Auth and Firestore through the account's data access (data/). */
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
  sendVerificationEmail,
  readEmailVerified,
  readSignedInStaffRole,
};

/** Tests and stories give the account pages other services through this context. */
export const AccountServicesContext = createContext<AccountServices>(shopAccountServices);

export function useAccountServices(): AccountServices {
  return useContext(AccountServicesContext);
}

/**
 * Writes a machine's console line; the shop's console texts are console.log lines
 * (docs/shop-rules.md, Texts the shop shows and logs), and level info is console.info.
 */
export function logToConsole({ level, message, detail }: LogEntry): void {
  const line = detail === undefined ? [message] : [message, detail];
  if (level === 'info') {
    console.info(...line);
  } else {
    // eslint-disable-next-line no-console -- the shop's console texts are console.log lines
    console.log(...line);
  }
}

/**
 * The session of the pages that need it (login, signup, account, checkout): each wraps itself
 * in <SessionProvider>, so the Auth SDK loads with those pages and never with the home page.
 */
export const SessionActor = createActorContext(sessionMachine);

const changed = (user: SessionUser | null): SessionEvent => ({ type: 'session.changed', user });
const unavailable = (error: unknown): SessionEvent => ({ type: 'session.unavailable', error });

/** The auth machine on the given services; the header hears every settled state. */
export function sessionMachineWith(services: AccountServices) {
  return sessionMachine.provide({
    actors: {
      watchSession: fromCallback(({ sendBack }) => {
        let unsubscribe: (() => void) | undefined;
        let stopped = false;
        services
          .watchAuthState((user) => sendBack(changed(user)))
          .then(
            (stop) => {
              if (stopped) stop();
              else unsubscribe = stop;
            },
            (error: unknown) => sendBack(unavailable(error)),
          );
        return () => {
          stopped = true;
          unsubscribe?.();
        };
      }),
      signOut: fromPromise(() => services.signOutUser()),
    },
    actions: {
      log: (_, entry) => logToConsole(entry),
      rememberSession: (_, user) => rememberSession(user),
    },
  });
}

/** Who is signed in, and the named senders of the session. */
export function useSession() {
  const session = SessionActor.useActorRef();
  const status = SessionActor.useSelector(sessionStatus);
  const user = SessionActor.useSelector((snapshot) => snapshot.context.user);
  const failure = SessionActor.useSelector((snapshot) => snapshot.context.failure);
  const senders = useMemo(
    () => ({
      signOut: () => session.send({ type: 'session.signOut' }),
      retry: () => session.send({ type: 'session.retry' }),
    }),
    [session],
  );
  return { status, user, failure, ...senders };
}

/** Gives useSession (and the account bindings) one session, watched while it is mounted. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const services = useAccountServices();
  const [logic] = useState(() => sessionMachineWith(services));
  return <SessionActor.Provider logic={logic}>{children}</SessionActor.Provider>;
}
