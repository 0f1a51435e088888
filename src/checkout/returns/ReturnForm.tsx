import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type RefObject } from 'react';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { problemsAt } from '../../../machines/order-return/selectors';
import { problemTarget, wishId } from './field-ids';
import { ReturnLineFields } from './ReturnLineFields';
import type { OrderReturnBinding } from './use-order-return';
import styles from './returns.module.css';

const wishes = [
  { value: 'refund', label: 'Refund' },
  { value: 'exchange', label: 'Another size or colour' },
] as const;

/** The focus goes to the first problem each time Send request is stopped by one. */
function useFocusOnFirstProblem({ stoppedSends, problems, lines }: OrderReturnBinding) {
  const handled = useRef(0);
  useEffect(() => {
    if (stoppedSends === handled.current) return;
    handled.current = stoppedSends;
    const [first] = problems;
    if (first) document.getElementById(problemTarget(first.field, lines[0]?.line ?? 0))?.focus();
  }, [stoppedSends, problems, lines]);
}

/** The server's refusal takes the focus, so it is read out at once. */
function useFocusOnRefusal(refusal: string | null): RefObject<HTMLDivElement | null> {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) alert.current?.focus();
  }, [refusal]);
  return alert;
}

/**
 * The return form, a full-height sheet on a phone (../shared/QA-CONTRACT.md, Returns): refund or
 * another size or colour, each line with its quantity and reason, Send request. `returnFocusTo`
 * gets the focus back when it closes without a return sent.
 */
export function ReturnForm({
  form,
  returnFocusTo,
}: {
  form: OrderReturnBinding;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  useFocusOnFirstProblem(form);
  const refusalAlert = useFocusOnRefusal(form.refusal);
  const wishProblems = problemsAt(form.problems, { kind: 'wish' });
  const linesProblem = problemsAt(form.problems, { kind: 'lines' })[0] ?? null;
  return (
    <Dialog.Root open={form.formOpen} onOpenChange={(open) => (open ? undefined : form.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; a return sent takes it to its step.
            event.preventDefault();
            if (!form.sent) returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>Return or exchange</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.muted}>
            Choose what you are sending back, why, and what you would like instead.
          </Dialog.Description>
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              form.send();
            }}
          >
            {form.refusal ? (
              <div role="alert" ref={refusalAlert} tabIndex={-1} className={styles.refusal}>
                {form.refusal}
              </div>
            ) : null}
            <fieldset className={styles.wishes}>
              <legend className={styles.legend}>What would you like?</legend>
              {wishes.map((wish) => (
                <div key={wish.value} className={styles.wish}>
                  <input
                    type="radio"
                    name="return-wish"
                    id={wishId(wish.value)}
                    value={wish.value}
                    checked={form.wish === wish.value}
                    onChange={() => form.setWish(wish.value)}
                    {...(wishProblems.length > 0
                      ? { 'aria-invalid': true, 'aria-describedby': 'return-wish-error' }
                      : {})}
                  />
                  <label htmlFor={wishId(wish.value)}>{wish.label}</label>
                </div>
              ))}
              {form.wish === 'exchange' && form.stock === 'checking' ? (
                <p role="status" className={styles.muted}>
                  Checking what is in stock…
                </p>
              ) : null}
              {form.wish === 'exchange' && form.stock === 'unknown' ? (
                <button type="button" className={styles.secondary} onClick={form.checkStock}>
                  Check stock again
                </button>
              ) : null}
              {wishProblems.length > 0 ? (
                <p id="return-wish-error" className={styles.error}>
                  {wishProblems.join(' ')}
                </p>
              ) : null}
            </fieldset>
            <div className={styles.lines}>
              {linesProblem ? (
                <p id="return-lines-error" className={styles.error}>
                  {linesProblem}
                </p>
              ) : null}
              {form.lines.map((line, index) => (
                <ReturnLineFields
                  key={line.line}
                  form={form}
                  index={index}
                  problems={form.problems}
                  linesProblem={index === 0 ? linesProblem : null}
                />
              ))}
            </div>
            {form.failureMessage ? (
              <RetryAlert
                look="notice"
                message={form.failureMessage}
                kept="What you chose is kept."
                submits
              />
            ) : null}
            {form.sending ? (
              <p role="status" className={styles.muted}>
                Sending your request…
              </p>
            ) : null}
            <button type="submit" className={styles.send} aria-disabled={form.sending}>
              Send request
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
