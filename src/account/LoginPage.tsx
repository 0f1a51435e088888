import { useSchemaForm } from '@/ui/form-fields/use-schema-form';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { LoginNotice } from './use-account-guard';
import { useSession } from './use-session';
import { useLogin } from './use-login';
import { EmailField, PasswordField } from '@/ui/form-fields/TypedFields';
import { AccountFormScaffold } from './AccountFormScaffold';
import { loginSchema } from './account-forms';
import { safeRedirect } from './safe-redirect';

function wasRefused(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as LoginNotice).refused === true;
}

/**
 * /login: e-mail and password or Google, then back to a safe `?redirect=`, else to /staff for
 * staff and the owner and /account for everyone else (the login machine decides). The values
 * stay through every error.
 */
export function LoginView() {
  const [params] = useSearchParams();
  const [redirect] = useState(() => safeRedirect(params.get('redirect')));
  const refused = wasRefused(useLocation().state);
  const session = useSession();
  const login = useLogin(redirect);
  const { handleSubmit, field } = useSchemaForm('login', loginSchema, { email: '', password: '' });

  // Someone already signed in has nothing to do here (a redirect sign-in that came back, too);
  // someone just turned away stays, even if their sign-out failed, so the two pages never loop.
  const goesOn = session.status === 'signedIn' && login.idle && !refused;
  const { goOn } = login;
  useEffect(() => {
    if (goesOn) goOn();
  }, [goesOn, goOn]);
  return (
    <AccountFormScaffold
      action="Log in"
      title="Log in"
      description="Log in to your account to see your orders, cart and wishlist."
      intro="Log in to see your orders, your cart and your wishlist."
      notice={
        refused
          ? 'That account cannot open the account page. Log in with your shopper account, or create one.'
          : undefined
      }
      failureMessage={login.failureMessage}
      busy={login.busy}
      busyText="Logging you in…"
      onSubmit={handleSubmit(({ email, password }) => login.login(email, password))}
      onContinueWithGoogle={login.continueWithGoogle}
      switchTo={{ question: 'New here?', to: '/signup', label: 'Create an account' }}
    >
      <EmailField {...field('email')} />
      <PasswordField {...field('password')} autoComplete="current-password" />
    </AccountFormScaffold>
  );
}
