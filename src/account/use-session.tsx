import { createActorContext } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../machines/session/session.machine';
import { sessionStatus } from '../../machines/session/selectors';
import type { SessionUser } from '../../machines/session/types';
import { rememberSession } from './account-hint';
import { useAccountServices, type AccountServices } from './account-services';
import { logToConsole } from './console-log';

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
