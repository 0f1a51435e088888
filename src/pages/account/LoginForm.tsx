import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { logInSchema, type LogInFields, type LogInValues } from './account-forms';
import { TextField } from '../../components/form-fields/TextField';
import styles from './AccountForms.module.css';

export interface LoginFormProps {
  busy: boolean;
  onLogIn: (values: LogInValues) => void;
}

/** E-mail and password; the values stay through every error. */
export function LoginForm({ busy, onLogIn }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LogInFields, unknown, LogInValues>({
    resolver: zodResolver(logInSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate className={styles.form} aria-busy={busy} onSubmit={handleSubmit(onLogIn)}>
      <TextField
        id="login-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
        Log in
      </button>
    </form>
  );
}
