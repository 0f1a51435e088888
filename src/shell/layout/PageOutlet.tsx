import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { slashlessLinkTarget } from '../app/slashless-links';
import { PageErrorBoundary } from '../error-screen/boundaries';

/** The current route's page: a slashless link taken to its page, a failing page kept in place. */
export function PageOutlet() {
  const { pathname, search, hash } = useLocation();
  const meant = slashlessLinkTarget(pathname);
  if (meant) return <Navigate to={{ pathname: meant, search, hash }} replace />;
  return (
    <PageErrorBoundary>
      <Outlet />
    </PageErrorBoundary>
  );
}
