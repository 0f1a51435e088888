import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type FormEvent } from 'react';
import { dispatchTextMax, type StepFields } from '@model/staff/requests';
import type { StaffOrder } from '../../../machines/staff-orders/types';
import { stepLabels } from './order-words';
import type { StaffOrderBinding } from './use-staff-order';
import { DialogConfirm, DialogField } from '../ui/DialogParts';
import { useFocusBack, useFocusOnRefusal } from '../ui/dialog-focus';
import staff from '../ui/staff.module.css';
import styles from '../ui/dialog.module.css';

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
  const errors = binding.fieldErrors;
  useFocusOnRefusal(form, errors);
  // Once the step is taken or refused its word on the page has the focus (OrderSteps).
  const focus = useFocusBack(binding.notice);
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
        <Dialog.Content className={styles.dialog} {...focus}>
          {action ? (
            <>
              <Dialog.Title className={styles.title}>{stepLabels[action]}</Dialog.Title>
              <Dialog.Description className={styles.description}>
                Order {order.number} for {order.delivery.fullName || 'the customer'}.
              </Dialog.Description>
              <form ref={form} className={styles.form} onSubmit={submit} noValidate>
                {action === 'dispatch' ? (
                  <>
                    <DialogField
                      id="step-courier"
                      name="courier"
                      label="Courier or rider"
                      defaultValue={binding.fields.courier}
                      error={errors.courier}
                      autoComplete="off"
                      maxLength={dispatchTextMax}
                    />
                    <DialogField
                      id="step-tracking"
                      name="tracking"
                      label="Tracking reference"
                      hint="Optional: the courier's waybill or the rider's reference."
                      defaultValue={binding.fields.tracking}
                      error={errors.tracking}
                      autoComplete="off"
                      maxLength={dispatchTextMax}
                    />
                  </>
                ) : (
                  <DialogField
                    id="step-reason"
                    name="reason"
                    label="Reason"
                    hint="The customer is told the order is cancelled; a paid order is marked for a refund."
                    defaultValue={binding.fields.reason}
                    error={errors.reason}
                    multiline
                  />
                )}
                {errors.order ? (
                  <p role="alert" className={staff.error}>
                    {errors.order}
                  </p>
                ) : null}
                <DialogConfirm
                  label={stepLabels[action]}
                  danger={action === 'cancel'}
                  saving={saving}
                  failureMessage={binding.dialogFailureMessage}
                />
              </form>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
