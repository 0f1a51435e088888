import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { contactMessageMachine } from '../../machines/contact-message/contact-message.machine';
import type { ContactMessageDetails } from '../../machines/contact-message/types';
import { addContactMessage, newContactMessageId } from '../data/submissions';
import { failureMessage } from '../data/data-error';

export type ContactMessageStatus = 'editing' | 'sending' | 'sent' | 'failed';

/** The contact-form machine, saving to `messages`. */
export function useContactMessage() {
  const [logic] = useState(() =>
    contactMessageMachine.provide({
      actors: {
        saveMessage: fromPromise(({ input }) => addContactMessage(input.id, input.details)),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic);
  const status: ContactMessageStatus = snapshot.matches('sending')
    ? 'sending'
    : snapshot.matches('sent')
      ? 'sent'
      : snapshot.matches('failed')
        ? 'failed'
        : 'editing';
  return {
    status,
    failureMessage: failureMessage(snapshot.context.failure),
    sender: snapshot.context.details?.name ?? null,
    send: (details: ContactMessageDetails) =>
      send({ type: 'message.send', details, id: newContactMessageId() }),
    retry: () => send({ type: 'message.retry' }),
    writeAnother: () => send({ type: 'message.writeAnother' }),
  };
}
