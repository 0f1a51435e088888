/**
 * Signs a seeded account into the Auth emulator for a data or page test, so what the test reads
 * and writes is judged by firestore.rules as that person. The accounts are created first if
 * another test file removed them.
 */
import type { SessionUser } from '../../machines/session/types';
import { resetAuthAccounts } from '../../mocks/backend/auth-emulator';
import { authAccounts } from '../../mocks/backend/fixtures/users';
import { signInWithEmail, signOutUser } from '@/account/data/accounts';

export type SeededAccount = 'shopper' | 'staff' | 'owner' | 'norecord';

export async function signInAs(account: SeededAccount): Promise<SessionUser> {
  const { email, password } = authAccounts.find((seeded) =>
    seeded.email.startsWith(`${account}@`),
  )!;
  try {
    return await signInWithEmail(email, password);
  } catch {
    await resetAuthAccounts();
    return signInWithEmail(email, password);
  }
}

export { signOutUser as signOut };
