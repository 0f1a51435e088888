/**
 * The team: `staffMembers` as the owner reads it (firestore.rules lets only the owner), and the
 * `addStaff` and `removeStaff` callables, which give or take the `role` claim and record who did
 * it (functions/src/staff). Query shapes: docs/query-shapes.md.
 */
import { collection, getDocs, limit, query, type DocumentData } from 'firebase/firestore/lite';
import { readTeamMember, type AddOutcome, type StaffMember } from '@model/staff/team';
import { addStaffSchema, removeStaffSchema } from '@model/staff/requests';
import { DataError } from '@/data/data-error';
import { db } from '@/data/firestore-db';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';

/** A shop's team is a handful of people: one read holds all of them. */
export const teamLength = 100;

/**
 * Every member, sorted by name here: ordering by a field in the query would leave out a member
 * whose document lacks it.
 */
export async function listTeam(): Promise<StaffMember[]> {
  const snapshot = await read(() =>
    getDocs(query(collection(db(), 'staffMembers'), limit(teamLength))),
  );
  return snapshot.docs
    .map((document) => readTeamMember(document.id, document.data()))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const notSignedUpMessage =
  'Nobody has signed up with that e-mail. Ask them to sign up in the shop first, then try again.';

/** Makes the person who signed up with this e-mail staff; the server's refusal is an answer. */
export async function addStaff(email: string): Promise<AddOutcome> {
  try {
    const answer = await callFunction<{ email: string }, DocumentData>(
      'addStaff',
      addStaffSchema.parse({ email: email.trim() }),
    );
    return { outcome: 'added', member: readTeamMember(String(answer.uid ?? ''), answer) };
  } catch (error) {
    if (error instanceof DataError && error.kind === 'not-found') {
      return { outcome: 'refused', message: notSignedUpMessage };
    }
    if (error instanceof DataError && error.kind === 'refused') {
      return { outcome: 'refused', message: error.message };
    }
    throw error;
  }
}

export async function removeStaff(uid: string): Promise<void> {
  await callFunction('removeStaff', removeStaffSchema.parse({ uid }));
}
