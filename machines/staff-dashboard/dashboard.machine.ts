import { assign, setup, type SnapshotFrom } from 'xstate';
import { logFailure } from '../log-failure';
import type { LogEntry } from '../session/types';
import { unprovided } from '../unprovided';
import type { DashboardView } from './types';

export interface DashboardContext {
  view: DashboardView | null;
  failure: unknown;
}

export type DashboardEvent = { type: 'dashboard.retry' };

/**
 * The dashboard at /staff (../shared/QA-CONTRACT.md, Back office: Dashboard): its figures read
 * once as the page opens (the `getDashboard` callable, injected); a failed read says why and
 * Retry reads again.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    readDashboard: unprovided<DashboardView>('dashboardMachine needs a readDashboard actor'),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    keepView: assign((_, view: DashboardView) => ({ view, failure: null })),
    rememberFailure: assign((_, failure: unknown) => ({ failure })),
  },
}).createMachine({
  id: 'dashboard',
  context: { view: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'readDashboard',
        onDone: {
          target: 'loaded',
          actions: { type: 'keepView', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'rememberFailure',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            logFailure('Error reading the dashboard:'),
          ],
        },
      },
    },
    failed: { on: { 'dashboard.retry': 'loading' } },
    loaded: {},
  },
});

export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;
