import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { UserRecord } from '@model/user-record';
import { sessionMachine, type SessionEvent } from '../session/session.machine';
import type { LogEntry, SessionUser } from '../session/types';
import { accountGuardMachine, guardStatus, type SessionNews } from './account-guard.machine';

const wanjiku: SessionUser = {
  uid: 'shopper-uid',
  email: 'shopper@example.com',
  displayName: 'Wanjiku Kamau',
};
const achieng: SessionUser = { uid: 'staff-uid', email: 'staff@example.com', displayName: null };
const shopperRecord: UserRecord = {
  id: 'shopper-uid',
  email: 'shopper@example.com',
  role: 'user',
  firstName: 'Wanjiku',
  lastName: 'Kamau',
};
const staffRecord: UserRecord = {
  id: 'staff-uid',
  email: 'staff@example.com',
  role: 'admin',
  firstName: 'Achieng',
  lastName: 'Otieno',
};

type Effect = string | { goToLogin: { refused: boolean } } | { rememberShopper: string };

/** How the sign-in service reports each piece of news to the session. */
const reportOf = (news: SessionNews): SessionEvent =>
  news.type === 'session.signedIn'
    ? { type: 'session.changed', user: news.user }
    : news.type === 'session.signedOut'
      ? { type: 'session.changed', user: null }
      : { type: 'session.unavailable', error: news.error };

/**
 * A guard following a real session whose sign-in service the test drives with `tell`; `find`
 * answers the Users query, `signOut` the service's sign-out. Both machines log to one list.
 */
function guardWith({
  find = async () => [shopperRecord],
  signOut = async () => {},
}: {
  find?: (email: string) => Promise<UserRecord[]>;
  signOut?: () => Promise<void>;
} = {}) {
  const logs: LogEntry[] = [];
  const effects: Effect[] = [];
  const queries: string[] = [];
  const log = (_: unknown, entry: LogEntry) => {
    logs.push(entry);
    effects.push(`log ${entry.message}`);
  };
  let report: ((event: SessionEvent) => void) | undefined;
  let watches = 0;
  const session = createActor(
    sessionMachine.provide({
      actors: {
        watchSession: fromCallback(({ sendBack }) => {
          // A watch after the first is the session trying again.
          if (watches++ > 0) effects.push('retrySession');
          report = sendBack;
        }),
        signOut: fromPromise(async () => {
          effects.push('signOut');
          await signOut();
        }),
      },
      actions: { log },
    }),
  ).start();
  const machine = accountGuardMachine.provide({
    actors: {
      findUsersByEmail: fromPromise(({ input }: { input: string }) => {
        queries.push(input);
        return find(input);
      }),
    },
    actions: {
      log,
      goToLogin: (_, reason) => effects.push({ goToLogin: reason }),
      rememberShopper: (_, record) => effects.push({ rememberShopper: record.firstName }),
    },
  });
  const actor = createActor(machine, { input: { session } }).start();
  return {
    actor,
    session,
    logs,
    effects,
    queries,
    tell: (news: SessionNews) => report!(reportOf(news)),
    status: () => guardStatus(actor.getSnapshot()),
    settled: () => waitFor(actor, (s) => guardStatus(s) !== 'checking'),
  };
}

const signedIn = (user: SessionUser): SessionNews => ({ type: 'session.signedIn', user });

describe('account guard: loading', () => {
  it('shows Loading until the session is known', () => {
    const { status, queries } = guardWith();
    expect(status()).toBe('checking');
    expect(queries).toEqual([]);
  });

  it('shows Loading while the Users record loads', () => {
    const { status, tell, queries } = guardWith({ find: () => new Promise(() => {}) });
    tell(signedIn(wanjiku));
    expect(status()).toBe('checking');
    expect(queries).toEqual(['shopper@example.com']);
  });
});

describe('account guard: role user renders the page', () => {
  it('allows the shopper whose e-mail matches a record with role user', async () => {
    const { actor, tell, settled, effects } = guardWith();
    tell(signedIn(wanjiku));
    expect(guardStatus(await settled())).toBe('allowed');
    expect(actor.getSnapshot().context.record).toEqual(shopperRecord);
    expect(effects).toEqual([{ rememberShopper: 'Wanjiku' }]);
  });

  it('allows a shopper with two records that both say user', async () => {
    const { tell, settled } = guardWith({
      find: async () => [shopperRecord, { ...shopperRecord, id: 'duplicate' }],
    });
    tell(signedIn(wanjiku));
    expect(guardStatus(await settled())).toBe('allowed');
  });
});

describe('account guard: anyone else is signed out and sent to /login', () => {
  const refusal = [
    'log You do not have permission to access this page.',
    'signOut',
    'log Sign out successful',
    { goToLogin: { refused: true } },
  ];

  it('refuses another role (admin): logs, signs out, logs, goes to /login', async () => {
    const { actor, tell, effects } = guardWith({ find: async () => [staffRecord] });
    tell(signedIn(achieng));
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual(refusal);
  });

  it('refuses a signed-in person without a Users record', async () => {
    const { actor, tell, effects } = guardWith({ find: async () => [] });
    tell(signedIn({ uid: 'norecord-uid', email: 'norecord@example.com', displayName: null }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual(refusal);
  });

  it('refuses when the records disagree, one saying another role', async () => {
    const { actor, tell, effects } = guardWith({
      find: async () => [shopperRecord, { ...shopperRecord, id: 'other', role: 'admin' }],
    });
    tell(signedIn(wanjiku));
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual(refusal);
  });

  it('refuses a person without an e-mail without reading Users', async () => {
    const { actor, tell, queries, effects } = guardWith();
    tell(signedIn({ uid: 'phone-uid', email: null, displayName: null }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(queries).toEqual([]);
    expect(effects).toEqual(refusal);
  });

  it('still leaves for /login when the sign-out fails', async () => {
    const { actor, tell, effects } = guardWith({
      find: async () => [staffRecord],
      signOut: () => Promise.reject(new Error('internal-error')),
    });
    tell(signedIn(achieng));
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual([
      'log You do not have permission to access this page.',
      'signOut',
      { goToLogin: { refused: true } },
    ]);
  });

  it('keeps refusing while signing out, whatever the session says meanwhile', () => {
    const { actor, tell, effects } = guardWith({
      find: async () => [staffRecord],
      signOut: () => new Promise(() => {}),
    });
    tell(signedIn({ uid: 'phone-uid', email: null, displayName: null }));
    tell({ type: 'session.signedOut' });
    expect(actor.getSnapshot().matches('refusing')).toBe(true);
    expect(effects).not.toContainEqual({ goToLogin: { refused: false } });
  });
});

describe('account guard: a visitor who is not signed in is refused too', () => {
  /** Refused like anyone else, but with nobody to sign out. */
  const refusalWhenSignedOut = [
    'log You do not have permission to access this page.',
    { goToLogin: { refused: false } },
  ];

  it('logs the refusal and goes to /login when nobody is signed in', () => {
    const { actor, tell, effects, queries, logs } = guardWith();
    tell({ type: 'session.signedOut' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(refusalWhenSignedOut);
    expect(logs).toEqual([
      { level: 'log', message: 'You do not have permission to access this page.' },
    ]);
    expect(queries).toEqual([]);
  });

  it('logs the refusal when the person signs out while their record loads', () => {
    const { actor, tell, effects } = guardWith({ find: () => new Promise(() => {}) });
    tell(signedIn(wanjiku));
    tell({ type: 'session.signedOut' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(refusalWhenSignedOut);
  });

  it('logs the refusal when the person signs out while the check has failed', async () => {
    const { actor, tell, settled, effects } = guardWith({
      find: () => Promise.reject(new Error('unavailable')),
    });
    tell(signedIn(wanjiku));
    await settled();
    effects.length = 0;
    tell({ type: 'session.signedOut' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(refusalWhenSignedOut);
  });

  it('logs the refusal when the sign-in service answers again with nobody signed in', () => {
    const { actor, tell, effects } = guardWith();
    tell({ type: 'session.unavailable', error: new Error('network-request-failed') });
    actor.send({ type: 'guard.retry' });
    tell({ type: 'session.signedOut' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['retrySession', ...refusalWhenSignedOut]);
  });
});

describe('account guard: the shopper signs out from the page', () => {
  it('goes to /login without a refusal: the page was theirs', async () => {
    const { actor, tell, settled, effects } = guardWith();
    tell(signedIn(wanjiku));
    await settled();
    tell({ type: 'session.signedOut' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([{ rememberShopper: 'Wanjiku' }, { goToLogin: { refused: false } }]);
  });
});

describe('account guard: a failed Users read', () => {
  it('logs "Error fetching data:" with the error and shows the failure, not Loading', async () => {
    const unavailable = new Error('unavailable');
    const { actor, tell, settled, logs } = guardWith({ find: () => Promise.reject(unavailable) });
    tell(signedIn(wanjiku));
    expect(guardStatus(await settled())).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe(unavailable);
    expect(logs).toEqual([{ level: 'log', message: 'Error fetching data:', detail: unavailable }]);
  });

  it('reads again on Retry', async () => {
    let reads = 0;
    const { actor, tell, settled } = guardWith({
      find: async () => {
        reads += 1;
        if (reads === 1) throw new Error('unavailable');
        return [shopperRecord];
      },
    });
    tell(signedIn(wanjiku));
    await settled();
    actor.send({ type: 'guard.retry' });
    expect(guardStatus(actor.getSnapshot())).toBe('checking');
    expect(guardStatus(await settled())).toBe('allowed');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('account guard: an unavailable session', () => {
  it('shows the failure, and Retry asks the session to try again', () => {
    const { actor, tell, effects, status } = guardWith();
    const failure = new Error('network-request-failed');
    tell({ type: 'session.unavailable', error: failure });
    expect(status()).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe(failure);
    actor.send({ type: 'guard.retry' });
    expect(status()).toBe('checking');
    expect(effects).toEqual(['retrySession']);
  });
});

describe('account guard: someone else signs in meanwhile', () => {
  it('checks the new person afresh', async () => {
    const { actor, tell, settled, queries } = guardWith({
      find: async (email) => (email === 'staff@example.com' ? [staffRecord] : [shopperRecord]),
    });
    tell(signedIn(wanjiku));
    await settled();
    tell(signedIn(wanjiku));
    expect(queries).toEqual(['shopper@example.com']);
    tell(signedIn(achieng));
    await waitFor(actor, (s) => s.status === 'done');
    expect(queries).toEqual(['shopper@example.com', 'staff@example.com']);
  });
});

describe('account guard: forbidden transitions', () => {
  it('refuses Retry unless failed', async () => {
    const { actor, tell, settled } = guardWith();
    expect(actor.getSnapshot().can({ type: 'guard.retry' })).toBe(false);
    tell(signedIn(wanjiku));
    await settled();
    expect(actor.getSnapshot().can({ type: 'guard.retry' })).toBe(false);
  });

  it('never shows the page after leaving', async () => {
    const { actor, tell } = guardWith();
    tell({ type: 'session.signedOut' });
    tell(signedIn(wanjiku));
    expect(actor.getSnapshot().status).toBe('done');
    expect(guardStatus(actor.getSnapshot())).toBe('leaving');
  });
});
