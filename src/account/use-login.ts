import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../machines/login/login.machine';
import * as loginState from '../../machines/login/selectors';
import { useAccountForm } from './use-account-form';
import { userRecordMachineWith } from './user-record';

/**
 * The login machine bound to the services and the router; `redirect`, the page to return to, is
 * already safe (null for none: the machine goes by the person's role).
 */
export function useLogin(redirect: string | null) {
  const { actor, ...state } = useAccountForm(
    loginState,
    (services, navigate) =>
      loginMachine.provide({
        actors: {
          signInWithEmail: fromPromise(({ input }) =>
            services.signInWithEmail(input.email, input.password),
          ),
          signInWithPopup: fromPromise(() => services.signInWithGooglePopup()),
          signInWithRedirect: fromPromise(() => services.signInWithGoogleRedirect()),
          resumeRedirect: fromPromise(() => services.finishRedirectSignIn()),
          saveUserRecord: userRecordMachineWith(services),
          readStaffRole: fromPromise(() => services.readSignedInStaffRole()),
        },
        actions: { openDestination: (_, destination) => navigate(destination, { replace: true }) },
      }),
    { redirect },
  );
  const login = useCallback(
    (email: string, password: string) => actor.send({ type: 'login.submit', email, password }),
    [actor],
  );
  const continueWithGoogle = useCallback(
    () => actor.send({ type: 'login.continueWithGoogle' }),
    [actor],
  );
  const goOn = useCallback(() => actor.send({ type: 'login.alreadySignedIn' }), [actor]);
  return { login, continueWithGoogle, goOn, ...state };
}
