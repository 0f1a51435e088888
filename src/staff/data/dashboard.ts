/**
 * The dashboard's read: the `getDashboard` callable (functions/src), which adds up the day
 * documents and counts the work waiting on the server, so the page reads a handful of documents
 * however many orders the shop has had.
 */
import type { DashboardView } from '@model/dashboard/view';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';

/** The dashboard's figures; a read, so retried as the others are. */
export function readDashboard(): Promise<DashboardView> {
  return read(() => callFunction<Record<string, never>, DashboardView>('getDashboard', {}));
}
