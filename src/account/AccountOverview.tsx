import type { SessionUser } from '../../machines/session/types';
import type { UserRecord } from '@/catalog/product';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { useSession } from './use-session';
import { AccountCart, AccountWishlist } from './AccountLists';
import { OrderHistory } from './OrderHistory';
import { CardSection } from '@/ui/card-section/CardSection';
import styles from './AccountPage.module.css';

export interface AccountOverviewProps {
  record: UserRecord;
  user: SessionUser;
}

/** The account page of an allowed shopper: greeting, e-mail, cart, wishlist, orders, Sign out. */
export function AccountOverview({ record, user }: AccountOverviewProps) {
  const session = useSession();
  const signingOut = session.status === 'signingOut';
  return (
    <PageFrame
      heading={record.firstName ? `Karibu, ${record.firstName}` : 'Karibu'}
      title="My account"
      description="Your orders, cart and wishlist."
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
