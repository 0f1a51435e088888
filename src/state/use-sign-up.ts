import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { failureCode, isBusy, isIdle } from '../../machines/sign-up/selectors';
import { signUpMachine, type SignUpDetails } from '../../machines/sign-up/sign-up.machine';
import { useAccountServices } from './account-services';
import { authMessage } from './auth-messages';
import { userRecordMachineWith } from './user-record';

/** The signup machine bound to the services and the router: done opens /account. */
export function useSignUp() {
  const services = useAccountServices();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    signUpMachine.provide({
      actors: {
        createAccount: fromPromise(({ input }) =>
          services.signUpWithEmail(input.email, input.password),
        ),
        saveUserRecord: userRecordMachineWith(services),
      },
      actions: { openAccount: () => navigate('/account', { replace: true }) },
    }),
  );
  const actor = useActorRef(logic);
  const signUp = useCallback(
    (details: SignUpDetails) => actor.send({ type: 'signUp.submit', details }),
    [actor],
  );
  return {
    signUp,
    busy: useSelector(actor, isBusy),
    idle: useSelector(actor, isIdle),
    failureMessage: authMessage(useSelector(actor, failureCode)),
  };
}
