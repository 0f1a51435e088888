import type { SessionUser } from '../../machines/session/types';
import type { UserRecord } from '@/catalog/product';
import { PageFrame } from '@/ui/page-frame/PageFrame';
import { useSession } from './use-session';
import { AccountCart, AccountWishlist } from './AccountLists';
import { OrderHistory } from './OrderHistory';
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
        <section aria-labelledby="account-cart" className={styles.card}>
          <h2 id="account-cart" className={styles.title}>
            Your cart
          </h2>
          <AccountCart />
        </section>
        <section aria-labelledby="account-orders" className={styles.card}>
          <h2 id="account-orders" className={styles.title}>
            Your orders
          </h2>
          <OrderHistory ownerUid={user.uid} />
        </section>
        <section aria-labelledby="account-wishlist" className={styles.card}>
          <h2 id="account-wishlist" className={styles.title}>
            Your wishlist
          </h2>
          <AccountWishlist />
        </section>
      </div>
    </PageFrame>
  );
}
