/**
 * Who runs the shop: the Firebase Auth custom claim `role` (set by the server only, with the Admin
 * SDK) says a person is staff or the owner. The back office (/staff) and the staff callables are
 * for these two roles; only the owner manages the team.
 */
export const staffRoles = ['staff', 'owner'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The staff role a token's claims carry, or null for anyone else. */
export function staffRoleOf(
  claims: Readonly<Record<string, unknown>> | null | undefined,
): StaffRole | null {
  const role = claims?.role;
  return (staffRoles as readonly unknown[]).includes(role) ? (role as StaffRole) : null;
}
