import { useEffect } from 'react';
import { TextField } from '@/ui/form-fields/TextField';
import { useSchemaForm } from '@/ui/form-fields/use-schema-form';
import { addStaffSchema } from '@model/staff/requests';
import { z } from '@model/zod';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import type { StaffMember } from '../../../machines/staff-team/types';
import staff from '../ui/staff.module.css';

/** The request's own schema (model/staff/requests.ts), spaces around the address forgiven. */
const addMemberSchema = z.object({ email: z.string().trim().pipe(addStaffSchema.shape.email) });

export interface AddMemberFormProps {
  status: 'idle' | 'adding' | 'added' | 'refused' | 'failed';
  added: StaffMember | null;
  /** The server's own words, e.g. nobody signed up with that e-mail. */
  refusal: string | null;
  failureMessage: string | null;
  onAdd: (email: string) => void;
}

/** Make staff: the e-mail someone signed up to the shop with. */
export function AddMemberForm({
  status,
  added,
  refusal,
  failureMessage,
  onAdd,
}: AddMemberFormProps) {
  const { handleSubmit, reset, field } = useSchemaForm('team', addMemberSchema, { email: '' });
  const adding = status === 'adding';

  useEffect(() => {
    if (status === 'added') reset({ email: '' });
  }, [status, reset]);

  return (
    <form
      noValidate
      className={staff.form}
      aria-labelledby="add-member-heading"
      aria-busy={adding}
      onSubmit={handleSubmit(({ email }) => {
        if (!adding) onAdd(email);
      })}
    >
      <h2 id="add-member-heading" className={staff.subheading}>
        Add a member
      </h2>
      {/* Not the browser's own address book: the owner's address is the one it would offer. */}
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        hint="The e-mail they signed up to the shop with."
      />
      {status === 'refused' ? (
        <p role="alert" className={staff.failure}>
          {refusal}
        </p>
      ) : status === 'failed' ? (
        <RetryAlert look="notice" message={failureMessage} submits />
      ) : null}
      <button type="submit" className={staff.primary} aria-disabled={adding || undefined}>
        Make staff
      </button>
      <p role="status" className={status === 'added' ? staff.done : staff.muted}>
        {adding
          ? 'Making them staff…'
          : status === 'added' && added
            ? `${added.name} is now staff. They open the back office after signing in again.`
            : ''}
      </p>
    </form>
  );
}
