import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../machines/login/login.machine';
import * as loginState from '../../machines/login/selectors';
import { useAccountForm } from './use-account-form';
import { userRecordMachineWith } from './user-record';

/** The login machine bound to the services and the router; `destination` is already safe. */
export function useLogin(destination: string) {
  const { actor, ...state } = useAccountForm(loginState, (services, navigate) =>
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
  const login = useCallback(
    (email: string, password: string) => actor.send({ type: 'login.submit', email, password }),
    [actor],
  );
  const continueWithGoogle = useCallback(
    () => actor.send({ type: 'login.continueWithGoogle' }),
    [actor],
  );
  return { login, continueWithGoogle, ...state };
}
