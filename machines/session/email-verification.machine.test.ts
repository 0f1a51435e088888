import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  emailVerificationMachine,
  verificationFailure,
  verificationStatus,
} from './email-verification.machine';

const failing = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));

/** The machine on a read and a sender the test drives; `sent` counts the e-mails sent. */
function verificationWith({
  readVerified = async () => false,
  send = async () => {},
}: {
  readVerified?: () => Promise<boolean>;
  send?: () => Promise<void>;
} = {}) {
  let sent = 0;
  const machine = emailVerificationMachine.provide({
    actors: {
      readVerified: fromPromise(readVerified),
      sendVerificationEmail: fromPromise(() => {
        sent += 1;
        return send();
      }),
    },
  });
  const actor = createActor(machine).start();
  const status = () => verificationStatus(actor.getSnapshot());
  return { actor, status, sent: () => sent };
}

describe('e-mail verification machine: what the account page says', () => {
  it('says nothing of a verified address, and sends nothing', async () => {
    const { actor, status, sent } = verificationWith({ readVerified: async () => true });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(status()).toBe('silent');
    expect(actor.getSnapshot().can({ type: 'verification.sendAgain' })).toBe(false);
    expect(sent()).toBe(0);
  });

  it('says nothing while the address is read, nor when it cannot be read', async () => {
    const { actor, status } = verificationWith({
      readVerified: () => failing('network-request-failed'),
    });
    expect(status()).toBe('silent');
    await waitFor(actor, (s) => s.matches('unknown'));
    expect(status()).toBe('silent');
    expect(actor.getSnapshot().can({ type: 'verification.sendAgain' })).toBe(false);
  });

  it('says an address is not verified yet, without sending anything by itself', async () => {
    const { actor, status, sent } = verificationWith();
    await waitFor(actor, (s) => s.matches('unverified'));
    expect(status()).toBe('unverified');
    expect(sent()).toBe(0);
  });
});

describe('e-mail verification machine: Send again', () => {
  it('sends the e-mail again, then says it was sent', async () => {
    const { actor, status, sent } = verificationWith();
    await waitFor(actor, (s) => s.matches('unverified'));
    actor.send({ type: 'verification.sendAgain' });
    expect(status()).toBe('sending');
    await waitFor(actor, (s) => s.matches({ unverified: 'sent' }));
    expect(status()).toBe('sent');
    expect(sent()).toBe(1);
  });

  it('takes no second press while one e-mail is on its way', async () => {
    const { actor, sent } = verificationWith({ send: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('unverified'));
    actor.send({ type: 'verification.sendAgain' });
    expect(actor.getSnapshot().can({ type: 'verification.sendAgain' })).toBe(false);
    actor.send({ type: 'verification.sendAgain' });
    expect(sent()).toBe(1);
  });

  it('says why it was not sent (too many requests), and may be pressed again', async () => {
    let answer: () => Promise<void> = () => failing('too-many-requests');
    const { actor, status, sent } = verificationWith({ send: () => answer() });
    await waitFor(actor, (s) => s.matches('unverified'));
    actor.send({ type: 'verification.sendAgain' });
    await waitFor(actor, (s) => s.matches({ unverified: 'failed' }));
    expect(status()).toBe('failed');
    expect(verificationFailure(actor.getSnapshot())).toBe('too-many-requests');

    answer = async () => {};
    actor.send({ type: 'verification.sendAgain' });
    expect(verificationFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches({ unverified: 'sent' }));
    expect(sent()).toBe(2);
  });

  it('sends again after one was sent', async () => {
    const { actor, sent } = verificationWith();
    await waitFor(actor, (s) => s.matches('unverified'));
    actor.send({ type: 'verification.sendAgain' });
    await waitFor(actor, (s) => s.matches({ unverified: 'sent' }));
    actor.send({ type: 'verification.sendAgain' });
    await waitFor(actor, (s) => s.matches({ unverified: 'sent' }) && sent() === 2);
  });
});
