import { PageFrame } from '@/ui/page-frame/PageFrame';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { useAccountGuard } from './use-account-guard';
import { AccountOverview } from './AccountOverview';

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
        <RetryAlert message={guard.failureMessage} onRetry={guard.retry} />
      ) : (
        <Spinner />
      )}
    </PageFrame>
  );
}
