import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type FormEvent } from 'react';
import { formatKes } from '@model/money';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import type { RefundActionBinding } from './use-refund-action';
import staff from '../ui/staff.module.css';
import dialog from '../orders/StepDialog.module.css';

const fieldId = (paymentId: string) => `refund-reference-${paymentId}`;

/**
 * Mark as refunded's dialog: the M-Pesa code of a refund made outside the shop, or a note saying
 * how it was made. Radix Dialog traps the focus and gives it back; the refund's action machine
 * decides when it is open, so it stays open while the mark is saved and after a failure, with
 * what was typed.
 */
export function MarkRefundedDialog({ action }: { action: RefundActionBinding }) {
  const { refund } = action;
  const saving = action.savingMark;
  const form = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = fieldId(refund.paymentId);
  const error = action.referenceError;
  // A refused field takes the focus, so its error is read with it.
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.confirmMarked(String(new FormData(event.currentTarget).get('reference') ?? ''));
  };
  return (
    <Dialog.Root open={action.dialogOpen} onOpenChange={(open) => (open ? null : action.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.dialog}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Radix gives the focus back to a Dialog.Trigger only; the refund's button opened
            // this. Once it is marked or refused, its word has the focus (RefundActions).
            event.preventDefault();
            if (!action.notice && opener.current?.isConnected) opener.current.focus();
          }}
        >
          <Dialog.Title className={dialog.title}>Mark as refunded</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            {formatKes(refund.amount)}
            {refund.receipt ? ` paid with M-Pesa receipt ${refund.receipt}` : ''}
            {refund.orderNumber ? ` for order ${refund.orderNumber}` : ''}, given back outside the
            shop.
          </Dialog.Description>
          <form ref={form} className={dialog.form} onSubmit={submit} noValidate>
            <div className={staff.field}>
              <label htmlFor={id} className={staff.label}>
                M-Pesa code or note
              </label>
              <p id={`${id}-hint`} className={staff.hint}>
                The code of the M-Pesa refund, or how the money went back.
              </p>
              <input
                id={id}
                name="reference"
                type="text"
                autoComplete="off"
                defaultValue={action.reference}
                className={staff.input}
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-hint`, error ? `${id}-error` : null]
                  .filter(Boolean)
                  .join(' ')}
              />
              {error ? (
                <p id={`${id}-error`} role="alert" className={staff.error}>
                  {error}
                </p>
              ) : null}
            </div>
            {action.dialogFailureMessage ? (
              <RetryAlert message={action.dialogFailureMessage} look="notice" submits />
            ) : null}
            <div className={staff.actions}>
              <button type="submit" className={dialog.primary} aria-disabled={saving || undefined}>
                Mark as refunded
              </button>
              <Dialog.Close className={dialog.secondary} aria-disabled={saving || undefined}>
                Close
              </Dialog.Close>
            </div>
            {saving ? (
              <p role="status" className={staff.muted}>
                Saving…
              </p>
            ) : null}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
