/**
 * The `getDashboard` callable (functions/src) for the dashboard's component tests and stories:
 * the figures given, as the server answers them; the real callable is tested with the functions.
 */
import type { DashboardView } from '@model/dashboard/view';
import { answeredCallable, CallableRefusal } from './callables';

export interface DashboardCallableOptions {
  view: DashboardView;
  /** Fails a read instead: the service unavailable. */
  fails?: () => boolean;
  /** Waits before answering, e.g. to show Loading. */
  delay?: () => Promise<void>;
}

/** `getDashboard` at the Functions emulator's address; `requests` keeps what it was sent. */
export function dashboardCallable({ view, fails, delay }: DashboardCallableOptions) {
  const { handlers, calls } = answeredCallable('getDashboard', async () => {
    await delay?.();
    return fails?.()
      ? new CallableRefusal('UNAVAILABLE', 'The service is currently unavailable.')
      : view;
  });
  return { handlers, requests: calls };
}
