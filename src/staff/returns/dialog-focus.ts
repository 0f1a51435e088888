/**
 * Where the focus goes in and around a dialog opened by a plain button (Radix Dialog.Content).
 * src/staff/orders/StepDialog.tsx and src/staff/refunds/MarkRefundedDialog.tsx do the same inline.
 */
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Radix gives the focus back to a Dialog.Trigger only, so the button that opened the dialog is
 * kept and gets it back on closing, unless the action was made or refused (`said`): then its word
 * on the page has it (ActionNotice).
 */
export function useFocusBack(said: unknown) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (!said && opener.current?.isConnected) opener.current.focus();
    },
  };
}

/** A refused field takes the focus once its error shows, so the error is read with it. */
export function useFocusOnRefusal(form: RefObject<HTMLFormElement | null>, error: string | null) {
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, error]);
}
