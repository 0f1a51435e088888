import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionUser } from '../session/types';
import { signupMachine, type SignupDetails } from './signup.machine';
import { userRecordMachine, type UserRecordWrite } from './user-record.machine';

const details: SignupDetails = {
  firstName: 'Amani',
  lastName: 'Njoroge',
  email: 'Amani@Example.com',
  password: 'Karibu2024',
};
// The service keeps e-mails in lower case: the record must carry the e-mail as saved there.
const account: SessionUser = { uid: 'new-uid', email: 'amani@example.com', displayName: null };

function signupWith({
  createAccount = async () => account,
  addUser = async ({ uid }) => uid,
  sendVerificationEmail = async () => {},
}: {
  createAccount?: (credentials: { email: string; password: string }) => Promise<SessionUser>;
  addUser?: (write: UserRecordWrite) => Promise<string>;
  sendVerificationEmail?: () => Promise<void>;
} = {}) {
  const effects: string[] = [];
  const credentials: Array<{ email: string; password: string }> = [];
  const records: UserRecordWrite[] = [];
  const machine = signupMachine.provide({
    actors: {
      createAccount: fromPromise(({ input }: { input: { email: string; password: string } }) => {
        credentials.push(input);
        return createAccount(input);
      }),
      saveUserRecord: userRecordMachine.provide({
        actors: {
          addUser: fromPromise(({ input }: { input: UserRecordWrite }) => {
            records.push(input);
            return addUser(input);
          }),
          removeAccount: fromPromise(async () => {
            effects.push('removeAccount');
          }),
          signOut: fromPromise(async () => {
            effects.push('signOut');
          }),
        },
        delays: { retryPause: 0 },
      }),
      sendVerificationEmail: fromPromise(() => {
        effects.push('sendVerificationEmail');
        return sendVerificationEmail();
      }),
    },
    actions: { openAccount: () => void effects.push('openAccount') },
  });
  const actor = createActor(machine).start();
  return { actor, effects, credentials, records };
}

describe('signup machine', () => {
  it('waits for the form', () => {
    const { actor } = signupWith();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('creates the account, writes its one Users record under its uid with role user, sends the verification e-mail, then opens /account', async () => {
    const { actor, effects, credentials, records } = signupWith();
    actor.send({ type: 'signup.submit', details });
    expect(actor.getSnapshot().matches('creatingAccount')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(credentials).toEqual([{ email: 'Amani@Example.com', password: 'Karibu2024' }]);
    expect(records).toEqual([
      {
        uid: 'new-uid',
        record: {
          email: 'amani@example.com',
          role: 'user',
          firstName: 'Amani',
          lastName: 'Njoroge',
        },
      },
    ]);
    expect(effects).toEqual(['sendVerificationEmail', 'openAccount']);
  });

  it('opens /account even when the verification e-mail cannot be sent: the page offers Send again', async () => {
    const { actor, effects } = signupWith({
      sendVerificationEmail: () =>
        Promise.reject(Object.assign(new Error(), { code: 'too-many-requests' })),
    });
    actor.send({ type: 'signup.submit', details });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual(['sendVerificationEmail', 'openAccount']);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('waits for the verification e-mail before opening /account', () => {
    const { actor, effects } = signupWith({ sendVerificationEmail: () => new Promise(() => {}) });
    actor.send({ type: 'signup.submit', details });
    return waitFor(actor, (s) => s.matches('sendingVerification')).then(() => {
      expect(effects).toEqual(['sendVerificationEmail']);
    });
  });

  it('never keeps the password', async () => {
    const { actor } = signupWith();
    actor.send({ type: 'signup.submit', details });
    await waitFor(actor, (s) => s.status === 'done');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Karibu2024');
  });

  it('goes back to the form with the code when the account cannot be created', async () => {
    const { actor, effects, records } = signupWith({
      createAccount: () =>
        Promise.reject(Object.assign(new Error(), { code: 'email-already-in-use' })),
    });
    actor.send({ type: 'signup.submit', details });
    const snapshot = await waitFor(actor, (s) => s.context.failure !== null);
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.failure).toBe('email-already-in-use');
    expect(records).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('removes the new sign-in and says account-not-saved when the Users write keeps failing', async () => {
    const { actor, effects, records } = signupWith({
      addUser: () => Promise.reject(new Error('unavailable')),
    });
    actor.send({ type: 'signup.submit', details });
    const snapshot = await waitFor(actor, (s) => s.context.failure !== null);
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.failure).toBe('account-not-saved');
    expect(records).toHaveLength(3);
    // A removed account is sent no verification e-mail.
    expect(effects).toEqual(['removeAccount']);
  });

  it('clears the last failure on a new submission', async () => {
    let attempt = 0;
    const { actor } = signupWith({
      createAccount: async () => {
        attempt += 1;
        if (attempt === 1) throw Object.assign(new Error(), { code: 'network-request-failed' });
        return account;
      },
    });
    actor.send({ type: 'signup.submit', details });
    await waitFor(actor, (s) => s.context.failure !== null);
    actor.send({ type: 'signup.submit', details });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('refuses a second submission while one is under way', () => {
    const { actor, credentials } = signupWith({ createAccount: () => new Promise(() => {}) });
    actor.send({ type: 'signup.submit', details });
    expect(actor.getSnapshot().can({ type: 'signup.submit', details })).toBe(false);
    actor.send({ type: 'signup.submit', details });
    expect(credentials).toHaveLength(1);
  });
});
