import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { wholesaleEnquiryMachine, type WholesaleEnquiryDetails } from './wholesale-enquiry.machine';

const details: WholesaleEnquiryDetails = {
  name: 'Achieng Otieno',
  businessName: 'Achieng Boutique',
  phone: '+254712345678',
  items: '30 Ankara dresses, sizes M–XL',
  message: '',
};

/** A save the test settles by hand, recording every enquiry it was given. */
function controlledSave() {
  const saved: WholesaleEnquiryDetails[] = [];
  const ids: string[] = [];
  const pending: Array<{ resolve: (id: string) => void; reject: (error: unknown) => void }> = [];
  const saveEnquiry = fromPromise(
    ({ input }: { input: { id: string; details: WholesaleEnquiryDetails } }) =>
      new Promise<string>((resolve, reject) => {
        saved.push(input.details);
        ids.push(input.id);
        pending.push({ resolve, reject });
      }),
  );
  /** The n-th save (from 0), to settle. */
  const save = (n: number) => {
    const settle = pending[n];
    if (!settle) throw new Error(`save ${n} was never started`);
    return settle;
  };
  return { saveEnquiry, saved, ids, save };
}

function enquiryWith() {
  const { saveEnquiry, saved, ids, save } = controlledSave();
  const actor = createActor(
    wholesaleEnquiryMachine.provide({ actors: { save: saveEnquiry } }),
  ).start();
  return { actor, saved, ids, save };
}

describe('wholesale enquiry machine', () => {
  it('waits for the form', () => {
    const { actor } = enquiryWith();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'submission.writeAnother' })).toBe(false);
  });

  it('saves the enquiry once and remembers it with its id', async () => {
    const { actor, saved, save } = enquiryWith();
    actor.send({ type: 'submission.send', details, id: 'fresh-1' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    save(0).resolve('enquiry-1');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(saved).toEqual([details]);
    expect(actor.getSnapshot().context).toEqual({
      details,
      attemptId: 'fresh-1',
      savedId: 'enquiry-1',
      failure: null,
    });
  });

  it('ignores a second send while the first is being saved', () => {
    const { actor, saved } = enquiryWith();
    actor.send({ type: 'submission.send', details, id: 'fresh-2' });
    expect(actor.getSnapshot().can({ type: 'submission.send', details, id: 'fresh-3' })).toBe(
      false,
    );
    actor.send({
      type: 'submission.send',
      details: { ...details, items: '50 kitenge shirts' },
      id: 'fresh-4',
    });
    expect(saved).toEqual([details]);
    expect(actor.getSnapshot().context.details).toEqual(details);
  });

  it('fails with the reason and keeps the enquiry', async () => {
    const { actor, save } = enquiryWith();
    const failure = new Error('unavailable');
    actor.send({ type: 'submission.send', details, id: 'fresh-5' });
    save(0).reject(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toEqual({
      details,
      attemptId: 'fresh-5',
      savedId: null,
      failure,
    });
  });

  it('sends again on Retry, with what the form holds then, and forgets the old failure', async () => {
    const { actor, saved, ids, save } = enquiryWith();
    actor.send({ type: 'submission.send', details, id: 'fresh-6' });
    save(0).reject(new Error('unavailable'));
    await waitFor(actor, (s) => s.matches('failed'));

    const corrected = { ...details, message: 'Please call after 2 pm.' };
    actor.send({ type: 'submission.send', details: corrected, id: 'fresh-7' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    save(1).resolve('enquiry-2');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(saved).toEqual([details, corrected]);
    // A corrected enquiry is a new one, under its own id.
    expect(ids).toEqual(['fresh-6', 'fresh-7']);
    expect(actor.getSnapshot().context.savedId).toBe('enquiry-2');
  });

  it('a Retry of the same enquiry keeps its id, so a write that landed is not doubled', async () => {
    const { actor, ids, save } = enquiryWith();
    actor.send({ type: 'submission.send', details, id: 'first' });
    save(0).reject(new Error('timeout'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'submission.send', details: { ...details }, id: 'second' });
    save(1).resolve('first');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(ids).toEqual(['first', 'first']);
  });

  it('starts a new, empty enquiry after one was sent', async () => {
    const { actor, save } = enquiryWith();
    actor.send({ type: 'submission.send', details, id: 'fresh-8' });
    save(0).resolve('enquiry-1');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().can({ type: 'submission.send', details, id: 'fresh-9' })).toBe(
      false,
    );

    actor.send({ type: 'submission.writeAnother' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      details: null,
      attemptId: null,
      savedId: null,
      failure: null,
    });
  });

  it('cannot start again while sending or after a failure: the typed enquiry stays', async () => {
    const { actor, save } = enquiryWith();
    actor.send({ type: 'submission.send', details, id: 'fresh-10' });
    expect(actor.getSnapshot().can({ type: 'submission.writeAnother' })).toBe(false);
    save(0).reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'submission.writeAnother' })).toBe(false);
  });

  it('fails when no save was provided, rather than pretending to send', async () => {
    const actor = createActor(wholesaleEnquiryMachine).start();
    actor.send({ type: 'submission.send', details, id: 'fresh-11' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBeInstanceOf(Error);
  });
});
