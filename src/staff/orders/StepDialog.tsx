import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type FormEvent } from 'react';
import { dispatchTextMax, type StepFieldErrors, type StepFields } from '@model/staff/requests';
import type { StaffOrder } from '../../../machines/staff-orders/types';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { stepLabels } from './order-words';
import type { StaffOrderBinding } from './use-staff-order';
import staff from '../ui/staff.module.css';
import styles from './StepDialog.module.css';

/**
 * The dialog of a step that needs words from staff: Mark as dispatched (the courier or rider, and
 * a tracking reference if there is one) or Cancel order (why). Radix Dialog traps the focus and
 * gives it back; the order page machine decides when it is open, so it stays open while the step
 * is saved and after a failure, with what was typed.
 */
export function StepDialog({ order, binding }: { order: StaffOrder; binding: StaffOrderBinding }) {
  const action = binding.openDialog;
  const saving = binding.savingStep !== null;
  const form = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const errors = binding.fieldErrors;
  // A refused field takes the focus, so its error is read with it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: keyof StepFields) => String(data.get(name) ?? '');
    binding.confirm({
      courier: field('courier'),
      tracking: field('tracking'),
      reason: field('reason'),
    });
  };
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => (open ? null : binding.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Radix gives the focus back to a Dialog.Trigger only; the step's button opened this.
            // Once the step is taken or refused its word on the page has the focus (OrderSteps).
            event.preventDefault();
            if (!binding.notice && opener.current?.isConnected) opener.current.focus();
          }}
        >
          {action ? (
            <>
              <Dialog.Title className={styles.title}>{stepLabels[action]}</Dialog.Title>
              <Dialog.Description className={styles.description}>
                Order {order.number} for {order.delivery.fullName || 'the customer'}.
              </Dialog.Description>
              <form ref={form} className={styles.form} onSubmit={submit} noValidate>
                {action === 'dispatch' ? (
                  <>
                    <Field
                      name="courier"
                      label="Courier or rider"
                      defaultValue={binding.fields.courier}
                      errors={errors}
                      autoComplete="off"
                      maxLength={dispatchTextMax}
                    />
                    <Field
                      name="tracking"
                      label="Tracking reference"
                      hint="Optional: the courier's waybill or the rider's reference."
                      defaultValue={binding.fields.tracking}
                      errors={errors}
                      autoComplete="off"
                      maxLength={dispatchTextMax}
                    />
                  </>
                ) : (
                  <Field
                    name="reason"
                    label="Reason"
                    hint="The customer is told the order is cancelled; a paid order is marked for a refund."
                    defaultValue={binding.fields.reason}
                    errors={errors}
                    multiline
                  />
                )}
                {errors.order ? (
                  <p role="alert" className={staff.error}>
                    {errors.order}
                  </p>
                ) : null}
                {binding.dialogFailureMessage ? (
                  <RetryAlert message={binding.dialogFailureMessage} look="notice" submits />
                ) : null}
                <div className={staff.actions}>
                  <button
                    type="submit"
                    className={action === 'cancel' ? styles.danger : styles.primary}
                    aria-disabled={saving || undefined}
                  >
                    {stepLabels[action]}
                  </button>
                  <Dialog.Close className={styles.secondary} aria-disabled={saving || undefined}>
                    Close
                  </Dialog.Close>
                </div>
                {saving ? (
                  <p role="status" className={staff.muted}>
                    Saving…
                  </p>
                ) : null}
              </form>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface FieldProps {
  name: keyof StepFields;
  label: string;
  hint?: string;
  defaultValue: string;
  errors: StepFieldErrors;
  multiline?: boolean;
  autoComplete?: string;
  /** The most characters the schema takes: the field holds no more. */
  maxLength?: number;
}

/** A labelled field with its hint and error tied to it, as src/ui/form-fields lays them out. */
function Field({
  name,
  label,
  hint,
  defaultValue,
  errors,
  multiline,
  autoComplete,
  maxLength,
}: FieldProps) {
  const id = `step-${name}`;
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const control = {
    id,
    name,
    defaultValue,
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
        <input {...control} type="text" autoComplete={autoComplete} maxLength={maxLength} />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className={staff.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
