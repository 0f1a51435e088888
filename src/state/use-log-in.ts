import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { logInMachine } from '../../machines/log-in/log-in.machine';
import { useAccountServices } from './account-services';
import { userRecordMachineWith } from './user-record';

/** `resuming`: the form is usable while a redirect sign-in that came back is picked up. */
export type LogInStatus = 'resuming' | 'editing' | 'signingIn' | 'withGoogle' | 'done';

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
  const [snapshot, send] = useMachine(logic);
  const status: LogInStatus =
    snapshot.status === 'done'
      ? 'done'
      : snapshot.matches('resumingRedirect')
        ? 'resuming'
        : snapshot.matches('editing')
          ? 'editing'
          : snapshot.matches('signingIn')
            ? 'signingIn'
            : 'withGoogle';
  return {
    status,
    failure: snapshot.context.failure,
    logIn: (email: string, password: string) => send({ type: 'logIn.submit', email, password }),
    continueWithGoogle: () => send({ type: 'logIn.continueWithGoogle' }),
  };
}
