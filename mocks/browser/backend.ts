import type { RequestHandler } from 'msw';
import { createFirestoreHandlers } from './firestore/handlers';
import { createFirestoreStore, type FirestoreStore, type SeedCollections } from './firestore/store';
import { createQaHandlers } from '../backend/qa-handlers';
import { createScenarioState, type ScenarioState } from '../backend/scenarios';

export type { SeedCollections } from './firestore/store';

export interface BackendOptions {
  /** The seeded data, built afresh on every reset. */
  seed: () => SeedCollections;
  /** Extra reset work for `POST /__qa/reset` (the local backend re-seeds Auth here). */
  onReset?: () => Promise<void> | void;
  /** How the `slow` scenario waits; tests may inject a recorder. */
  wait?: (ms: number) => Promise<void>;
}

export interface Backend {
  store: FirestoreStore;
  scenario: ScenarioState;
  /** Firestore REST stand-in, then the QA control endpoints. */
  handlers: RequestHandler[];
}

/**
 * The backend where no emulator can run: the Firestore stand-in behind the QA control endpoints,
 * for the service worker (`npm run dev:mocks`), Storybook and the stand-in's contract tests.
 */
export function createBackend({ seed, onReset, wait }: BackendOptions): Backend {
  const store = createFirestoreStore(seed);
  const scenario = createScenarioState();
  const handlers = [
    ...createFirestoreHandlers({ store, scenario, wait }),
    ...createQaHandlers({ resetData: () => store.reset(), scenario, onReset }),
  ];
  return { store, scenario, handlers };
}
