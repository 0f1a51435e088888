/**
 * Who may use the back office's callables: as firestore.rules says for reads, a caller whose ID
 * token carries the `role` claim staff or owner (model/roles.ts) AND who has a team record,
 * `staffMembers/{uid}`, so someone the owner removed is refused at once, before their token
 * expires. The record also gives the name every change is recorded with.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { EventActor } from '@model/order/events';
import { staffRoleOf, type StaffRole } from '@model/roles';
import type { Call } from '../core/call';
import { Refusal } from '../core/refusal';
import type { WriteGate } from '../qa/write-gate';

export const staffMembersCollection = 'staffMembers';
/** The shop's accounts (model/user-record.ts): a member's `role` there follows the team. */
export const usersCollection = 'Users';

/** What the back office's callables run with. */
export interface StaffContext {
  db: Firestore;
  now?: () => Date;
  /** Asked before anything is written (../qa/write-gate.ts). */
  writeGate?: WriteGate;
}

/** The owner's team callables also give and take the role claim. */
export interface TeamContext extends StaffContext {
  auth: Auth;
}

export const staffOnly = 'This is for the shop’s staff only.';
export const ownerOnly = 'Only the owner manages the team.';

/** A caller the token says is staff or the owner, before their team record is read. */
export interface StaffClaim {
  uid: string;
  role: StaffRole;
}

/** A member of staff as their changes record them, with their role. */
export interface StaffMember extends EventActor {
  role: StaffRole;
}

/** The caller's claim, or `permission-denied` for anyone else (and for staff, when `owner`). */
export function staffClaim(call: Pick<Call, 'auth'>, needs: StaffRole = 'staff'): StaffClaim {
  const uid = call.auth?.uid;
  const role = staffRoleOf(call.auth?.token);
  if (!uid || !role) throw new Refusal('permission-denied', staffOnly);
  if (needs === 'owner' && role !== 'owner') throw new Refusal('permission-denied', ownerOnly);
  return { uid, role };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The caller's team record, read in the caller's transaction (so a removal that commits first
 * refuses the change), or on its own where no transaction follows; `permission-denied` without.
 */
export async function readStaffMember(
  reader: Transaction | null,
  db: Firestore,
  claim: StaffClaim,
): Promise<StaffMember> {
  const ref = db.collection(staffMembersCollection).doc(claim.uid);
  const record = reader ? await reader.get(ref) : await ref.get();
  if (!record.exists) throw new Refusal('permission-denied', staffOnly);
  const name = text(record.get('name')) || text(record.get('email')) || claim.uid;
  return { uid: claim.uid, name, role: claim.role };
}

/** Who a change is recorded for: the member's uid and name. */
export const actorOf = ({ uid, name }: StaffMember): EventActor => ({ uid, name });
