import type { DashboardSnapshot } from './dashboard.machine';

/** What the page shows: Loading, the figures, or why they were not read with Retry. */
export function status(snapshot: DashboardSnapshot): 'loading' | 'loaded' | 'failed' {
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches('loaded') ? 'loaded' : 'loading';
}

export const view = (snapshot: DashboardSnapshot) => snapshot.context.view;

/** Why the figures could not be read; null unless the read failed. */
export const failure = (snapshot: DashboardSnapshot): unknown =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
