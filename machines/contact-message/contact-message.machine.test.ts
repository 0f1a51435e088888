import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactMessageMachine } from './contact-message.machine';
import type { ContactMessageDetails } from './types';

const juma: ContactMessageDetails = {
  name: 'Juma Mwangi',
  email: 'juma@example.com',
  phone: '+254712345678',
  message: 'Do you deliver to Mombasa?',
};

/** The machine with a save that answers as `save` says, recording what it was asked to save. */
function contactWith(save: () => Promise<string>) {
  const saved: ContactMessageDetails[] = [];
  const ids: string[] = [];
  const machine = contactMessageMachine.provide({
    actors: {
      save: fromPromise(({ input }: { input: { id: string; details: ContactMessageDetails } }) => {
        saved.push(input.details);
        ids.push(input.id);
        return save();
      }),
    },
  });
  return { actor: createActor(machine).start(), saved, ids };
}

/** A save that waits until the test lets it finish. */
function heldSave() {
  let finish: (id: string) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const save = () =>
    new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  return { save, finish: (id: string) => finish(id), fail: (error: unknown) => fail(error) };
}

describe('contact message machine', () => {
  it('starts editing, with nothing sent', () => {
    const { actor, saved } = contactWith(async () => 'm-1');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'submission.retry' })).toBe(false);
    expect(saved).toEqual([]);
  });

  it('sends the message, then is sent with its id', async () => {
    const { actor, saved } = contactWith(async () => 'm-1');
    actor.send({ type: 'submission.send', details: juma, id: 'fresh-1' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(sent.context.savedId).toBe('m-1');
    expect(saved).toEqual([juma]);
  });

  it('never sends twice: a second Send while sending is refused', async () => {
    const held = heldSave();
    const { actor, saved } = contactWith(held.save);
    actor.send({ type: 'submission.send', details: juma, id: 'fresh-2' });
    expect(actor.getSnapshot().can({ type: 'submission.send', details: juma, id: 'fresh-3' })).toBe(
      false,
    );
    actor.send({ type: 'submission.send', details: juma, id: 'fresh-4' });
    actor.send({ type: 'submission.retry' });
    held.finish('m-1');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(saved).toHaveLength(1);
  });

  it('fails keeping the message and the error, and Retry sends the same message once', async () => {
    const failure = new Error('unavailable');
    let attempts = 0;
    const { actor, saved, ids } = contactWith(async () => {
      attempts += 1;
      if (attempts === 1) throw failure;
      return 'm-2';
    });
    actor.send({ type: 'submission.send', details: juma, id: 'fresh-5' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe(failure);
    expect(failed.context.details).toEqual(juma);

    actor.send({ type: 'submission.retry' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(sent.context.savedId).toBe('m-2');
    expect(saved).toEqual([juma, juma]);
    // The same message under the same id: a write that landed before timing out is not doubled.
    expect(ids).toEqual(['fresh-5', 'fresh-5']);
  });

  it('sending the same words again after a failure keeps the message’s id', async () => {
    const held = heldSave();
    const { actor, ids } = contactWith(held.save);
    actor.send({ type: 'submission.send', details: juma, id: 'first' });
    held.fail(new Error('timeout'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submission.send', details: { ...juma }, id: 'second' });
    held.finish('first');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(ids).toEqual(['first', 'first']);
  });

  it('after a failure, sends the corrected message when the shopper sends again', async () => {
    const held = heldSave();
    const { actor, saved, ids } = contactWith(held.save);
    actor.send({ type: 'submission.send', details: juma, id: 'fresh-6' });
    held.fail(new Error('timeout'));
    await waitFor(actor, (s) => s.matches('failed'));
    const corrected = { ...juma, message: 'Do you deliver to Kilifi?' };
    actor.send({ type: 'submission.send', details: corrected, id: 'fresh-7' });
    expect(actor.getSnapshot().context.details).toEqual(corrected);
    held.finish('m-3');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(saved).toEqual([juma, corrected]);
    // Different words are a different message, under its own id.
    expect(ids).toEqual(['fresh-6', 'fresh-7']);
  });

  it('once sent, sends nothing more until the shopper writes another message', async () => {
    const { actor, saved } = contactWith(async () => 'm-1');
    actor.send({ type: 'submission.send', details: juma, id: 'fresh-8' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().can({ type: 'submission.send', details: juma, id: 'fresh-9' })).toBe(
      false,
    );
    expect(actor.getSnapshot().can({ type: 'submission.retry' })).toBe(false);

    actor.send({ type: 'submission.writeAnother' });
    const editing = actor.getSnapshot();
    expect(editing.matches('editing')).toBe(true);
    expect(editing.context).toEqual({
      details: null,
      attemptId: null,
      savedId: null,
      failure: null,
    });
    expect(saved).toHaveLength(1);
  });

  it('offers Write another only once sent', async () => {
    const held = heldSave();
    const { actor } = contactWith(held.save);
    expect(actor.getSnapshot().can({ type: 'submission.writeAnother' })).toBe(false);
    actor.send({ type: 'submission.send', details: juma, id: 'fresh-10' });
    expect(actor.getSnapshot().can({ type: 'submission.writeAnother' })).toBe(false);
    held.fail(new Error('unavailable'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'submission.writeAnother' })).toBe(false);
  });
});
