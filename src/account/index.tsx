import { SessionProvider } from './use-session';
import { AccountView } from './AccountPage';
import { LoginView } from './LoginPage';
import { SignupView } from './SignupPage';

/**
 * The account group: log in, sign up and the account page load together, and with them the
 * Auth SDK. Each page watches the session while it is open.
 */
export function LoginPage() {
  return (
    <SessionProvider>
      <LoginView />
    </SessionProvider>
  );
}

export function SignupPage() {
  return (
    <SessionProvider>
      <SignupView />
    </SessionProvider>
  );
}

export function AccountPage() {
  return (
    <SessionProvider>
      <AccountView />
    </SessionProvider>
  );
}
