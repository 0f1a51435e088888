import type { StaffRole } from '@model/roles';

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
