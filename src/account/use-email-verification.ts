import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  emailVerificationMachine,
  verificationFailure,
  verificationStatus,
} from '../../machines/session/email-verification.machine';
import { authMessage } from './data/accounts';
import { useAccountServices } from './use-session';

/** Why Send again did not send, in words the shopper can act on. */
export function verificationFailureMessage(code: string | null): string | null {
  switch (code) {
    case null:
      return null;
    case 'too-many-requests':
      return 'We have sent several e-mails to this address in a short time. Please wait a few minutes, then send again.';
    case 'network-request-failed':
      return authMessage(code);
    default:
      return 'We could not send the e-mail just now. Please try again in a moment.';
  }
}

/** Whether the signed-in account's address is verified, and Send again. */
export function useEmailVerification() {
  const services = useAccountServices();
  const [logic] = useState(() =>
    emailVerificationMachine.provide({
      actors: {
        readVerified: fromPromise(() => services.readEmailVerified()),
        sendVerificationEmail: fromPromise(() => services.sendVerificationEmail()),
      },
    }),
  );
  const actor = useActorRef(logic);
  const sendAgain = useMemo(() => () => actor.send({ type: 'verification.sendAgain' }), [actor]);
  return {
    status: useSelector(actor, verificationStatus),
    failureMessage: verificationFailureMessage(useSelector(actor, verificationFailure)),
    sendAgain,
  };
}
