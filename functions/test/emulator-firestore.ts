/**
 * firebase-admin on this Vitest worker's own Firestore emulator (mocks/vitest/test-emulators.ts), under
 * a project of the calling test file's own, emptied before each of its tests.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testEmulatorUrl } from '../../mocks/vitest/test-emulator-url';

// Two transactions that meet on one document: production makes the loser retry (ABORTED, which
// firebase-admin runs again), while the emulator, when its lock wait runs out on a busy machine,
// closes the loser's transaction and answers INVALID_ARGUMENT, which firebase-admin does not
// retry. So here such a transaction is run again, as production would.
const closedTransaction = /Transaction is invalid or closed/;
const maxRuns = 5;

function retryClosedTransactions(db: Firestore): void {
  const runTransaction = db.runTransaction.bind(db);
  db.runTransaction = async (body, options) => {
    for (let run = 1; ; run++) {
      try {
        return await runTransaction(body, options);
      } catch (error) {
        const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
        const closed = code === 3 && closedTransaction.test(String(details));
        if (!closed || run >= maxRuns) throw error;
      }
    }
  };
}

export function emulatorFirestore(projectId: string): Firestore {
  const url = testEmulatorUrl();
  // Read by firebase-admin when its Firestore is made: set before the app exists.
  process.env.FIRESTORE_EMULATOR_HOST = new URL(url).host;
  // No Google Cloud here: skip the metadata server probe its auth library makes (seconds).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  retryClosedTransactions(db);
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
