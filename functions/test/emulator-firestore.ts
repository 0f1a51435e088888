/**
 * firebase-admin on this Vitest worker's own Firestore emulator (mocks/vitest/test-emulators.ts), under
 * a project of the calling test file's own, emptied before each of its tests.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testEmulatorUrl } from '../../mocks/vitest/test-emulator-url';

export function emulatorFirestore(projectId: string): Firestore {
  const url = testEmulatorUrl();
  // Read by firebase-admin when its Firestore is made: set before the app exists.
  process.env.FIRESTORE_EMULATOR_HOST = new URL(url).host;
  // No Google Cloud here: skip the metadata server probe its auth library makes (seconds).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  // The first call opens the channel and wakes the emulator: seconds on a busy machine.
  beforeAll(() => db.collection('orders').limit(1).get(), 60_000);
  beforeEach(async () => {
    const documents = `projects/${projectId}/databases/(default)/documents`;
    const response = await fetch(`${url}/emulator/v1/${documents}`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Clearing the emulator answered ${response.status}`);
  });
  afterAll(() => deleteApp(app));
  return db;
}
