/**
 * Vitest global setup: one Google Firestore emulator per test worker (ports 8181, 8182, …), so
 * test files running side by side never see each other's writes. Each worker finds its own with
 * `testEmulatorUrl()` from `mocks/vitest/test-emulator-url.ts`.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import {
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../../scripts/emulators/firestore-emulator';
import { firstTestEmulatorPort, seedTimesFile } from './test-emulator-url';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorPorts: number[];
  }
}

// Several projects share this setup in one Vitest process: the emulators start once.
const shared = globalThis as { mtindoTestEmulators?: Promise<FirestoreEmulator[]> };

export default async function setup(project: TestProject) {
  const workers = Number(project.vitest.config.maxWorkers) || 1;
  shared.mtindoTestEmulators ??= Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const port = firstTestEmulatorPort + index;
      // A new emulator is empty: what an earlier run's left says of it is no longer true.
      rmSync(seedTimesFile(port), { force: true });
      return startFirestoreEmulator({ port });
    }),
  );
  const emulators = await shared.mtindoTestEmulators;
  project.provide(
    'firestoreEmulatorPorts',
    emulators.map((emulator) => emulator.port),
  );
  return async () => {
    const running = shared.mtindoTestEmulators;
    shared.mtindoTestEmulators = undefined;
    if (running) await Promise.all((await running).map((emulator) => emulator.stop()));
  };
}
