import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { sessionMachine, sessionStatus, type SessionEvent } from './session.machine';
import type { LogEntry, SessionUser } from './types';

const wanjiku: SessionUser = {
  uid: 'shopper-uid',
  email: 'shopper@example.com',
  displayName: 'Wanjiku Kamau',
};
const achieng: SessionUser = { uid: 'staff-uid', email: 'staff@example.com', displayName: null };

/** An auth machine whose service is driven by the test through `report`. */
function session({ signOut = async () => {} }: { signOut?: () => Promise<void> } = {}) {
  const logs: LogEntry[] = [];
  const remembered: Array<SessionUser | null> = [];
  let sendBack: ((event: SessionEvent) => void) | undefined;
  let watches = 0;
  let unwatched = 0;
  const machine = sessionMachine.provide({
    actors: {
      watchSession: fromCallback(({ sendBack: send }) => {
        watches += 1;
        sendBack = send;
        return () => {
          unwatched += 1;
        };
      }),
      signOut: fromPromise(signOut),
    },
    actions: {
      log: (_, entry) => logs.push(entry),
      rememberSession: (_, user) => remembered.push(user),
    },
  });
  const actor = createActor(machine).start();
  const report = (user: SessionUser | null) => sendBack!({ type: 'session.changed', user });
  return {
    actor,
    logs,
    remembered,
    report,
    fail: (error: unknown) => sendBack!({ type: 'session.unavailable', error }),
    status: () => sessionStatus(actor.getSnapshot()),
    watches: () => watches,
    unwatched: () => unwatched,
  };
}

describe('auth machine: watching the authentication state', () => {
  it('is unknown until the service first reports, and watches from the start', () => {
    const { status, watches } = session();
    expect(status()).toBe('unknown');
    expect(watches()).toBe(1);
  });

  it('is signed in when the service reports someone, and remembers them', () => {
    const { actor, status, report, remembered } = session();
    report(wanjiku);
    expect(status()).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(wanjiku);
    expect(remembered).toEqual([wanjiku]);
  });

  it('is signed out when the service reports no one, and remembers that', () => {
    const { actor, status, report, remembered } = session();
    report(null);
    expect(status()).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(remembered).toEqual([null]);
  });

  it('follows a sign-in and a sign-out made elsewhere (another tab, a redirect)', () => {
    const { status, report, remembered } = session();
    report(null);
    report(wanjiku);
    expect(status()).toBe('signedIn');
    report(null);
    expect(status()).toBe('signedOut');
    expect(remembered).toEqual([null, wanjiku, null]);
  });

  it('takes the new person when someone else signs in', () => {
    const { actor, report, remembered } = session();
    report(wanjiku);
    report(achieng);
    expect(actor.getSnapshot().context.user).toEqual(achieng);
    expect(remembered).toEqual([wanjiku, achieng]);
  });

  it('ignores a repeated report of the same person', () => {
    const { report, remembered } = session();
    report(wanjiku);
    report(wanjiku);
    expect(remembered).toEqual([wanjiku]);
  });

  it('is unavailable when the service cannot be reached, and Retry watches again', () => {
    const { actor, status, fail, report, watches, unwatched } = session();
    const failure = new Error('network-request-failed');
    fail(failure);
    expect(status()).toBe('unavailable');
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(unwatched()).toBe(1);

    actor.send({ type: 'session.retry' });
    expect(status()).toBe('unknown');
    expect(watches()).toBe(2);
    report(wanjiku);
    expect(status()).toBe('signedIn');
  });

  it('refuses Retry unless unavailable', () => {
    const { actor, report } = session();
    expect(actor.getSnapshot().can({ type: 'session.retry' })).toBe(false);
    report(wanjiku);
    expect(actor.getSnapshot().can({ type: 'session.retry' })).toBe(false);
  });
});

describe('auth machine: signing out', () => {
  it('signs out, then logs "Sign out successful"', async () => {
    let signOuts = 0;
    const { actor, status, report, logs } = session({
      signOut: async () => {
        signOuts += 1;
      },
    });
    report(wanjiku);
    actor.send({ type: 'session.signOut' });
    expect(status()).toBe('signingOut');
    await waitFor(actor, (s) => sessionStatus(s) === 'signedOut');
    expect(signOuts).toBe(1);
    expect(logs).toEqual([{ level: 'log', message: 'Sign out successful' }]);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('waits for its own sign-out call even when the service reports it first', async () => {
    let finish: () => void = () => {};
    const { actor, status, report } = session({
      signOut: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    report(wanjiku);
    actor.send({ type: 'session.signOut' });
    report(null);
    expect(status()).toBe('signingOut');
    finish();
    await waitFor(actor, (s) => sessionStatus(s) === 'signedOut');
  });

  it('stays signed in, keeping the failure, when the sign-out fails', async () => {
    const failure = new Error('internal-error');
    const { actor, status, report, logs } = session({ signOut: () => Promise.reject(failure) });
    report(wanjiku);
    actor.send({ type: 'session.signOut' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(status()).toBe('signedIn');
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(logs).toEqual([]);
  });

  it('refuses a sign-out while unknown, signed out or already signing out', () => {
    const { actor, report } = session({ signOut: () => new Promise(() => {}) });
    expect(actor.getSnapshot().can({ type: 'session.signOut' })).toBe(false);
    report(null);
    expect(actor.getSnapshot().can({ type: 'session.signOut' })).toBe(false);
    report(wanjiku);
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().can({ type: 'session.signOut' })).toBe(false);
  });
});
