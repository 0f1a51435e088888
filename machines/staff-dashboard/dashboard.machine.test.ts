import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { aDashboardView } from '@testing/fixtures/dashboard';
import { dashboardMachine } from './dashboard.machine';
import { failure, status, view } from './selectors';
import type { DashboardView } from './types';

const started: Array<{ stop: () => void }> = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

/** The dashboard with each read answered by the next answer; what it logged. */
function dashboardOf(reads: Array<DashboardView | Error>) {
  let asked = 0;
  const logged: unknown[] = [];
  const machine = dashboardMachine.provide({
    actors: {
      readDashboard: fromPromise(async () => {
        asked += 1;
        const next = reads.shift();
        if (next === undefined) return new Promise<DashboardView>(() => {});
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: { log: (_, entry) => logged.push(entry) },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return { actor, logged, asked: () => asked };
}

describe('the dashboard', () => {
  it('reads the figures as it opens, Loading until they come', async () => {
    const figures = aDashboardView();
    const { actor, asked } = dashboardOf([figures]);
    expect(status(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (snapshot) => status(snapshot) === 'loaded');
    expect(view(actor.getSnapshot())).toEqual(figures);
    expect(failure(actor.getSnapshot())).toBeNull();
    expect(asked()).toBe(1);
  });

  it('says why the figures could not be read, logs it, and Retry reads them again', async () => {
    const unavailable = new Error('unavailable');
    const figures = aDashboardView();
    const { actor, logged, asked } = dashboardOf([unavailable, figures]);
    await waitFor(actor, (snapshot) => status(snapshot) === 'failed');
    expect(failure(actor.getSnapshot())).toBe(unavailable);
    expect(view(actor.getSnapshot())).toBeNull();
    expect(logged).toEqual([
      { level: 'log', message: 'Error reading the dashboard:', detail: unavailable },
    ]);
    actor.send({ type: 'dashboard.retry' });
    expect(status(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (snapshot) => status(snapshot) === 'loaded');
    expect(view(actor.getSnapshot())).toEqual(figures);
    expect(asked()).toBe(2);
  });

  it('reads nothing again on Retry once the figures are shown', async () => {
    const { actor, asked } = dashboardOf([aDashboardView()]);
    await waitFor(actor, (snapshot) => status(snapshot) === 'loaded');
    actor.send({ type: 'dashboard.retry' });
    expect(status(actor.getSnapshot())).toBe('loaded');
    expect(asked()).toBe(1);
  });
});
