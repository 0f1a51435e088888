import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type FormEvent } from 'react';
import type { MoveDetails } from '../../../machines/staff-returns/return-action.machine';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { lineName, moveLabels } from './return-words';
import { ReceivedUnits, receivedLines } from './ReceivedUnits';
import type { ReturnActionBinding } from './use-return-action';
import staff from '../ui/staff.module.css';
import dialog from '../orders/StepDialog.module.css';

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
  const opener = useRef<HTMLElement | null>(null);
  const error = action.detailsError;
  const reasonId = `return-reason-${view.id}`;
  // A refused reason takes the focus, so its error is read with it.
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);
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
        <Dialog.Content
          className={dialog.dialog}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Radix gives the focus back to a Dialog.Trigger only; the move's button opened this.
            // Once the move is made or refused its word has the focus (ReturnActions).
            event.preventDefault();
            if (!action.notice && opener.current?.isConnected) opener.current.focus();
          }}
        >
          {move ? (
            <>
              <Dialog.Title className={dialog.title}>{moveLabels[move]}</Dialog.Title>
              <Dialog.Description className={dialog.description}>
                Return of order {view.orderNumber}
                {view.customerName ? ` for ${view.customerName}` : ''}: {items}.
              </Dialog.Description>
              <form ref={form} className={dialog.form} onSubmit={submit} noValidate>
                {move === 'refuse' ? (
                  <div className={staff.field}>
                    <label htmlFor={reasonId} className={staff.label}>
                      Reason
                    </label>
                    <p id={`${reasonId}-hint`} className={staff.hint}>
                      The customer is told the return is refused, and why.
                    </p>
                    <textarea
                      id={reasonId}
                      name="reason"
                      rows={4}
                      maxLength={300}
                      defaultValue={details && 'reason' in details ? details.reason : ''}
                      className={staff.input}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={[`${reasonId}-hint`, error ? `${reasonId}-error` : null]
                        .filter(Boolean)
                        .join(' ')}
                    />
                    {error ? (
                      <p id={`${reasonId}-error`} role="alert" className={staff.error}>
                        {error}
                      </p>
                    ) : null}
                  </div>
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
                {action.dialogFailureMessage ? (
                  <RetryAlert message={action.dialogFailureMessage} look="notice" submits />
                ) : null}
                <div className={staff.actions}>
                  <button
                    type="submit"
                    className={move === 'refuse' ? dialog.danger : dialog.primary}
                    aria-disabled={saving || undefined}
                  >
                    {moveLabels[move]}
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
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
