import { PhoneField } from '@/ui/form-fields/TypedFields';
import { useSchemaForm } from '@/ui/form-fields/use-schema-form';
import { useEffect } from 'react';
import { TextAreaField, TextField } from '@/ui/form-fields/TextField';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import {
  wholesaleEnquirySchema,
  type WholesaleEnquiryFields,
  type WholesaleEnquiryValues,
} from './wholesale-enquiry-form';
import styles from './Enquiry.module.css';

export interface EnquiryFormProps {
  sending: boolean;
  /** Why the last send failed, for the shopper; null when it did not. */
  failureMessage: string | null;
  onSend: (values: WholesaleEnquiryValues) => void;
  /** Put the cursor in the first field, as after "Send another enquiry". */
  focusFirstField?: boolean;
}

const emptyEnquiry: WholesaleEnquiryFields = {
  name: '',
  businessName: '',
  phone: '',
  items: '',
  message: '',
};

/**
 * The enquiry's five fields, checked as the reseller sends them: each error by its field and
 * the cursor on the first; what was typed stays through errors and failed sends.
 */
export function EnquiryForm({
  sending,
  failureMessage,
  onSend,
  focusFirstField = false,
}: EnquiryFormProps) {
  const { handleSubmit, setFocus, field } = useSchemaForm(
    'wholesale',
    wholesaleEnquirySchema,
    emptyEnquiry,
  );
  useEffect(() => {
    if (focusFirstField) setFocus('name');
  }, [focusFirstField, setFocus]);
  // The machine ignores a send while one is under way: a second click does nothing.
  const send = handleSubmit(onSend);
  return (
    <form noValidate className={styles.form} aria-busy={sending} onSubmit={send}>
      <div className={styles.pair}>
        <TextField {...field('name')} label="Your name" autoComplete="name" />
        <TextField
          {...field('businessName', 'wholesale-business')}
          label="Business name"
          hint="Your boutique, market stall or online shop."
          autoComplete="organization"
        />
      </div>
      <PhoneField
        {...field('phone')}
        hint="A Kenyan mobile number, such as 0712 345 678, 0110 123 456 or +254 712 345 678. We call or WhatsApp you on it."
      />
      <TextAreaField
        {...field('items')}
        label="Items and quantities"
        hint="For example: 30 Ankara dresses, sizes M–XL; 24 pairs of school shoes, sizes 30–36."
        rows={4}
      />
      <TextAreaField
        {...field('message')}
        label="Message"
        hint="Optional, up to 2,000 characters: your town, when you need the goods, colours."
        rows={4}
      />
      <button type="submit" className={styles.primary} aria-disabled={sending || undefined}>
        {sending ? 'Sending…' : 'Send enquiry'}
      </button>
      {failureMessage !== null ? (
        <RetryAlert look="notice" message={failureMessage} kept="What you typed is kept." submits />
      ) : null}
    </form>
  );
}
