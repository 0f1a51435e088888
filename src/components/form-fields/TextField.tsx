import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './FormFields.module.css';

interface FieldFrame {
  id: string;
  label: string;
  /** Shown under the label and read with the field, e.g. the accepted phone formats. */
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

export type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'>;

export type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'className'>;

export type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'className'> & {
    children: ReactNode;
  };

/** A labelled field with its error right under it, tied by aria-describedby and announced. */
export function TextField({ id, label, hint, error, registration, ...input }: TextFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <input id={id} className={styles.input} {...input} {...registration} {...described} />
      )}
    </Frame>
  );
}

/** A labelled multi-line field, as TextField. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  registration,
  ...area
}: TextAreaFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <textarea id={id} className={styles.input} {...area} {...registration} {...described} />
      )}
    </Frame>
  );
}

/** A labelled select, as TextField. */
export function SelectField({
  id,
  label,
  hint,
  error,
  registration,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <select id={id} className={styles.input} {...select} {...registration} {...described}>
          {children}
        </select>
      )}
    </Frame>
  );
}

interface Described {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

function Frame({
  id,
  label,
  hint,
  error,
  children,
}: Omit<FieldFrame, 'registration'> & { children: (described: Described) => ReactNode }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
