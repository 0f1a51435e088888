import type { RouteObject } from 'react-router-dom';
import { PaymentsPage } from './PaymentsPage';

/** The Payments page under /staff. */
export const paymentsRoutes: RouteObject[] = [{ path: 'payments', element: <PaymentsPage /> }];
