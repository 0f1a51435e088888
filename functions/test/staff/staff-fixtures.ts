/**
 * What the back-office tests share: the seeded team (mocks/backend/fixtures/users.ts) and calls
 * as the callables receive them, from staff, the owner, a shopper or no one.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Call } from '../../src/callables';
import { staffMemberDocuments, userDocuments } from '../../../mocks/backend/fixtures/users';

/** The seeded member of staff and owner, as their changes are recorded. */
export const baraka = { uid: 'staff-uid', name: 'Baraka Mwangi' };
export const amina = { uid: 'owner-uid', name: 'Amina Hassan' };

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
