/**
 * The signed-in person's back-office role, from their ID token's `role` claim
 * (model/roles.ts). The token is refreshed for the check: a claim the owner just gave or took
 * away counts at once, not when the old token runs out an hour later.
 */
import { staffRoleOf, type StaffRole } from '@model/roles';
import { attempt, authService } from '@/account/data/accounts';

export async function readStaffRole(uid: string): Promise<StaffRole | null> {
  const { auth } = await authService();
  const user = auth.currentUser;
  // The session named someone who has since signed out: they have no role here.
  if (!user || user.uid !== uid) return null;
  const token = await attempt(() => user.getIdTokenResult(true));
  return staffRoleOf(token.claims);
}
