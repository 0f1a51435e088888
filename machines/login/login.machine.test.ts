import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StaffRole } from '@model/roles';
import type { ProviderSignIn, SessionUser } from '../session/types';
import { userRecordMachine, type UserRecordWrite } from '../signup/user-record.machine';
import { backOfficeHome, loginMachine, shopperHome } from './login.machine';

const wanjiku: SessionUser = {
  uid: 'shopper-uid',
  email: 'shopper@example.com',
  displayName: 'Wanjiku Kamau',
};
const amani: SessionUser = {
  uid: 'google-uid',
  email: 'amani@example.com',
  displayName: 'Amani Njoroge',
};
const failing = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));

interface Effects {
  signInWithEmail?: (credentials: { email: string; password: string }) => Promise<SessionUser>;
  signInWithPopup?: () => Promise<ProviderSignIn>;
  signInWithRedirect?: () => Promise<void>;
  resumeRedirect?: () => Promise<ProviderSignIn | null>;
  addUser?: (write: UserRecordWrite) => Promise<string>;
  /** The signed-in person's role claim: none (a shopper) unless told. */
  readStaffRole?: () => Promise<StaffRole | null>;
  /** The page /login was given to return to. */
  redirect?: string | null;
}

function loginWith(effects: Effects = {}) {
  const calls: string[] = [];
  const destinations: string[] = [];
  let roleReads = 0;
  const records: UserRecordWrite[] = [];
  const record = <T>(name: string, work: () => Promise<T>) => {
    calls.push(name);
    return work();
  };
  const machine = loginMachine.provide({
    actors: {
      signInWithEmail: fromPromise(({ input }: { input: { email: string; password: string } }) =>
        record('signInWithEmail', () => (effects.signInWithEmail ?? (async () => wanjiku))(input)),
      ),
      signInWithPopup: fromPromise(() =>
        record(
          'signInWithPopup',
          effects.signInWithPopup ?? (async () => ({ user: wanjiku, isNewUser: false })),
        ),
      ),
      signInWithRedirect: fromPromise(() =>
        record(
          'signInWithRedirect',
          effects.signInWithRedirect ?? (() => new Promise<void>(() => {})),
        ),
      ),
      resumeRedirect: fromPromise(effects.resumeRedirect ?? (async () => null)),
      readStaffRole: fromPromise(() => {
        roleReads += 1;
        return (effects.readStaffRole ?? (async () => null))();
      }),
      saveUserRecord: userRecordMachine.provide({
        actors: {
          addUser: fromPromise(({ input }: { input: UserRecordWrite }) => {
            records.push(input);
            return (effects.addUser ?? (async ({ uid }) => uid))(input);
          }),
          removeAccount: fromPromise(async () => {
            calls.push('removeAccount');
          }),
          signOut: fromPromise(async () => {
            calls.push('signOut');
          }),
        },
        delays: { retryPause: 0 },
      }),
    },
    actions: {
      openDestination: (_, destination) => {
        calls.push('openDestination');
        destinations.push(destination);
      },
    },
  });
  const actor = createActor(machine, { input: { redirect: effects.redirect ?? null } }).start();
  const failed = () => waitFor(actor, (s) => s.matches('editing'));
  const landed = async () => {
    await waitFor(actor, (s) => s.status === 'done');
    return destinations;
  };
  return { actor, calls, records, failed, landed, roleReads: () => roleReads };
}

describe('login machine: e-mail and password', () => {
  it('signs in and opens the destination', async () => {
    const { actor, calls } = loginWith();
    actor.send({ type: 'login.submit', email: 'shopper@example.com', password: 'Shopper#2024' });
    expect(actor.getSnapshot().matches('signingIn')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['signInWithEmail', 'openDestination']);
  });

  it('keeps the failure code for the screen and stays on the form', async () => {
    const { actor, calls, failed } = loginWith({
      signInWithEmail: () => failing('invalid-credential'),
    });
    actor.send({ type: 'login.submit', email: 'shopper@example.com', password: 'wrong-one-1' });
    const snapshot = await failed();
    expect(snapshot.context.failure).toBe('invalid-credential');
    expect(calls).not.toContain('openDestination');
  });

  it('reads a failure without a code as internal-error', async () => {
    const { actor, failed } = loginWith({
      signInWithEmail: () => Promise.reject(new Error('boom')),
    });
    actor.send({ type: 'login.submit', email: 'a@example.com', password: 'x' });
    expect((await failed()).context.failure).toBe('internal-error');
  });

  it('clears the failure when the shopper tries again', async () => {
    const { actor, failed } = loginWith({ signInWithEmail: () => failing('too-many-requests') });
    actor.send({ type: 'login.submit', email: 'a@example.com', password: 'x' });
    await failed();
    actor.send({ type: 'login.submit', email: 'a@example.com', password: 'y' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('refuses a second sign-in while one is under way', () => {
    const { actor, calls } = loginWith({ signInWithEmail: () => new Promise(() => {}) });
    actor.send({ type: 'login.submit', email: 'a@example.com', password: 'x' });
    expect(
      actor.getSnapshot().can({ type: 'login.submit', email: 'a@example.com', password: 'x' }),
    ).toBe(false);
    expect(actor.getSnapshot().can({ type: 'login.continueWithGoogle' })).toBe(false);
    actor.send({ type: 'login.continueWithGoogle' });
    expect(calls).toEqual(['signInWithEmail']);
  });
});

describe('login machine: Google', () => {
  it('signs someone known in through the popup and opens the destination', async () => {
    const { actor, calls, records } = loginWith();
    actor.send({ type: 'login.continueWithGoogle' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['signInWithPopup', 'openDestination']);
    expect(records).toEqual([]);
  });

  it('writes the Users record of someone new under their uid, role user, before going on', async () => {
    const { actor, calls, records } = loginWith({
      signInWithPopup: async () => ({ user: amani, isNewUser: true }),
    });
    actor.send({ type: 'login.continueWithGoogle' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(records).toEqual([
      {
        uid: 'google-uid',
        record: {
          email: 'amani@example.com',
          role: 'user',
          firstName: 'Amani',
          lastName: 'Njoroge',
        },
      },
    ]);
    expect(calls).toEqual(['signInWithPopup', 'openDestination']);
  });

  it('removes someone new and says account-not-saved when their record cannot be written', async () => {
    const { actor, calls, failed } = loginWith({
      signInWithPopup: async () => ({ user: amani, isNewUser: true }),
      addUser: () => Promise.reject(new Error('unavailable')),
    });
    actor.send({ type: 'login.continueWithGoogle' });
    expect((await failed()).context.failure).toBe('account-not-saved');
    expect(calls).toEqual(['signInWithPopup', 'removeAccount']);
  });

  it('falls back to a redirect when the popup is blocked', async () => {
    const { actor, calls } = loginWith({ signInWithPopup: () => failing('popup-blocked') });
    actor.send({ type: 'login.continueWithGoogle' });
    await waitFor(actor, (s) => s.matches('redirectingToGoogle'));
    expect(calls).toEqual(['signInWithPopup', 'signInWithRedirect']);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('says so when the redirect cannot start either', async () => {
    const { actor, failed } = loginWith({
      signInWithPopup: () => failing('popup-blocked'),
      signInWithRedirect: () => failing('web-storage-unsupported'),
    });
    actor.send({ type: 'login.continueWithGoogle' });
    expect((await failed()).context.failure).toBe('web-storage-unsupported');
  });

  it('shows no failure when the shopper closes the popup', async () => {
    const { actor, calls, failed } = loginWith({
      signInWithPopup: () => failing('popup-closed-by-user'),
    });
    actor.send({ type: 'login.continueWithGoogle' });
    expect((await failed()).context.failure).toBeNull();
    expect(calls).toEqual(['signInWithPopup']);
  });

  it.each(['cancelled-popup-request', 'unauthorized-domain', 'network-request-failed'])(
    'keeps %s for the screen',
    async (code) => {
      const { actor, failed } = loginWith({ signInWithPopup: () => failing(code) });
      actor.send({ type: 'login.continueWithGoogle' });
      expect((await failed()).context.failure).toBe(code);
    },
  );
});

describe('login machine: back from a redirect', () => {
  it('opens the destination for someone known', async () => {
    const { actor, calls } = loginWith({
      resumeRedirect: async () => ({ user: wanjiku, isNewUser: false }),
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['openDestination']);
  });

  it('writes the record of someone new first', async () => {
    const { actor, records } = loginWith({
      resumeRedirect: async () => ({ user: amani, isNewUser: true }),
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(records).toHaveLength(1);
  });

  it('shows the form when no redirect came back', async () => {
    const { actor, failed } = loginWith();
    expect(actor.getSnapshot().matches('resumingRedirect')).toBe(true);
    expect((await failed()).context.failure).toBeNull();
  });

  it('keeps the redirect’s failure for the screen', async () => {
    const { failed } = loginWith({ resumeRedirect: () => failing('invalid-auth-event') });
    expect((await failed()).context.failure).toBe('invalid-auth-event');
  });

  it('lets the shopper use the form meanwhile', () => {
    const { actor } = loginWith({ resumeRedirect: () => new Promise(() => {}) });
    actor.send({ type: 'login.submit', email: 'shopper@example.com', password: 'Shopper#2024' });
    expect(actor.getSnapshot().matches('signingIn')).toBe(true);
  });
});

describe('login machine: where a login lands', () => {
  const submit = { type: 'login.submit', email: 'a@example.com', password: 'x' } as const;

  it('takes a shopper with no page to return to to their account', async () => {
    const { actor, landed, roleReads } = loginWith();
    actor.send(submit);
    expect(await landed()).toEqual([shopperHome]);
    expect(roleReads()).toBe(1);
  });

  it.each<StaffRole>(['staff', 'owner'])(
    'takes %s, by their role claim, to the back office',
    async (role) => {
      const { actor, landed } = loginWith({ readStaffRole: async () => role });
      actor.send(submit);
      expect(await landed()).toEqual([backOfficeHome]);
    },
  );

  it('takes staff signing in with Google to the back office too', async () => {
    const { actor, landed } = loginWith({ readStaffRole: async () => 'staff' });
    actor.send({ type: 'login.continueWithGoogle' });
    expect(await landed()).toEqual([backOfficeHome]);
  });

  it('returns anyone to the page they came from, whatever their role, without reading it', async () => {
    const { actor, landed, roleReads } = loginWith({
      redirect: '/staff/orders',
      readStaffRole: async () => 'owner',
    });
    actor.send(submit);
    expect(await landed()).toEqual(['/staff/orders']);
    expect(roleReads()).toBe(0);
  });

  it('takes someone whose claim cannot be read to their account, whose guard sees to them', async () => {
    const { actor, landed } = loginWith({ readStaffRole: () => failing('network-request-failed') });
    actor.send(submit);
    expect(await landed()).toEqual([shopperHome]);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('sends someone found signed in already on by the same rule', async () => {
    const { actor, calls, failed, landed } = loginWith({ readStaffRole: async () => 'staff' });
    await failed();
    actor.send({ type: 'login.alreadySignedIn' });
    expect(await landed()).toEqual([backOfficeHome]);
    expect(calls).toEqual(['openDestination']);
  });

  it('goes on for someone signed in already only from the form, not during a sign-in', () => {
    const { actor } = loginWith({ signInWithEmail: () => new Promise(() => {}) });
    actor.send(submit);
    expect(actor.getSnapshot().can({ type: 'login.alreadySignedIn' })).toBe(false);
  });
});
