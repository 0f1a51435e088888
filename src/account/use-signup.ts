import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import * as signupState from '../../machines/signup/selectors';
import { signupMachine, type SignupDetails } from '../../machines/signup/signup.machine';
import { useAccountForm } from './use-account-form';
import { userRecordMachineWith } from './user-record';

/** The signup machine bound to the services and the router: done opens /account. */
export function useSignup() {
  const { actor, ...state } = useAccountForm(signupState, (services, navigate) =>
    signupMachine.provide({
      actors: {
        createAccount: fromPromise(({ input }) =>
          services.signupWithEmail(input.email, input.password),
        ),
        saveUserRecord: userRecordMachineWith(services),
        sendVerificationEmail: fromPromise(() => services.sendVerificationEmail()),
      },
      actions: { openAccount: () => navigate('/account', { replace: true }) },
    }),
  );
  const signup = useCallback(
    (details: SignupDetails) => actor.send({ type: 'signup.submit', details }),
    [actor],
  );
  return { signup, ...state };
}
