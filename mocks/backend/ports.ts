/**
 * Where a local backend listens. `npm start` runs the first; the journeys run a second beside it
 * (scripts/journey-backends.ts), so two journeys at a time each have a backend of their own and
 * never see each other's resets, scenarios, payments or texts. `LOCAL_BACKEND=second` makes a
 * process the second backend, or talk to it.
 */
export interface BackendPorts {
  /** The shop's built bundle (`--serve`). */
  shop: number;
  /** The QA front before the Firestore emulator: scenarios, resets, the stand-ins. */
  front: number;
  firestore: number;
  /** The Firestore emulator's relay for the functions and the sweep (scripts/local-backend.ts). */
  relay: number;
  auth: number;
  functions: number;
  /** firebase-tools' emulator hub and log stream. */
  hub: number;
  logging: number;
}

export const backendPorts = {
  first: {
    shop: 4173,
    front: 8080,
    firestore: 8180,
    relay: 8190,
    auth: 9099,
    functions: 5001,
    hub: 4400,
    logging: 4500,
  },
  // Clear of the first's, of Vitest's own emulators (testing/auth-emulator.firebase.json,
  // mocks/vitest/test-emulator-url.ts), which run beside the journeys in `npm test`, and of the
  // ports firebase-tools takes by itself for its Eventarc (9299) and Cloud Tasks (9499) emulators.
  second: {
    shop: 4174,
    front: 8280,
    firestore: 8380,
    relay: 8390,
    auth: 9699,
    functions: 5201,
    hub: 4402,
    logging: 4502,
  },
} as const satisfies Record<string, BackendPorts>;

export type BackendName = keyof typeof backendPorts;

/** The backend this process is, or talks to: the second when `LOCAL_BACKEND=second`. */
export const backendName = (env: NodeJS.ProcessEnv = process.env): BackendName =>
  env.LOCAL_BACKEND === 'second' ? 'second' : 'first';
