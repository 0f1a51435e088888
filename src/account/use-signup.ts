import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { failureCode, isBusy, isIdle } from '../../machines/signup/selectors';
import { signupMachine, type SignupDetails } from '../../machines/signup/signup.machine';
import { useAccountServices } from './use-session';
import { authMessage } from './data/accounts';
import { userRecordMachineWith } from './user-record';

/** The signup machine bound to the services and the router: done opens /account. */
export function useSignup() {
  const services = useAccountServices();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    signupMachine.provide({
      actors: {
        createAccount: fromPromise(({ input }) =>
          services.signupWithEmail(input.email, input.password),
        ),
        saveUserRecord: userRecordMachineWith(services),
      },
      actions: { openAccount: () => navigate('/account', { replace: true }) },
    }),
  );
  const actor = useActorRef(logic);
  const signup = useCallback(
    (details: SignupDetails) => actor.send({ type: 'signup.submit', details }),
    [actor],
  );
  return {
    signup,
    busy: useSelector(actor, isBusy),
    idle: useSelector(actor, isIdle),
    failureMessage: authMessage(useSelector(actor, failureCode)),
  };
}
