/**
 * The product callables as functions/src/index.ts exports them, as Cloud Functions runs them: in
 * the shop's region, with no secrets, App Check as its param says, answering staff on the team and
 * refusing anyone else.
 */
import { deleteApp, getApp, getApps } from 'firebase-admin/app';
import type { CallableRequest } from 'firebase-functions/https';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { functionsRegion } from '@model/deployment';
import { emulatorFirestore } from '../emulator-firestore';
import { seedTeam } from '../staff/staff-fixtures';
import { cardsOf, dress, dressId, productOf } from './product-fixtures';

const projectId = 'demo-functions-product-exports';
// The functions make their default app from the environment, as on Cloud Functions.
vi.stubEnv('GCLOUD_PROJECT', projectId);
vi.stubEnv('FIREBASE_CONFIG', JSON.stringify({ projectId }));
vi.stubEnv('ENFORCE_APP_CHECK', 'false');
vi.stubEnv('QA_SCENARIO_URL', '');
// M-Pesa's settings, which every function checks once its instance starts (functions/src/index.ts).
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
const { saveProduct, setProductHidden, uploadProductPhoto } = await import('../../src/index');
afterAll(async () => {
  vi.unstubAllEnvs();
  await deleteApp(getApp());
});

const call = (uid: string, claims: Record<string, unknown>, data: unknown) =>
  ({
    data,
    auth: { uid, token: { uid, ...claims }, rawToken: '' },
    rawRequest: { ip: '196.201.214.1' },
    acceptsStreaming: false,
  }) as unknown as CallableRequest;

describe('the exported product callables', () => {
  it('are callables in the shop’s region, holding no secret', () => {
    for (const [name, exported] of Object.entries({ saveProduct, setProductHidden })) {
      const endpoint = (exported as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
      expect(endpoint, name).toMatchObject({ region: [functionsRegion], callableTrigger: {} });
      expect(endpoint.secretEnvironmentVariables ?? [], name).toEqual([]);
    }
  });

  it('give the photo upload the memory and time decoding a photo takes', () => {
    const endpoint = (uploadProductPhoto as unknown as { __endpoint: Record<string, unknown> })
      .__endpoint;
    expect(endpoint).toMatchObject({
      region: [functionsRegion],
      callableTrigger: {},
      availableMemoryMb: 512,
      timeoutSeconds: 120,
    });
    expect(endpoint.secretEnvironmentVariables ?? []).toEqual([]);
  });

  it('save and hide a product for staff, and refuse a shopper', async () => {
    await seedTeam(db);
    await expect(
      saveProduct.run(call('shopper-uid', {}, { productId: dressId, draft: dress })),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      saveProduct.run(call('staff-uid', { role: 'staff' }, { productId: dressId, draft: dress })),
    ).resolves.toEqual({ productId: dressId });
    expect((await cardsOf(db, dressId)).card).toMatchObject({ productName: dress.name });
    await expect(
      setProductHidden.run(
        call('staff-uid', { role: 'staff' }, { productId: dressId, hidden: true }),
      ),
    ).resolves.toEqual({ hidden: true });
    expect(await productOf(db)).toMatchObject({ hidden: true });
  });
});
