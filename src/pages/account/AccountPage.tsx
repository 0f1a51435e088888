import { PageFrame } from '../../components/page-frame/PageFrame';
import { Spinner } from '../../components/spinner/Spinner';
import { useAccountGuard } from '../../state/use-account-guard';
import { describeAccountFailure } from './account-failure';
import { AccountOverview } from './AccountOverview';
import styles from './AccountPage.module.css';

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
    <PageFrame
      heading="My account"
      title="My account"
      description="Your orders, cart and wishlist."
      trail={[{ label: 'My account' }]}
    >
      {guard.status === 'failed' ? (
        <div role="alert" className={styles.problem}>
          <p>{describeAccountFailure(guard.failure)}</p>
          <button type="button" className={styles.primary} onClick={guard.retry}>
            Retry
          </button>
        </div>
      ) : (
        <Spinner />
      )}
    </PageFrame>
  );
}
