export type { DashboardView } from '@model/dashboard/view';
