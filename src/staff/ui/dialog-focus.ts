/**
 * Where the focus goes in and around a back-office dialog opened by a plain button (Radix
 * Dialog.Content): the order steps', the refunds' and the returns' dialogs.
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

/**
 * A refused field takes the focus once its error shows, so the error is read with it: `refusal`
 * is the form's error (a message or a field's errors), none while there is none.
 */
export function useFocusOnRefusal(form: RefObject<HTMLFormElement | null>, refusal: unknown) {
  useEffect(() => {
    if (refusal) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusal]);
}
