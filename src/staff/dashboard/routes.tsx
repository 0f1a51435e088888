import type { RouteObject } from 'react-router-dom';
import { DashboardPage } from './DashboardPage';

/** The dashboard: what /staff opens on. */
export const dashboardRoutes: RouteObject[] = [{ index: true, element: <DashboardPage /> }];
