import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signUpSchema, type SignUpFields, type SignUpValues } from './account-forms';
import { TextField } from '../../components/form-fields/TextField';
import styles from './AccountForms.module.css';

export interface SignupFormProps {
  busy: boolean;
  onSignUp: (values: SignUpValues) => void;
}

/**
 * The five signup fields (names, e-mail, password twice; docs/shop-rules.md, Signing up and
 * logging in), checked as the shopper submits; values stay through errors.
 */
export function SignupForm({ busy, onSignUp }: SignupFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpFields, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  return (
    <form noValidate className={styles.form} aria-busy={busy} onSubmit={handleSubmit(onSignUp)}>
      <div className={styles.names}>
        <TextField
          id="signup-first-name"
          label="First name"
          autoComplete="given-name"
          registration={register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          id="signup-last-name"
          label="Last name"
          autoComplete="family-name"
          registration={register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        id="signup-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
        Sign up
      </button>
    </form>
  );
}
