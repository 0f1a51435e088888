import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { signUpMachine, type SignUpDetails } from '../../machines/sign-up/sign-up.machine';
import { useAccountServices } from './account-services';
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
  const [snapshot, send] = useMachine(logic);
  return {
    busy: !snapshot.matches('editing'),
    failure: snapshot.context.failure,
    signUp: (details: SignUpDetails) => send({ type: 'signUp.submit', details }),
  };
}
