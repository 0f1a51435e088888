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
export function TextField(props: TextFieldProps) {
  const { frame, control } = fieldParts(props);
  return <Frame {...frame}>{(described) => <input {...control(described)} />}</Frame>;
}

/** A labelled multi-line field, as TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = fieldParts(props);
  return <Frame {...frame}>{(described) => <textarea {...control(described)} />}</Frame>;
}

/** A labelled select, as TextField; its options are its children. */
export function SelectField(props: SelectFieldProps) {
  const { frame, control } = fieldParts(props);
  return <Frame {...frame}>{(described) => <select {...control(described)} />}</Frame>;
}

/** What the frame shows, and the control's own props once the frame has described it. */
function fieldParts<Control extends object>({
  id,
  label,
  hint,
  error,
  registration,
  ...control
}: FieldFrame & Control) {
  return {
    frame: { id, label, hint, error },
    control: (described: Described) => ({
      id,
      className: styles.input,
      ...control,
      ...registration,
      ...described,
    }),
  };
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
