import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type FormEvent } from 'react';
import { formatKes } from '@model/money';
import type { RefundActionBinding } from './use-refund-action';
import { DialogConfirm, DialogField } from '../ui/DialogParts';
import { useFocusBack, useFocusOnRefusal } from '../ui/dialog-focus';
import dialog from '../ui/dialog.module.css';

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
  const id = fieldId(refund.paymentId);
  const error = action.referenceError;
  useFocusOnRefusal(form, error);
  // Once it is marked or refused, its word has the focus (RefundActions).
  const focus = useFocusBack(action.notice);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.confirmMarked(String(new FormData(event.currentTarget).get('reference') ?? ''));
  };
  return (
    <Dialog.Root open={action.dialogOpen} onOpenChange={(open) => (open ? null : action.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} {...focus}>
          <Dialog.Title className={dialog.title}>Mark as refunded</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            {formatKes(refund.amount)}
            {refund.receipt ? ` paid with M-Pesa receipt ${refund.receipt}` : ''}
            {refund.orderNumber ? ` for order ${refund.orderNumber}` : ''}, given back outside the
            shop.
          </Dialog.Description>
          <form ref={form} className={dialog.form} onSubmit={submit} noValidate>
            <DialogField
              id={id}
              name="reference"
              label="M-Pesa code or note"
              hint="The code of the M-Pesa refund, or how the money went back."
              autoComplete="off"
              defaultValue={action.reference}
              error={error}
            />
            <DialogConfirm
              label="Mark as refunded"
              saving={saving}
              failureMessage={action.dialogFailureMessage}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
