import { contactMessageMachine } from '../../machines/contact-message/contact-message.machine';
import { addContactMessage, newContactMessageId } from '@/data/submissions';
import { useSubmission } from '@/forms/use-submission';

/** The contact-form machine, saving to `messages`; once sent, the thanks names the sender. */
export function useContactMessage() {
  const { details, ...contact } = useSubmission(
    contactMessageMachine,
    addContactMessage,
    newContactMessageId,
  );
  return { ...contact, sender: details?.name ?? null };
}
