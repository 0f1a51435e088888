import type { APIRequestContext } from '@playwright/test';

/**
 * The local backend's Firestore front and its QA control endpoints (README, The local backend and
 * the QA contract).
 */
export const firestoreFront = 'http://127.0.0.1:8080';

export const documents = `${firestoreFront}/v1/projects/demo-kenya-shop/databases/(default)/documents`;

/** QA's scripts read and write past firestore.rules with the emulator's owner credential. */
export const asOwner = { headers: { authorization: 'Bearer owner' } };

export async function resetBackend(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${firestoreFront}/__qa/reset`);
  if (response.status() !== 204) throw new Error(`reset answered ${response.status()}`);
}

export async function useScenario(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post(`${firestoreFront}/__qa/scenario`, { data: { name } });
  if (!response.ok()) throw new Error(`scenario ${name} answered ${response.status()}`);
}
