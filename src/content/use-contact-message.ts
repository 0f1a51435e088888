import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { contactMessageMachine } from '../../machines/contact-message/contact-message.machine';
import type { ContactMessageDetails } from '../../machines/contact-message/types';
import {
  submissionFailure,
  submissionStatus,
  submittedDetails,
} from '../../machines/submission/selectors';
import { addContactMessage, newContactMessageId } from '@/data/submissions';
import { failureMessage } from '@/data/data-error';

const logic = contactMessageMachine.provide({
  actors: { save: fromPromise(({ input }) => addContactMessage(input.id, input.details)) },
});

/** The contact-form machine, saving to `messages`. */
export function useContactMessage() {
  const contact = useActorRef(logic);
  const senders = useMemo(
    () => ({
      send: (details: ContactMessageDetails) =>
        contact.send({ type: 'submission.send', details, id: newContactMessageId() }),
      retry: () => contact.send({ type: 'submission.retry' }),
      writeAnother: () => contact.send({ type: 'submission.writeAnother' }),
    }),
    [contact],
  );
  return {
    status: useSelector(contact, submissionStatus),
    failureMessage: failureMessage(useSelector(contact, submissionFailure)),
    sender: useSelector(contact, submittedDetails)?.name ?? null,
    ...senders,
  };
}
