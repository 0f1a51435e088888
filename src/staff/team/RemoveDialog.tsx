import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { StaffMember } from '../../../machines/staff-team/types';
import staff from '../ui/staff.module.css';
import styles from './Team.module.css';

export interface RemoveDialogProps {
  /** The member asked about; null when no removal is being confirmed. */
  member: StaffMember | null;
  removing: boolean;
  failureMessage: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a member is removed (Radix Dialog: focus kept inside, Escape cancels). Focus goes
 * back to the member's Remove button, or to the Members heading once the member is gone.
 */
export function RemoveDialog({
  member,
  removing,
  failureMessage,
  onConfirm,
  onCancel,
}: RemoveDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !removing) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-busy={removing}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            else document.getElementById('members-heading')?.focus();
          }}
        >
          <Dialog.Title className={staff.subheading}>
            Remove {member?.name ?? 'this member'}?
          </Dialog.Title>
          <Dialog.Description>
            They will no longer open the back office. Their shop account stays as it is.
          </Dialog.Description>
          {failureMessage ? (
            <p role="alert" className={staff.failure}>
              {failureMessage}
            </p>
          ) : null}
          <div className={staff.actions}>
            <button
              type="button"
              className={staff.danger}
              aria-disabled={removing || undefined}
              onClick={() => {
                if (!removing) onConfirm();
              }}
            >
              Remove
            </button>
            <Dialog.Close asChild>
              <button type="button" className={staff.secondary} disabled={removing}>
                Cancel
              </button>
            </Dialog.Close>
          </div>
          <p role="status" className={staff.muted}>
            {removing ? 'Removing…' : ''}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
