import type { RouteObject } from 'react-router-dom';
import { ExportForm } from '../exports/ExportForm';
import { DashboardPage } from './DashboardPage';

/** The dashboard: what /staff opens on, with the owner's exports under the figures. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage ownerSection={<ExportForm />} /> },
];
