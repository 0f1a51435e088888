/**
 * The QA contract's named scenarios (README, The local backend and the QA contract): how Firestore
 * misbehaves on purpose, played by the local backend's front (mocks/backend/front/faults.ts) and by the
 * browser stand-in. The data is never touched, so switching back to `default` shows everything
 * again. The catalog scenarios act on every collection the catalog is stored in: products, their
 * cards and the search index.
 */
import { catalogCollections } from '@model/catalog/catalog-documents';

export const scenarioNames = [
  'default',
  'empty-catalog',
  'catalog-error',
  'slow',
  'users-read-error',
  'write-error',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

export const usersCollection = 'Users';
export const slowDelayMs = 1500;

/** What a scenario does to Firestore requests. */
export interface ScenarioEffects {
  /** Added before every Firestore answer. */
  delayMs: number;
  /** Reads of documents in these collections (by collection id) answer 503 UNAVAILABLE. */
  failingReads: readonly string[];
  /** These collections read as empty (queries, counts, gets, lists); their data stays. */
  hiddenCollections: readonly string[];
  /** Every commit answers 503 UNAVAILABLE. */
  failingWrites: boolean;
}

const effects: Record<ScenarioName, ScenarioEffects> = {
  default: { delayMs: 0, failingReads: [], hiddenCollections: [], failingWrites: false },
  'empty-catalog': {
    delayMs: 0,
    failingReads: [],
    hiddenCollections: catalogCollections,
    failingWrites: false,
  },
  'catalog-error': {
    delayMs: 0,
    failingReads: catalogCollections,
    hiddenCollections: [],
    failingWrites: false,
  },
  slow: { delayMs: slowDelayMs, failingReads: [], hiddenCollections: [], failingWrites: false },
  'users-read-error': {
    delayMs: 0,
    failingReads: [usersCollection],
    hiddenCollections: [],
    failingWrites: false,
  },
  'write-error': { delayMs: 0, failingReads: [], hiddenCollections: [], failingWrites: true },
};

export function scenarioEffects(name: ScenarioName): ScenarioEffects {
  return effects[name];
}

export interface ScenarioState {
  get(): ScenarioName;
  set(name: ScenarioName): void;
  /** Back to `default`. */
  reset(): void;
  effects(): ScenarioEffects;
}

export function createScenarioState(initial: ScenarioName = 'default'): ScenarioState {
  let current = initial;
  return {
    get: () => current,
    set: (name) => {
      current = name;
    },
    reset: () => {
      current = 'default';
    },
    effects: () => effects[current],
  };
}
