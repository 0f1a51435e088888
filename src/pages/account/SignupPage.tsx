import { Link, Navigate } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { useSession } from '../../state/use-auth';
import { useSignUp } from '../../state/use-sign-up';
import { FormFailure } from './FormFailure';
import { SignupForm } from './SignupForm';
import styles from './AccountForms.module.css';

/** /signup: the account, then its Users record, then /account. */
export function SignupView() {
  const session = useSession();
  const signup = useSignUp();

  // Someone already signed in goes to their account; a signup under way is left to finish.
  if (session.status === 'signedIn' && signup.idle) {
    return <Navigate to="/account" replace />;
  }
  return (
    <PageFrame
      heading="Sign up"
      title="Create an account"
      description="Create an account to keep your wishlist and follow your orders."
      trail={[{ label: 'Sign up' }]}
      intro={<p>An account keeps your wishlist and your orders in one place.</p>}
    >
      <div className={styles.panel}>
        <FormFailure message={signup.failureMessage} />
        <SignupForm
          busy={signup.busy}
          onSignUp={({ firstName, lastName, email, password }) =>
            signup.signUp({ firstName, lastName, email, password })
          }
        />
        <p role="status" className={styles.busy}>
          {signup.busy ? 'Creating your account…' : ''}
        </p>
        <p className={styles.switch}>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </PageFrame>
  );
}
