import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import type { PanelCloser } from '../../../machines/panels/panels.machine';
import { focusPageHeading } from '../app/focus-page-heading';
import { CloseIcon } from '@/ui/icons/Icons';
import styles from './SlideOver.module.css';

export interface SlideOverProps {
  open: boolean;
  title: string;
  side: 'left' | 'right';
  onClose: (via: PanelCloser) => void;
  /** Once closed, focus goes back to the button that opened it; else the page's heading takes it. */
  returnFocusToOpener: boolean;
  children: ReactNode;
  /** Shown under the title for screen readers, e.g. the number of items. */
  description?: string;
}

/**
 * A panel that slides over the page (Radix Dialog: focus trap, focus returned to the opener).
 * Radix does not close it by itself: each way of closing is reported to the panels machine.
 */
export function SlideOver({
  open,
  title,
  side,
  onClose,
  returnFocusToOpener,
  children,
  description,
}: SlideOverProps) {
  // Radix returns focus only to a Dialog.Trigger; these panels open from several buttons.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          data-side={side}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onClose('escape');
          }}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            onClose('overlay');
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusToOpener) {
              if (opener.current?.isConnected) opener.current.focus();
            } else if (document.activeElement === document.body) {
              // A link to the page already shown changes no route: that page takes focus now.
              focusPageHeading();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <button
              type="button"
              className={styles.close}
              onClick={() => onClose('closeButton')}
              aria-label="Close"
            >
              <CloseIcon />
            </button>
          </div>
          {description ? (
            <Dialog.Description className="visually-hidden">{description}</Dialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
