import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { backendPorts } from '../mocks/backend/ports';
import { secondBackendFiles } from '../scripts/emulators/second-backend';

/**
 * This worker's local backend: of the two journeys running at a time, the second uses the second
 * backend (scripts/journey-backends.ts, mocks/backend/ports.ts), so neither sees the other's
 * resets, scenarios, payments or texts.
 */
export const backend = process.env.TEST_PARALLEL_INDEX === '1' ? 'second' : 'first';
const ports = backendPorts[backend];

/** The shop built for this worker's backend, which e2e/test.ts makes the journeys' base URL. */
export const shopUrl = `http://localhost:${ports.shop}`;
/** That build's folder: `npm run build`'s dist/ for the first. */
export const shopBuild = backend === 'second' ? secondBackendFiles().distFolder : 'dist';
/**
 * Where the backend keeps uploaded photos (IMAGE_FOLDER of functions/.env.demo-kenya-shop). The
 * first's is the repository's .local-images/, as localImageFolder() of
 * mocks/backend/images/image-handlers.ts says; that module's import of the functions' code does
 * not load in Playwright's workers.
 */
export const imageFolder =
  backend === 'second' ? secondBackendFiles().imageFolder : join(process.cwd(), '.local-images');

/**
 * The local backend's Firestore front and its QA control endpoints (README, The local backend and
 * the QA contract).
 */
export const firestoreFront = `http://127.0.0.1:${ports.front}`;

/** The Auth emulator, and its REST API as the Firebase SDK calls it. */
export const authEmulatorUrl = `http://127.0.0.1:${ports.auth}`;
export const authUrl = `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1`;

/** The shop's callables in the Functions emulator. */
export const functionsUrl = `http://127.0.0.1:${ports.functions}/demo-kenya-shop/africa-south1`;

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
