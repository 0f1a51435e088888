import { TextField, type TextFieldProps } from './TextField';

/** A field whose kind sets its type, keyboard and autofill; its label may be another. */
type TypedFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'> & {
  label?: string;
};

/** A phone field: a phone's number pad, and the browser offers the shopper's number. */
export function PhoneField(props: TypedFieldProps) {
  return <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** An e-mail field: the e-mail keyboard, and the browser offers the shopper's address. */
export function EmailField(props: TypedFieldProps) {
  return <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}

/**
 * A password field: `current-password` lets the browser fill a saved one, `new-password` lets it
 * suggest one.
 */
export function PasswordField(
  props: TypedFieldProps & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField label="Password" type="password" {...props} />;
}
