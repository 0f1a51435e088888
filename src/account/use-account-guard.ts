import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  accountGuardMachine,
  guardStatus,
} from '../../machines/account-guard/account-guard.machine';
import { describeError } from '@/data/data-error';
import { AuthFailure, authMessage } from './data/accounts';
import { rememberFirstName } from './account-hint';
import { logToConsole, SessionActor, useAccountServices } from './use-session';

/**
 * The sentence for a failed account check (the Users read, or the sign-in service itself), or
 * null when nothing failed.
 */
export function accountFailureMessage(failure: unknown): string | null {
  if (failure === null || failure === undefined) return null;
  return failure instanceof AuthFailure
    ? (authMessage(failure.code) ?? describeError(failure))
    : describeError(failure);
}

/** What /login shows after the guard turned someone away. */
export interface LoginNotice {
  refused: boolean;
}

/**
 * The account guard given the page's session actor, bound to the Users collection and the
 * router: Loading, the page for role user, or the error with Retry; everyone else leaves for
 * /login.
 */
export function useAccountGuard() {
  const services = useAccountServices();
  const session = SessionActor.useActorRef();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    accountGuardMachine.provide({
      actors: {
        findUsersByEmail: fromPromise(({ input }) => services.findUsersByEmail(input)),
      },
      actions: {
        log: (_, entry) => logToConsole(entry),
        goToLogin: (_, { refused }) =>
          navigate('/login', { replace: true, state: refused ? { refused } : null }),
        rememberShopper: ({ context }, record) => {
          if (context.user) rememberFirstName(context.user.uid, record.firstName);
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input: { session } });
  const retry = useMemo(() => () => actor.send({ type: 'guard.retry' }), [actor]);
  return {
    status: useSelector(actor, guardStatus),
    record: useSelector(actor, (snapshot) => snapshot.context.record),
    user: useSelector(actor, (snapshot) => snapshot.context.user),
    failureMessage: accountFailureMessage(
      useSelector(actor, (snapshot) => snapshot.context.failure),
    ),
    retry,
  };
}
