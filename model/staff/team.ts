/**
 * The team as the owner reads it (`staffMembers/{uid}`, src/staff/data/team.ts), and the reading
 * of a member's stored document or of the `addStaff` callable's answer.
 */
import { staffRoleOf, type StaffRole } from '../roles';
import { instantOrNull, text, type Fields } from '../stored/fields';

/** A member of the team, as `staffMembers/{uid}` keeps them. */
export interface StaffMember {
  uid: string;
  email: string;
  name: string;
  role: StaffRole;
  /** ISO 8601 instant; null while the server has not stamped it. */
  addedAt: string | null;
}

/** What Make staff came to: the new member, or the server's refusal in its own words. */
export type AddOutcome =
  { outcome: 'added'; member: StaffMember } | { outcome: 'refused'; message: string };

/** The callable answers `addedAt` as JSON (text or milliseconds), the document as a timestamp. */
function addedAt(value: unknown): string | null {
  const stored = instantOrNull(value);
  if (stored !== null) return stored;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function readTeamMember(uid: string, data: Fields): StaffMember {
  const email = text(data.email);
  return {
    uid,
    email,
    name: (typeof data.name === 'string' && data.name.trim()) || email || uid,
    // Only the owner's record says owner; anyone else on the team is staff.
    role: staffRoleOf({ role: data.role }) ?? 'staff',
    addedAt: addedAt(data.addedAt),
  };
}
