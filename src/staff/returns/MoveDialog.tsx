import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type FormEvent } from 'react';
import type { MoveDetails } from '../../../machines/staff-returns/return-action.machine';
import { lineName, moveLabels } from './return-words';
import { ReceivedUnits, receivedLines } from './ReceivedUnits';
import { DialogConfirm, DialogField } from '../ui/DialogParts';
import { useFocusBack, useFocusOnRefusal } from '../ui/dialog-focus';
import type { ReturnActionBinding } from './use-return-action';
import staff from '../ui/staff.module.css';
import dialog from '../ui/dialog.module.css';

/**
 * The dialog of a move that needs words from staff: Refuse (why, as the shopper is told) or Mark
 * as received (each unit resellable or damaged). Radix Dialog traps the focus and gives it back;
 * the return's action machine decides when it is open, so it stays open while the move is saved
 * and after a failure, with what was given.
 */
export function MoveDialog({ action }: { action: ReturnActionBinding }) {
  const { view, openDialog: move, details } = action;
  const saving = action.savingDialog;
  const form = useRef<HTMLFormElement>(null);
  const focusBack = useFocusBack(action.notice);
  const error = action.detailsError;
  const reasonId = `return-reason-${view.id}`;
  useFocusOnRefusal(form, error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const given: MoveDetails =
      move === 'refuse'
        ? { reason: String(data.get('reason') ?? '') }
        : { lines: receivedLines(view.lines, data) };
    action.confirm(given);
  };
  const items = view.lines.map(lineName).join('; ');
  return (
    <Dialog.Root open={move !== null} onOpenChange={(open) => (open ? null : action.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} {...focusBack}>
          {move ? (
            <>
              <Dialog.Title className={dialog.title}>{moveLabels[move]}</Dialog.Title>
              <Dialog.Description className={dialog.description}>
                Return of order {view.orderNumber}
                {view.customerName ? ` for ${view.customerName}` : ''}: {items}.
              </Dialog.Description>
              <form ref={form} className={dialog.form} onSubmit={submit} noValidate>
                {move === 'refuse' ? (
                  <DialogField
                    id={reasonId}
                    name="reason"
                    label="Reason"
                    hint="The customer is told the return is refused, and why."
                    multiline
                    maxLength={300}
                    defaultValue={details && 'reason' in details ? details.reason : ''}
                    error={error}
                  />
                ) : (
                  <>
                    <ReceivedUnits view={view} details={details} />
                    {error ? (
                      <p role="alert" className={staff.error}>
                        {error}
                      </p>
                    ) : null}
                  </>
                )}
                <DialogConfirm
                  label={moveLabels[move]}
                  danger={move === 'refuse'}
                  saving={saving}
                  failureMessage={action.dialogFailureMessage}
                />
              </form>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
