import { EmailField, PhoneField } from '@/ui/form-fields/TypedFields';
import { useSchemaForm } from '@/ui/form-fields/use-schema-form';
import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { TextAreaField, TextField, type TextAreaFieldProps } from '@/ui/form-fields/TextField';
import type { SubmissionStatus } from '../../machines/submission/selectors';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import {
  contactSchema,
  messageCount,
  messageMinLength,
  type ContactFields,
  type ContactValues,
} from './contact-form';
import styles from './ContactPage.module.css';

export interface ContactFormProps {
  status: Exclude<SubmissionStatus, 'sent'>;
  /** Why the last send failed, for the shopper. */
  failureMessage: string | null;
  onSend: (values: ContactValues) => void;
  onRetry: () => void;
  /** Puts the cursor in Name as the form appears (after "Send another message"). */
  focusName?: boolean;
}

const empty: ContactFields = { name: '', email: '', phone: '', message: '' };

/** Name, Email, optional Phone and Message; what was typed stays through every error. */
export function ContactForm({
  status,
  failureMessage,
  onSend,
  onRetry,
  focusName,
}: ContactFormProps) {
  const { handleSubmit, control, setFocus, field } = useSchemaForm('contact', contactSchema, empty);
  const sending = status === 'sending';

  useEffect(() => {
    if (focusName) setFocus('name');
  }, [focusName, setFocus]);

  return (
    <form
      noValidate
      className={styles.form}
      aria-busy={sending}
      aria-labelledby="contact-form-heading"
      onSubmit={handleSubmit((values) => {
        if (!sending) onSend(values);
      })}
    >
      <TextField {...field('name')} label="Name" autoComplete="name" />
      <EmailField {...field('email')} />
      <PhoneField
        {...field('phone')}
        hint="Optional, if you would like a call back: a Kenyan mobile number, e.g. 0712 345 678."
      />
      <MessageField {...field('message')} control={control} />
      {status === 'failed' ? (
        <RetryAlert
          look="notice"
          message={failureMessage}
          kept="Your message is still here, nothing was lost."
          onRetry={onRetry}
        />
      ) : null}
      <button type="submit" className={styles.primary} aria-disabled={sending || undefined}>
        Send message
      </button>
      <p role="status" className={styles.sending}>
        {sending ? 'Sending your message…' : ''}
      </p>
    </form>
  );
}

/**
 * The message, its hint counting what is typed against the minimum; it watches the message on
 * its own, so a keystroke renders this field, not the whole form.
 */
function MessageField({
  control,
  ...field
}: Pick<TextAreaFieldProps, 'id' | 'registration' | 'error'> & {
  control: Control<ContactFields, unknown, ContactValues>;
}) {
  const message = useWatch({ control, name: 'message' });
  return (
    <TextAreaField
      {...field}
      label="Message"
      hint={`${messageCount(message)}, at least ${messageMinLength}.`}
      rows={6}
    />
  );
}
