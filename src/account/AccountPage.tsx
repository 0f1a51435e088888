import type { SessionUser } from '../../machines/session/types';
import type { UserRecord } from '@model/user-record';
import { CardSection } from '@/ui/card-section/CardSection';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { SectionPage } from '@/ui/page-frame/SectionPage';
import { Spinner } from '@/ui/spinner/Spinner';
import { AccountCart, AccountWishlist } from './AccountLists';
import { EmailVerification } from './EmailVerification';
import { LoginView } from './LoginPage';
import { OrderHistory } from './OrderHistory';
import { SignupView } from './SignupPage';
import { useAccountGuard } from './use-account-guard';
import { SessionProvider, useSession } from './use-session';
import styles from './AccountPage.module.css';

/**
 * The account group's routes: log in, sign up and the account page load together as one chunk
 * (src/shell/app/page-loaders.ts), and with them the Auth SDK. Each page watches the session while
 * it is open. The account page itself is below: the guard's Loading, the shopper's page, or the
 * error with Retry.
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

const accountDescription = 'Your orders, cart and wishlist.';

/**
 * /account behind the guard (docs/shop-rules.md, Account guard): Loading, the page, or an error
 * with Retry.
 */
export function AccountView() {
  const guard = useAccountGuard();
  if (guard.status === 'allowed' && guard.record && guard.user) {
    return <AccountOverview record={guard.record} user={guard.user} />;
  }
  return (
    <SectionPage name="My account" description={accountDescription}>
      {guard.status === 'failed' ? (
        <RetryAlert message={guard.failureMessage} onRetry={guard.retry} />
      ) : (
        <Spinner />
      )}
    </SectionPage>
  );
}

export interface AccountOverviewProps {
  record: UserRecord;
  user: SessionUser;
}

/**
 * The account page of an allowed shopper: greeting, e-mail (and whether it still needs verifying),
 * cart, wishlist, orders, Sign out.
 */
export function AccountOverview({ record, user }: AccountOverviewProps) {
  const session = useSession();
  const signingOut = session.status === 'signingOut';
  return (
    <PageFrame
      heading={record.firstName ? `Karibu, ${record.firstName}` : 'Karibu'}
      title="My account"
      description={accountDescription}
      trail={[{ label: 'My account' }]}
      intro={
        <div className={styles.who}>
          <p>
            Signed in as <strong>{user.email ?? record.email}</strong>
          </p>
          <button
            type="button"
            className={styles.secondary}
            aria-disabled={signingOut || undefined}
            onClick={session.signOut}
          >
            Sign out
          </button>
        </div>
      }
    >
      {session.failure !== null && session.status === 'signedIn' ? (
        <p role="alert">We could not sign you out. Please try again.</p>
      ) : null}
      <EmailVerification email={user.email ?? record.email} />
      <div className={styles.layout}>
        <CardSection id="account-cart" title="Your cart">
          <AccountCart />
        </CardSection>
        <CardSection id="account-orders" title="Your orders">
          <OrderHistory ownerUid={user.uid} />
        </CardSection>
        <CardSection id="account-wishlist" title="Your wishlist">
          <AccountWishlist />
        </CardSection>
      </div>
    </PageFrame>
  );
}
