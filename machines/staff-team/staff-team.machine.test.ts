import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addStatus, removeStatus, teamStatus } from './selectors';
import { staffTeamMachine } from './staff-team.machine';
import type { AddOutcome, StaffMember } from './types';
import { seededOwner, seededStaff } from '@testing/fixtures/staff';

const amina: StaffMember = { ...seededOwner, addedAt: null };
const baraka: StaffMember = { ...seededStaff, addedAt: '2025-05-01T09:00:00.000Z' };
const wanjiku: StaffMember = {
  uid: 'shopper-uid',
  email: 'shopper@example.com',
  name: 'Wanjiku Kamau',
  role: 'staff',
  addedAt: '2025-05-02T09:00:00.000Z',
};

interface Effects {
  list?: () => Promise<StaffMember[]>;
  add?: (email: string) => Promise<AddOutcome>;
  remove?: (uid: string) => Promise<void>;
}

function teamWith({
  list = async () => [amina, baraka],
  add = async () => ({ outcome: 'added', member: wanjiku }),
  remove = async () => {},
}: Effects) {
  const added: string[] = [];
  const removed: string[] = [];
  const machine = staffTeamMachine.provide({
    actors: {
      listTeam: fromPromise(list),
      addStaff: fromPromise(({ input }: { input: string }) => {
        added.push(input);
        return add(input);
      }),
      removeStaff: fromPromise(({ input }: { input: string }) => {
        removed.push(input);
        return remove(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, added, removed };
}

type TeamActor = ReturnType<typeof teamWith>['actor'];
const listed = (actor: TeamActor) => waitFor(actor, (s) => teamStatus(s) === 'listed');

describe('staff team machine', () => {
  it('lists the team', async () => {
    const { actor } = teamWith({});
    expect(teamStatus(actor.getSnapshot())).toBe('loading');
    expect((await listed(actor)).context.members).toEqual([amina, baraka]);
  });

  it('says so when nobody is on the team', async () => {
    const { actor } = teamWith({ list: async () => [] });
    await waitFor(actor, (s) => teamStatus(s) === 'empty');
  });

  it('fails with the error, and Retry reads the team again', async () => {
    let reads = 0;
    const { actor } = teamWith({
      list: async () => {
        reads += 1;
        if (reads === 1) throw new Error('unavailable');
        return [amina];
      },
    });
    await waitFor(actor, (s) => teamStatus(s) === 'failed');
    actor.send({ type: 'team.retry' });
    await listed(actor);
  });

  it('refuses Retry unless the team failed', async () => {
    const { actor } = teamWith({});
    expect((await listed(actor)).can({ type: 'team.retry' })).toBe(false);
  });

  it('makes someone who signed up staff, and lists them', async () => {
    const { actor, added } = teamWith({});
    await listed(actor);
    actor.send({ type: 'team.add', email: ' shopper@example.com ' });
    expect(addStatus(actor.getSnapshot())).toBe('adding');
    const snapshot = await waitFor(actor, (s) => addStatus(s) === 'added');
    expect(snapshot.context.added).toEqual(wanjiku);
    expect(snapshot.context.members).toEqual([amina, baraka, wanjiku]);
    expect(added).toEqual(['shopper@example.com']);
  });

  it('sends no e-mail the request schema refuses', async () => {
    const { actor, added } = teamWith({});
    await listed(actor);
    expect(actor.getSnapshot().can({ type: 'team.add', email: 'not an e-mail' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'team.add', email: '' })).toBe(false);
    expect(added).toEqual([]);
  });

  it('shows the server’s refusal for someone who has not signed up', async () => {
    const { actor } = teamWith({
      add: async () => ({ outcome: 'refused', message: 'Nobody has signed up with that e-mail.' }),
    });
    await listed(actor);
    actor.send({ type: 'team.add', email: 'nobody@example.com' });
    const snapshot = await waitFor(actor, (s) => addStatus(s) === 'refused');
    expect(snapshot.context.addRefusal).toBe('Nobody has signed up with that e-mail.');
    expect(snapshot.context.members).toEqual([amina, baraka]);
  });

  it('keeps the failure when Make staff did not reach the server, and may be sent again', async () => {
    const failure = new Error('unavailable');
    let calls = 0;
    const { actor } = teamWith({
      add: async () => {
        calls += 1;
        if (calls === 1) throw failure;
        return { outcome: 'added', member: wanjiku };
      },
    });
    await listed(actor);
    actor.send({ type: 'team.add', email: 'shopper@example.com' });
    expect((await waitFor(actor, (s) => addStatus(s) === 'failed')).context.addFailure).toBe(
      failure,
    );
    actor.send({ type: 'team.add', email: 'shopper@example.com' });
    await waitFor(actor, (s) => addStatus(s) === 'added');
  });

  it('makes one person staff at a time', async () => {
    const { actor, added } = teamWith({ add: () => new Promise(() => {}) });
    await listed(actor);
    actor.send({ type: 'team.add', email: 'shopper@example.com' });
    expect(actor.getSnapshot().can({ type: 'team.add', email: 'other@example.com' })).toBe(false);
    expect(added).toHaveLength(1);
  });

  it('asks before removing a member, and Cancel keeps them', async () => {
    const { actor, removed } = teamWith({});
    await listed(actor);
    actor.send({ type: 'team.remove', uid: 'staff-uid' });
    expect(removeStatus(actor.getSnapshot())).toBe('confirming');
    expect(actor.getSnapshot().context.removing).toEqual(baraka);
    actor.send({ type: 'team.cancelRemove' });
    expect(removeStatus(actor.getSnapshot())).toBe('idle');
    expect(actor.getSnapshot().context.members).toEqual([amina, baraka]);
    expect(removed).toEqual([]);
  });

  it('removes a member once confirmed', async () => {
    const { actor, removed } = teamWith({});
    await listed(actor);
    actor.send({ type: 'team.remove', uid: 'staff-uid' });
    actor.send({ type: 'team.confirmRemove' });
    expect(removeStatus(actor.getSnapshot())).toBe('removing');
    const snapshot = await waitFor(actor, (s) => removeStatus(s) === 'idle');
    expect(snapshot.context.members).toEqual([amina]);
    expect(snapshot.context.removed).toEqual(baraka);
    expect(removed).toEqual(['staff-uid']);
  });

  it('keeps the confirmation open with the reason when removing fails', async () => {
    const failure = new Error('unavailable');
    const { actor } = teamWith({
      remove: async () => {
        throw failure;
      },
    });
    await listed(actor);
    actor.send({ type: 'team.remove', uid: 'staff-uid' });
    actor.send({ type: 'team.confirmRemove' });
    const snapshot = await waitFor(actor, (s) => s.context.removeFailure !== null);
    expect(removeStatus(snapshot)).toBe('confirming');
    expect(snapshot.context.members).toEqual([amina, baraka]);
  });

  it('removes neither the owner nor anyone it does not list', async () => {
    const { actor } = teamWith({});
    const snapshot = await listed(actor);
    expect(snapshot.can({ type: 'team.remove', uid: 'owner-uid' })).toBe(false);
    expect(snapshot.can({ type: 'team.remove', uid: 'someone-else' })).toBe(false);
    expect(snapshot.can({ type: 'team.confirmRemove' })).toBe(false);
  });

  it('asks about one removal at a time', async () => {
    const { actor } = teamWith({ list: async () => [amina, baraka, wanjiku] });
    await listed(actor);
    actor.send({ type: 'team.remove', uid: 'staff-uid' });
    expect(actor.getSnapshot().can({ type: 'team.remove', uid: 'shopper-uid' })).toBe(false);
  });
});
