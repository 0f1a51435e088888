import { authAccounts } from './fixtures/users';
import { backendName, backendPorts } from './ports';

/**
 * The Firebase Auth emulator of the local backend (README, The local backend and the QA
 * contract): address and project.
 */
export const authEmulator = {
  url: process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
    : `http://127.0.0.1:${backendPorts[backendName()].auth}`,
  projectId: 'demo-kenya-shop',
};

// The emulator accepts "Bearer owner" as an admin credential for its management calls.
const admin = { authorization: 'Bearer owner', 'content-type': 'application/json' };

async function call(path: string, init: RequestInit): Promise<void> {
  const response = await fetch(`${authEmulator.url}${path}`, init);
  if (!response.ok) {
    throw new Error(`Auth emulator ${path} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Deletes every account, then creates the seeded ones with their fixed uids, and gives staff and
 * the owner their `role` claim as the Admin SDK would (`accounts:update` with customAttributes).
 */
export async function resetAuthAccounts(): Promise<void> {
  const project = authEmulator.projectId;
  await call(`/emulator/v1/projects/${project}/accounts`, { method: 'DELETE', headers: admin });
  // Each account is made, then given its claim; the accounts themselves go in side by side.
  await Promise.all(
    authAccounts.map(async (account) => {
      await call(`/identitytoolkit.googleapis.com/v1/projects/${project}/accounts`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          localId: account.localId,
          email: account.email,
          password: account.password,
          displayName: account.displayName,
          emailVerified: true,
        }),
      });
      if (account.role) {
        await call(`/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({
            localId: account.localId,
            customAttributes: JSON.stringify({ role: account.role }),
          }),
        });
      }
    }),
  );
}

/** Waits until the emulator answers, or fails after the time limit. */
export async function waitForAuthEmulator(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${authEmulator.url}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The Auth emulator did not answer at ${authEmulator.url} within ${timeoutMs / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
