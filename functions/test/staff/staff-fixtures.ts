/**
 * What the back-office tests share: the seeded team (mocks/backend/fixtures/users.ts) and calls
 * as the callables receive them, from staff, the owner, a shopper or no one.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { it } from 'vitest';
import type { Call } from '../../src/core/call';
import { staffOnly } from '../../src/staff/staff-member';
import { staffMemberDocuments, userDocuments } from '../../../mocks/backend/fixtures/users';
import { amina, baraka } from '@testing/fixtures/staff';

/** Writes the seeded team records and Users documents. */
export async function seedTeam(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const { id, data } of staffMemberDocuments) {
    batch.set(db.collection('staffMembers').doc(id), data);
  }
  for (const { id, ...data } of userDocuments) batch.set(db.collection('Users').doc(id), data);
  await batch.commit();
}

/** A call signed in as `uid` whose ID token carries these claims. */
export function callAs(uid: string, claims: Record<string, unknown>, data: unknown): Call {
  return { auth: { uid, token: { uid, ...claims } as never, rawToken: '' }, data };
}

export const asStaff = (data: unknown) => callAs(baraka.uid, { role: 'staff' }, data);
export const asOwner = (data: unknown) => callAs(amina.uid, { role: 'owner' }, data);

/** Who a test calls as: the data sent, wrapped as the callable receives it. */
export type Caller = (data: unknown) => Call;

/** A back-office callable by name, with a request it would otherwise act on. */
export type StaffCallable = [name: string, run: (as: Caller) => Promise<unknown>];

/**
 * The refusals every back-office callable owes (functions/src/staff/staff-member.ts): nobody
 * signed in, a shopper, a role claim that is not staff or owner, records that say owner without
 * the claim, and staff or an owner whose team record is gone. `expectRefused` checks
 * `permission-denied` with the message and that nothing changed; `staffRefusal` is what a
 * callable tells staff (the team's callables are the owner's alone).
 */
export function itRefusesAnyoneButTheTeam(
  db: Firestore,
  callables: StaffCallable[],
  expectRefused: (run: StaffCallable[1], as: Caller, message?: string) => Promise<void>,
  staffRefusal: (name: string) => string = () => staffOnly,
): void {
  it.each(callables)('%s refuses a caller who is not signed in', async (_name, run) => {
    await expectRefused(run, (data) => ({ data }));
  });

  it.each(callables)('%s refuses a signed-in shopper', async (_name, run) => {
    await expectRefused(run, (data) => callAs('shopper-uid', {}, data));
  });

  it.each(callables)(
    '%s refuses a role claim that is not staff or owner, even with a team record',
    async (_name, run) => {
      await db
        .collection('staffMembers')
        .doc('mallory-uid')
        .set({ name: 'Mallory', role: 'owner' });
      for (const role of ['admin', 'Owner', 'STAFF', ['staff'], ['owner'], true]) {
        await expectRefused(run, (data) => callAs('mallory-uid', { role }, data));
      }
    },
  );

  it.each(callables)(
    '%s refuses a shopper whose Users record and team record say owner, without the claim',
    async (_name, run) => {
      await db.collection('Users').doc('shopper-uid').update({ role: 'owner' });
      await db.collection('staffMembers').doc('shopper-uid').set({ name: 'W', role: 'owner' });
      await expectRefused(run, (data) => callAs('shopper-uid', { admin: true }, data));
    },
  );

  it.each(callables)(
    '%s refuses staff and an owner whose team record is gone',
    async (name, run) => {
      await db.collection('staffMembers').doc(baraka.uid).delete();
      await db.collection('staffMembers').doc(amina.uid).delete();
      await expectRefused(run, asStaff, staffRefusal(name));
      await expectRefused(run, asOwner);
    },
  );
}
