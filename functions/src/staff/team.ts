/**
 * The owner's team (`addStaff`, `removeStaff`): the `role` claim given or taken with the Admin
 * SDK, the team record `staffMembers/{uid}` written or deleted, and the member's `Users/{uid}`
 * role kept in step where they have one. Access needs both the claim and the record
 * (./staff-member.ts), so each change is ordered to fail shut: the record is written before the
 * claim is given, and deleted before the claim is taken and the member's sessions are ended.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { EventActor } from '@model/order/events';
import { staffRoleOf, type StaffRole } from '@model/roles';
import { addStaffSchema, removeStaffSchema } from '@model/staff/requests';
import type { Call } from '../core/call';
import { Refusal } from '../core/refusal';
import { orderClock } from '../core/context';
import { writesAlwaysOpen } from '../qa/write-gate';
import {
  actorOf,
  readStaffMember,
  staffClaim,
  staffMembersCollection,
  usersCollection,
  type TeamContext,
} from './staff-member';
import { readStaffRequest } from './staff-request';

export const notSignedUp =
  'No one has signed up with that e-mail yet. Ask them to sign up in the shop first, then try again.';
/** Staff are those who proved the address is theirs: else whoever registered it first would be. */
export const notVerified = (email: string): string =>
  `${email} has not confirmed their e-mail address yet. Ask them to open the link we e-mailed them when they signed up (they can send it again from their account page), then try again.`;
export const notOnTeam = 'That person is not on the team.';
export const ownerStays = 'The owner cannot be removed from the team.';
export const notYourself = 'You cannot remove yourself from the team.';

/** A member as the Team page lists them: the callable's answer to `addStaff`. */
export interface TeamMember {
  uid: string;
  email: string;
  name: string;
  role: StaffRole;
  /** ISO 8601. */
  addedAt: string;
}

const isUserNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The account that signed up with the e-mail, or `not-found`. */
async function accountOf(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (isUserNotFound(error)) throw new Refusal('not-found', notSignedUp);
    throw error;
  }
}

/**
 * Puts the account on the team with `role`: its team record and Users role first, then the claim.
 * Answers the member, and whether they have a Users record.
 */
async function enrol(
  context: TeamContext,
  user: UserRecord,
  role: StaffRole,
  addedBy: EventActor | null,
): Promise<{ member: TeamMember; hasUsersRecord: boolean }> {
  const { db, auth } = context;
  const now = orderClock(context);
  const email = user.email ?? '';
  const memberRef = db.collection(staffMembersCollection).doc(user.uid);
  const userRef = db.collection(usersCollection).doc(user.uid);
  const enrolled = await db.runTransaction(async (transaction) => {
    const [existing, account] = await transaction.getAll(memberRef, userRef);
    const named = `${text(account?.get('firstName'))} ${text(account?.get('lastName'))}`.trim();
    const name = named || text(user.displayName) || email;
    const addedAt = existing?.get('addedAt') as unknown;
    // Someone already on the team keeps when and by whom they were added.
    const kept = existing?.exists === true;
    const since = kept && addedAt instanceof Timestamp ? addedAt : Timestamp.fromDate(now);
    transaction.set(memberRef, {
      email,
      name,
      role,
      addedAt: since,
      addedBy: kept ? (existing.get('addedBy') ?? null) : addedBy,
    });
    if (account?.exists) transaction.update(userRef, { role });
    const member = { uid: user.uid, email, name, role, addedAt: since.toDate().toISOString() };
    return { member, hasUsersRecord: account?.exists === true };
  });
  // Other claims the account carries are kept: only `role` is the back office's.
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role });
  return enrolled;
}

/** Makes the person who signed up with the e-mail staff; the owner stays owner. */
export async function addStaff(
  context: TeamContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<TeamMember> {
  const claim = staffClaim(call, 'owner');
  const { email } = readStaffRequest(addStaffSchema, call.data);
  await (context.writeGate ?? writesAlwaysOpen)();
  const owner = await readStaffMember(null, context.db, claim);
  const user = await accountOf(context.auth, email);
  if (!user.emailVerified) throw new Refusal('failed-precondition', notVerified(email));
  const role: StaffRole = staffRoleOf(user.customClaims) === 'owner' ? 'owner' : 'staff';
  return (await enrol(context, user, role, actorOf(owner))).member;
}

/**
 * Makes the person who signed up with the e-mail the owner, with no one's claim asked for: the
 * first owner of a project, by whoever holds its credentials (scripts/grant-owner.ts).
 */
export async function grantOwner(
  context: TeamContext,
  email: string,
): Promise<{ member: TeamMember; hasUsersRecord: boolean }> {
  return enrol(context, await accountOf(context.auth, email), 'owner', null);
}

/**
 * Takes a member off the team: their record at once (the rules then refuse their reads), then
 * their claim, and their refresh tokens revoked so no new ID token carries the old one.
 */
export async function removeStaff(
  context: TeamContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<{ uid: string }> {
  const claim = staffClaim(call, 'owner');
  const { uid } = readStaffRequest(removeStaffSchema, call.data);
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db, auth } = context;
  await readStaffMember(null, db, claim);
  if (uid === claim.uid) throw new Refusal('failed-precondition', notYourself);
  let user: UserRecord | null;
  try {
    user = await auth.getUser(uid);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
    // An account deleted meanwhile: its team record still goes.
    user = null;
  }
  const memberRef = db.collection(staffMembersCollection).doc(uid);
  const userRef = db.collection(usersCollection).doc(uid);

  await db.runTransaction(async (transaction) => {
    const [member, account] = await transaction.getAll(memberRef, userRef);
    const claimed = staffRoleOf(user?.customClaims);
    if (claimed === 'owner' || member?.get('role') === 'owner') {
      throw new Refusal('failed-precondition', ownerStays);
    }
    if (!member?.exists && !claimed) throw new Refusal('not-found', notOnTeam);
    transaction.delete(memberRef);
    if (account?.exists) transaction.update(userRef, { role: 'user' });
  });
  if (user) {
    const others = Object.fromEntries(
      Object.entries(user.customClaims ?? {}).filter(([name]) => name !== 'role'),
    );
    await auth.setCustomUserClaims(uid, Object.keys(others).length > 0 ? others : null);
    await auth.revokeRefreshTokens(uid);
  }
  return { uid };
}
