import { useRoutes, type RouteObject } from 'react-router-dom';
import { SessionProvider } from '@/account/use-session';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { dashboardRoutes } from '../dashboard/routes';
import { inboxRoutes } from '../inbox/routes';
import { offersRoutes } from '../offers/routes';
import { ordersRoutes } from '../orders/routes';
import { paymentsRoutes } from '../payments/routes';
import { productsRoutes } from '../products/routes';
import { stockRoutes } from '../stock/routes';
import { teamRoutes } from '../team/routes';
import { useStaffGuard, type ReadStaffRole } from '../use-staff-guard';
import { StaffLayout } from './StaffLayout';
import { StaffPage } from './StaffPage';
import { StaffRoleContext } from './staff-role-context';

/** Every back-office page, each area's routes from its own folder; /staff opens the dashboard. */
const staffRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...ordersRoutes,
  ...paymentsRoutes,
  ...stockRoutes,
  ...productsRoutes,
  ...offersRoutes,
  ...inboxRoutes,
  ...teamRoutes,
  {
    path: '*',
    element: (
      <StaffPage heading="Page not found" title="Page not found">
        <p>The back office has no such page. Choose a section above.</p>
      </StaffPage>
    ),
  },
];

function StaffRoutes() {
  return useRoutes(staffRoutes);
}

export interface StaffAppProps {
  /** How a person's role is read; tests and stories pass their own. */
  readRole?: ReadStaffRole;
}

/** /staff: the back office behind its guard, in its own chunk, with its own frame. */
export function StaffApp({ readRole }: StaffAppProps) {
  return (
    <SessionProvider>
      <StaffGate readRole={readRole} />
    </SessionProvider>
  );
}

function StaffGate({ readRole }: StaffAppProps) {
  const guard = useStaffGuard(readRole);
  const email = guard.user?.email ?? null;
  if (guard.status === 'allowed' && guard.role) {
    return (
      <StaffRoleContext.Provider value={guard.role}>
        <StaffLayout role={guard.role} email={email}>
          <StaffRoutes />
        </StaffLayout>
      </StaffRoleContext.Provider>
    );
  }
  return (
    <StaffLayout role={null} email={guard.status === 'refused' ? email : null}>
      {guard.status === 'refused' ? (
        <StaffPage heading="Staff only" title="Staff only">
          <p>
            The back office is for the shop&rsquo;s staff. If you work here, ask the owner to add
            you to the team, then sign in again.
          </p>
          <p>
            <a href="/">Back to the shop</a>
          </p>
        </StaffPage>
      ) : guard.status === 'failed' ? (
        <RetryAlert message={guard.failureMessage} onRetry={guard.retry} />
      ) : (
        <Spinner />
      )}
    </StaffLayout>
  );
}
