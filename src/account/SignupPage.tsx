import { useSchemaForm } from '@/ui/form-fields/use-schema-form';
import { Navigate } from 'react-router-dom';
import { TextField } from '@/ui/form-fields/TextField';
import { useSession } from './use-session';
import { useSignup } from './use-signup';
import { EmailField, PasswordField } from '@/ui/form-fields/TypedFields';
import { AccountFormScaffold } from './AccountFormScaffold';
import { signupSchema } from './account-forms';
import styles from './AccountForms.module.css';

/**
 * /signup: the account, then its Users record, then /account. The five fields (names, e-mail,
 * password twice; docs/shop-rules.md, Signing up and logging in) are checked as the shopper
 * submits; values stay through errors.
 */
export function SignupView() {
  const session = useSession();
  const signup = useSignup();
  const { handleSubmit, field } = useSchemaForm('signup', signupSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });

  // Someone already signed in goes to their account; a signup under way is left to finish.
  if (session.status === 'signedIn' && signup.idle) {
    return <Navigate to="/account" replace />;
  }
  return (
    <AccountFormScaffold
      action="Sign up"
      title="Create an account"
      description="Create an account to keep your wishlist and follow your orders."
      intro="An account keeps your wishlist and your orders in one place."
      failureMessage={signup.failureMessage}
      busy={signup.busy}
      busyText="Creating your account…"
      onSubmit={handleSubmit(({ firstName, lastName, email, password }) =>
        signup.signup({ firstName, lastName, email, password }),
      )}
      switchTo={{ question: 'Already have an account?', to: '/login', label: 'Log in' }}
    >
      <div className={styles.names}>
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
      </div>
      <EmailField {...field('email')} />
      <PasswordField {...field('password')} autoComplete="new-password" />
      <PasswordField
        {...field('confirmPassword')}
        label="Confirm password"
        autoComplete="new-password"
      />
    </AccountFormScaffold>
  );
}
