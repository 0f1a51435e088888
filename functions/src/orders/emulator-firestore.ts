/**
 * Test helper: firebase-admin on this Vitest worker's own Firestore emulator, under a project of
 * the calling test file's own, emptied before each test.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testEmulatorUrl } from '../../../mocks/test-emulator-url';

export function emulatorFirestore(projectId: string): () => Firestore {
  let app: App | undefined;
  let db: Firestore | undefined;
  const url = testEmulatorUrl();

  beforeAll(() => {
    // Read by firebase-admin when its Firestore is made: set before the app exists.
    process.env.FIRESTORE_EMULATOR_HOST = new URL(url).host;
    // No Google Cloud here: skip the metadata server probe its auth library makes (seconds).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    app = initializeApp({ projectId }, projectId);
    db = getFirestore(app);
  });

  beforeEach(async () => {
    const documents = `projects/${projectId}/databases/(default)/documents`;
    const response = await fetch(`${url}/emulator/v1/${documents}`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Clearing the emulator answered ${response.status}`);
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  return () => {
    if (!db) throw new Error('The emulator Firestore is made in beforeAll');
    return db;
  };
}
