import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../machines/login/login.machine';
import { failureCode, isBusy, isIdle } from '../../machines/login/selectors';
import { useAccountServices } from './use-session';
import { authMessage } from './data/accounts';
import { userRecordMachineWith } from './user-record';

/** The login machine bound to the services and the router; `destination` is already safe. */
export function useLogin(destination: string) {
  const services = useAccountServices();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    loginMachine.provide({
      actors: {
        signInWithEmail: fromPromise(({ input }) =>
          services.signInWithEmail(input.email, input.password),
        ),
        signInWithPopup: fromPromise(() => services.signInWithGooglePopup()),
        signInWithRedirect: fromPromise(() => services.signInWithGoogleRedirect()),
        resumeRedirect: fromPromise(() => services.finishRedirectSignIn()),
        saveUserRecord: userRecordMachineWith(services),
      },
      actions: { openDestination: () => navigate(destination, { replace: true }) },
    }),
  );
  const actor = useActorRef(logic);
  const login = useCallback(
    (email: string, password: string) => actor.send({ type: 'login.submit', email, password }),
    [actor],
  );
  const continueWithGoogle = useCallback(
    () => actor.send({ type: 'login.continueWithGoogle' }),
    [actor],
  );
  return {
    login,
    continueWithGoogle,
    busy: useSelector(actor, isBusy),
    idle: useSelector(actor, isIdle),
    failureMessage: authMessage(useSelector(actor, failureCode)),
  };
}
