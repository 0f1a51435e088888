import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame/PageFrame';
import type { LoginNotice } from '../../state/use-account-guard';
import { useSession } from '../../state/use-auth';
import { useLogIn } from '../../state/use-log-in';
import { FormFailure } from './FormFailure';
import { GoogleIcon } from './GoogleIcon';
import { LoginForm } from './LoginForm';
import { safeRedirect } from './safe-redirect';
import styles from './AccountForms.module.css';

function wasRefused(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as LoginNotice).refused === true;
}

/** /login: e-mail and password or Google, then back to a safe `?redirect=` (else /account). */
export function LoginView() {
  const [params] = useSearchParams();
  const [destination] = useState(() => safeRedirect(params.get('redirect')));
  const refused = wasRefused(useLocation().state);
  const session = useSession();
  const login = useLogIn(destination);

  // Someone already signed in has nothing to do here (a redirect sign-in that came back, too);
  // someone just turned away stays, even if their sign-out failed, so the two pages never loop.
  if (session.status === 'signedIn' && login.idle && !refused) {
    return <Navigate to={destination} replace />;
  }
  return (
    <PageFrame
      heading="Log in"
      title="Log in"
      description="Log in to your account to see your orders, cart and wishlist."
      trail={[{ label: 'Log in' }]}
      intro={<p>Log in to see your orders, your cart and your wishlist.</p>}
    >
      <div className={styles.panel}>
        {refused ? (
          <p className={styles.notice}>
            That account cannot open the account page. Log in with your shopper account, or create
            one.
          </p>
        ) : null}
        <FormFailure message={login.failureMessage} />
        <LoginForm
          busy={login.busy}
          onLogIn={({ email, password }) => login.logIn(email, password)}
        />
        <p className={styles.or}>or</p>
        <button
          type="button"
          className={styles.google}
          aria-disabled={login.busy || undefined}
          onClick={login.continueWithGoogle}
        >
          <GoogleIcon />
          Continue with Google
        </button>
        <p role="status" className={styles.busy}>
          {login.busy ? 'Logging you in…' : ''}
        </p>
        <p className={styles.switch}>
          New here? <Link to="/signup">Create an account</Link>
        </p>
      </div>
    </PageFrame>
  );
}
