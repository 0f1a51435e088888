import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { StaffRole } from '@model/roles';
import { sessionMachine, type SessionEvent } from '../session/session.machine';
import type { SessionUser } from '../session/types';
import { staffGuardMachine, staffGuardStatus } from './staff-guard.machine';

const baraka: SessionUser = { uid: 'staff-uid', email: 'staff@example.com', displayName: null };
const wanjiku: SessionUser = {
  uid: 'shopper-uid',
  email: 'shopper@example.com',
  displayName: null,
};

/** A guard following a real session whose sign-in service the test drives with `tell`. */
function guardWith(roleOf: (user: SessionUser) => Promise<StaffRole | null>) {
  let report: ((event: SessionEvent) => void) | undefined;
  const effects: string[] = [];
  const session = createActor(
    sessionMachine.provide({
      actors: {
        watchSession: fromCallback(({ sendBack }) => {
          report = sendBack;
        }),
        signOut: fromPromise(async () => {}),
      },
      actions: { log: () => {}, rememberSession: () => {} },
    }),
  ).start();
  const guard = createActor(
    staffGuardMachine.provide({
      actors: {
        readStaffRole: fromPromise(({ input }: { input: SessionUser }) => {
          effects.push(`read ${input.uid}`);
          return roleOf(input);
        }),
      },
    }),
    { input: { session } },
  ).start();
  const tell = (event: SessionEvent) => report?.(event);
  const settled = (status: ReturnType<typeof staffGuardStatus>) =>
    waitFor(guard, (snapshot) => staffGuardStatus(snapshot) === status);
  return { guard, tell, settled, effects };
}

describe('the back office guard', () => {
  it('checks nothing until the session has settled', () => {
    const { guard, effects } = guardWith(async () => 'staff');
    expect(staffGuardStatus(guard.getSnapshot())).toBe('checking');
    expect(effects).toEqual([]);
  });

  it('lets in a member of staff, with the role the fresh token carries', async () => {
    const { guard, tell, settled } = guardWith(async () => 'staff');
    tell({ type: 'session.changed', user: baraka });
    await settled('allowed');
    expect(guard.getSnapshot().context.role).toBe('staff');
  });

  it('refuses someone signed in without the claim', async () => {
    const { guard, tell, settled } = guardWith(async () => null);
    tell({ type: 'session.changed', user: wanjiku });
    await settled('refused');
    expect(guard.getSnapshot().context.role).toBeNull();
  });

  it('shows a visitor who is not signed in as signed out, to be sent to log in, reading no role', async () => {
    const { tell, settled, effects } = guardWith(async () => 'owner');
    tell({ type: 'session.changed', user: null });
    await settled('signedOut');
    expect(effects).toEqual([]);
  });

  it('checks again when someone else signs in, and lets nobody keep a role they lost', async () => {
    const roles: Record<string, StaffRole | null> = { 'staff-uid': 'staff', 'shopper-uid': null };
    const { tell, settled, effects } = guardWith(async (user) => roles[user.uid] ?? null);
    tell({ type: 'session.changed', user: baraka });
    await settled('allowed');
    tell({ type: 'session.changed', user: wanjiku });
    await settled('refused');
    expect(effects).toEqual(['read staff-uid', 'read shopper-uid']);
  });

  it('offers Retry when the role cannot be read, and checks again on it', async () => {
    let attempts = 0;
    const { guard, tell, settled } = guardWith(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'owner';
    });
    tell({ type: 'session.changed', user: baraka });
    await settled('failed');
    expect(guard.getSnapshot().can({ type: 'guard.retry' })).toBe(true);
    guard.send({ type: 'guard.retry' });
    await settled('allowed');
    expect(guard.getSnapshot().context.role).toBe('owner');
  });
});
