import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { logInMachine } from '../../machines/log-in/log-in.machine';
import { failureCode, isBusy, isIdle } from '../../machines/log-in/selectors';
import { useAccountServices } from './account-services';
import { authMessage } from './auth-messages';
import { userRecordMachineWith } from './user-record';

/** The log-in machine bound to the services and the router; `destination` is already safe. */
export function useLogIn(destination: string) {
  const services = useAccountServices();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    logInMachine.provide({
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
  const logIn = useCallback(
    (email: string, password: string) => actor.send({ type: 'logIn.submit', email, password }),
    [actor],
  );
  const continueWithGoogle = useCallback(
    () => actor.send({ type: 'logIn.continueWithGoogle' }),
    [actor],
  );
  return {
    logIn,
    continueWithGoogle,
    busy: useSelector(actor, isBusy),
    idle: useSelector(actor, isIdle),
    failureMessage: authMessage(useSelector(actor, failureCode)),
  };
}
