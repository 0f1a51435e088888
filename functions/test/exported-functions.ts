/**
 * functions/src/index.ts loaded as Cloud Functions loads it, for the tests of what it exports (its
 * region, memory, secrets, and a call as the platform makes it): the default app made from the
 * environment under the calling file's own project, M-Pesa's settings present (every function
 * checks them once its instance starts), the emulator's Firestore beside it.
 */
import { deleteApp, getApp, getApps } from 'firebase-admin/app';
import type { CallableRequest } from 'firebase-functions/https';
import { afterAll, vi } from 'vitest';
import { emulatorFirestore } from './emulator-firestore';

export async function loadExportedFunctions(projectId: string) {
  vi.stubEnv('GCLOUD_PROJECT', projectId);
  vi.stubEnv('FIREBASE_CONFIG', JSON.stringify({ projectId }));
  vi.stubEnv('ENFORCE_APP_CHECK', 'false');
  vi.stubEnv('QA_SCENARIO_URL', '');
  for (const [name, value] of Object.entries({
    DARAJA_BASE_URL: 'https://daraja.test/daraja',
    MPESA_CONSUMER_KEY: 'test-consumer-key',
    MPESA_CONSUMER_SECRET: 'test-consumer-secret',
    MPESA_PASSKEY: 'test-passkey',
    MPESA_SHORTCODE: '174379',
    MPESA_CALLBACK_URL: 'https://functions.test/mpesaCallback',
    MPESA_CALLBACK_SECRET: 'test-callback-secret',
  })) {
    vi.stubEnv(name, value);
  }
  // A default app left by an earlier file in this worker may belong to another project.
  await Promise.all(getApps().map((app) => (app.name === '[DEFAULT]' ? deleteApp(app) : null)));
  const db = emulatorFirestore(projectId);
  const functions = await import('../src/index');
  afterAll(async () => {
    vi.unstubAllEnvs();
    await deleteApp(getApp());
  });
  return { db, functions };
}

/** A callable request as the platform hands it over, from a signed-in caller with these claims. */
export const callAs = (uid: string, claims: Record<string, unknown>, data: unknown) =>
  ({
    data,
    auth: { uid, token: { uid, ...claims }, rawToken: '' },
    rawRequest: { ip: '196.201.214.1' },
    acceptsStreaming: false,
  }) as unknown as CallableRequest;

/** What the Functions platform reads of an exported function: region, memory, secrets. */
export const endpointOf = (exported: unknown): Record<string, unknown> =>
  (exported as { __endpoint: Record<string, unknown> }).__endpoint;
