/**
 * Vitest setup: the Firestore stand-in behind msw/node, seeded with the shop's fixtures, reset
 * after every test. It listens as this module loads, before any test imports `firebase/auth`
 * (which keeps the `fetch` it finds at import time).
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, afterEach } from 'vitest';
import { seedDocuments } from './fixtures/index';
import { startNodeBackend } from './node';

// The Auth emulator is real (firebase-tools), so its requests go through untouched.
const authEmulatorHosts = new Set(
  ['127.0.0.1:9099', 'localhost:9099', process.env.FIREBASE_AUTH_EMULATOR_HOST].filter(
    (host): host is string => !!host,
  ),
);

// Failures are the point of many tests; the SDK's own error log would only bury the results.
setLogLevel('silent');

export const testBackend = startNodeBackend(seedDocuments, {
  onUnhandledRequest(request, print) {
    if (!authEmulatorHosts.has(new URL(request.url).host)) print.error();
  },
});

afterEach(() => {
  testBackend.server.resetHandlers();
  testBackend.reset();
});
afterAll(() => testBackend.close());
