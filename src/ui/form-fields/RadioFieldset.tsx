import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './RadioFieldset.module.css';

export interface Choice {
  value: string;
  label: string;
  /** Read with the choice: its fee, where it goes, why it may be refused. */
  detail?: ReactNode;
  /** Cannot be chosen now; its detail says why. */
  disabled?: boolean;
}

/**
 * A fieldset of radios with its error under it, announced and tied to every radio: the checkout's
 * Delivery and Payment, the back office's offer Kind. `radioGroup` gives it the role
 * `radiogroup` instead of a fieldset's `group`, where the QA contract names a radio group.
 */
export function RadioFieldset({
  id,
  legend,
  choices,
  value,
  error,
  registration,
  radioGroup = false,
}: {
  id: string;
  legend: string;
  choices: Choice[];
  /**
   * The choice made, where a machine holds the form (src/staff/ui/draft-fields.ts); left out,
   * react-hook-form keeps it through the registration.
   */
  value?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  radioGroup?: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.choices} {...(radioGroup ? { role: 'radiogroup' } : {})}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => {
        const choiceId = `${id}-${choice.value}`;
        const detailId = `${choiceId}-detail`;
        const describedBy = [choice.detail ? detailId : null, error ? errorId : null]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={choice.value} className={styles.choice}>
            <input
              type="radio"
              id={choiceId}
              value={choice.value}
              className={styles.radio}
              {...registration}
              disabled={choice.disabled}
              {...(value === undefined ? {} : { checked: choice.value === value })}
              {...(error ? { 'aria-invalid': true } : {})}
              {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            />
            <label htmlFor={choiceId} className={styles.choiceLabel}>
              {choice.label}
            </label>
            {choice.detail ? (
              <p id={detailId} className={styles.choiceDetail}>
                {choice.detail}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
