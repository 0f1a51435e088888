/**
 * Vitest setup: the shop's Firestore at 127.0.0.1:8080 is this worker's own Google Firestore
 * emulator (started by `mocks/vitest/test-emulators.ts`), reached through the same fault-injecting front
 * as the local backend, here served by msw/node; seeded with the shop's fixtures. After a test
 * that wrote anything, what differs from the seed is put back. The server listens as this module
 * loads, before any test imports `firebase/auth` (which keeps the `fetch` it finds).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setLogLevel } from 'firebase/firestore/lite';
import { bypass } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createEmulatorAdmin, type SeedTimes } from '../backend/emulator-admin';
import { seedDocuments, type SeedCollections } from '../backend/fixtures';
import { createFront } from '../backend/front/handlers';
import { seedTimesFile, testEmulatorUrl } from './test-emulator-url';

// The Auth emulator is real (firebase-tools), so its requests go through untouched: test:vitest's
// own, or where none runs, the address the app tries by default. A request to any other (the
// local backend's, should `npm start` run beside the tests) is reported.
const authEmulatorHosts = new Set(
  process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? [process.env.FIREBASE_AUTH_EMULATOR_HOST]
    : ['127.0.0.1:9099', 'localhost:9099'],
);

// Failures are the point of many tests; the SDK's own error log would only bury the results.
setLogLevel('silent');

const emulatorUrl = testEmulatorUrl();
const seedTimesKept = seedTimesFile(new URL(emulatorUrl).port);
const seedTimes: SeedTimes = new Map(
  existsSync(seedTimesKept) ? (JSON.parse(readFileSync(seedTimesKept, 'utf8')) as []) : [],
);
const admin = createEmulatorAdmin(
  emulatorUrl,
  'demo-kenya-shop',
  (input, init) => fetch(bypass(new Request(input, init))),
  seedTimes,
);
const front = createFront({ port: 8080, admin, seed: seedDocuments });
const server = setupServer(...front.handlers);
server.listen({
  onUnhandledRequest(request, print) {
    if (!authEmulatorHosts.has(new URL(request.url).host)) print.error();
  },
});

// Set when a test may have changed the emulator's data: a commit, a reset or a `put`.
let changed = true;
server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(':commit') || pathname === '/__qa/reset') changed = true;
});

export const testBackend = {
  server,
  scenario: front.scenario,
  /** What the emulator holds, read past the security rules. */
  store: {
    get: admin.get,
    list: admin.list,
    async put(collectionPath: string, id: string, data: Record<string, unknown>) {
      changed = true;
      await admin.put(collectionPath, id, data);
    },
    /** Adds these documents to the seed, until the test ends. */
    async seed(collections: SeedCollections) {
      changed = true;
      await admin.seed(collections);
    },
  },
};

// The first reset on a cold emulator writes the catalog's five collections: on a busy machine
// that takes longer than a hook's default 10 s.
const resetTimeout = 60_000;

async function reset() {
  await admin.reset(seedDocuments);
  writeFileSync(seedTimesKept, JSON.stringify([...seedTimes]));
  changed = false;
}

beforeAll(reset, resetTimeout);

afterEach(async () => {
  server.resetHandlers();
  front.scenario.reset();
  if (changed) await reset();
}, resetTimeout);

afterAll(() => server.close());
