import { TextField, type TextFieldProps } from '@/ui/form-fields/TextField';

type FieldProps = Pick<TextFieldProps, 'id' | 'registration' | 'error'>;

/** The e-mail field of both forms, so the browser offers the shopper's address. */
export function EmailField(props: FieldProps) {
  return <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}

/**
 * The password field of both forms: `current-password` lets the browser fill a saved one,
 * `new-password` lets it suggest one.
 */
export function PasswordField(
  props: FieldProps & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField label="Password" type="password" {...props} />;
}
