import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromCallback, fromPromise } from 'xstate';
import {
  accountGuardMachine,
  type SessionNews,
} from '../../machines/account-guard/account-guard.machine';
import { guardStatus } from '../../machines/account-guard/selectors';
import { accountFailureMessage } from './account-failure';
import { rememberFirstName } from './account-hint';
import { useAccountServices } from './account-services';
import { logToConsole } from './console-log';
import { forwardSessionNews } from './session-news';
import { SessionActor } from './use-auth';

/** What /login shows after the guard turned someone away. */
export interface LoginNotice {
  refused: boolean;
}

/**
 * The account guard bound to the page's session, the Users collection and the router: Loading,
 * the page for role user, or the error with Retry; everyone else leaves for /login.
 */
export function useAccountGuard() {
  const services = useAccountServices();
  const session = SessionActor.useActorRef();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    accountGuardMachine.provide({
      actors: {
        watchSession: fromCallback(({ sendBack }) =>
          forwardSessionNews(session, (news: SessionNews) => sendBack(news)),
        ),
        findUsersByEmail: fromPromise(({ input }) => services.findUsersByEmail(input)),
        signOut: fromPromise(() => services.signOutUser()),
      },
      actions: {
        log: (_, entry) => logToConsole(entry),
        goToLogin: (_, { refused }) =>
          navigate('/login', { replace: true, state: refused ? { refused } : null }),
        retrySession: () => session.send({ type: 'auth.retry' }),
        rememberShopper: ({ context }, record) => {
          if (context.user) rememberFirstName(context.user.uid, record.firstName);
        },
      },
    }),
  );
  const guard = useActorRef(logic);
  return {
    status: useSelector(guard, guardStatus),
    record: useSelector(guard, (snapshot) => snapshot.context.record),
    user: useSelector(guard, (snapshot) => snapshot.context.user),
    failureMessage: accountFailureMessage(
      useSelector(guard, (snapshot) => snapshot.context.failure),
    ),
    retry: () => guard.send({ type: 'guard.retry' }),
  };
}
