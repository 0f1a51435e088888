import * as Dialog from '@radix-ui/react-dialog';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import staff from './staff.module.css';
import dialog from './dialog.module.css';

export interface DialogFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  /** Why the server or the form refused what was typed; none while there is none. */
  error?: string | null;
  multiline?: boolean;
  autoComplete?: string;
  /** The most characters the schema takes: the field holds no more. */
  maxLength?: number;
}

/**
 * A back-office dialog's labelled field, with its hint and error tied to it as src/ui/form-fields
 * lays them out: the order steps', the refunds' and the returns' dialogs.
 */
export function DialogField({
  id,
  name,
  label,
  hint,
  defaultValue,
  error,
  multiline,
  autoComplete,
  maxLength,
}: DialogFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    name,
    defaultValue,
    maxLength,
    className: staff.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={staff.field}>
      <label htmlFor={id} className={staff.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={staff.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...control} rows={4} />
      ) : (
        <input {...control} type="text" autoComplete={autoComplete} />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className={staff.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface DialogConfirmProps {
  /** The confirming button's name: the action's own. */
  label: string;
  /** An action that takes something away (cancel, refuse): its button says so. */
  danger?: boolean;
  saving: boolean;
  /** Why the last save failed: its Retry sends the dialog again. */
  failureMessage: string | null;
}

/** A dialog's confirming button, Close, and Saving… while it is sent. */
export function DialogConfirm({ label, danger, saving, failureMessage }: DialogConfirmProps) {
  const waiting = saving || undefined;
  return (
    <>
      {failureMessage ? <RetryAlert message={failureMessage} look="notice" submits /> : null}
      <div className={staff.actions}>
        <button
          type="submit"
          className={danger ? dialog.danger : dialog.primary}
          aria-disabled={waiting}
        >
          {label}
        </button>
        <Dialog.Close className={dialog.secondary} aria-disabled={waiting}>
          Close
        </Dialog.Close>
      </div>
      {saving ? (
        <p role="status" className={staff.muted}>
          Saving…
        </p>
      ) : null}
    </>
  );
}
