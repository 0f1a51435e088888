/**
 * The owner's export callables as functions/src/index.ts exports them, as Cloud Functions runs
 * them: in the shop's region, with the minutes and memory a long range takes, no secrets,
 * answering the owner and refusing staff.
 */
import { deleteApp, getApp, getApps } from 'firebase-admin/app';
import type { CallableRequest } from 'firebase-functions/https';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { functionsRegion } from '@model/deployment';
import { emulatorFirestore } from '../emulator-firestore';
import { seedTeam } from '../staff/staff-fixtures';
import { orderColumns } from '@model/export/order-rows';
import { amina, baraka } from '@testing/fixtures/staff';
import { ownerExportsOnly } from '../../src/exports/export-access';

const projectId = 'demo-functions-export-files';
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
const { exportOrders, exportPayments } = await import('../../src/index');
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

const range = { from: '2026-11-01', to: '2026-11-29' };

describe('the exported export callables', () => {
  it('are callables in the shop’s region with the time and memory a year of orders takes, holding no secret', () => {
    for (const [name, exported] of Object.entries({ exportOrders, exportPayments })) {
      const endpoint = (exported as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
      expect(endpoint, name).toMatchObject({
        region: [functionsRegion],
        callableTrigger: {},
        availableMemoryMb: 1024,
        timeoutSeconds: 300,
      });
      expect(endpoint.secretEnvironmentVariables ?? [], name).toEqual([]);
    }
  });

  it('answer the owner the file, and refuse staff', async () => {
    await seedTeam(db);
    await expect(exportOrders.run(call(amina.uid, { role: 'owner' }, range))).resolves.toEqual({
      fileName: 'mtindo-orders-2026-11-01-to-2026-11-29.csv',
      csv: `${orderColumns.join(',')}\r\n`,
      rows: 0,
    });
    await expect(
      exportPayments.run(call(baraka.uid, { role: 'staff' }, range)),
    ).rejects.toMatchObject({ code: 'permission-denied', message: ownerExportsOnly });
  });
});
