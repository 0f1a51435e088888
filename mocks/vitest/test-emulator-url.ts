import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The first port of the test workers' Firestore emulators (`mocks/vitest/test-emulators.ts`);
 * `TEST_EMULATOR_PORT` moves them, so two test runs on one machine keep apart.
 */
export const firstTestEmulatorPort = Number(process.env.TEST_EMULATOR_PORT) || 8181;

/** This test worker's own Firestore emulator, e.g. `http://127.0.0.1:8182`. */
export function testEmulatorUrl(): string {
  const ports = inject('firestoreEmulatorPorts');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const port = ports[(worker - 1) % ports.length];
  return `http://127.0.0.1:${port}`;
}

/**
 * Where a test emulator's seed times (`SeedTimes` of mocks/backend/emulator-admin.ts) are kept
 * between the test files that use it in turn, so each file's first reset rewrites only what the
 * file before it changed.
 */
export function seedTimesFile(port: number | string): string {
  return join(tmpdir(), `mtindo-test-emulator-${port}-seed-times.json`);
}
