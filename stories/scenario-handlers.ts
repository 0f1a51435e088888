import { seedDocuments } from '../mocks/backend/fixtures';
import { createBackend } from '../mocks/browser/backend';
import type { ScenarioName } from '../mocks/backend/scenarios';

/** The stand-in's handlers with a QA scenario switched on, for a story's `msw` parameter. */
export function scenarioHandlers(name: ScenarioName) {
  const backend = createBackend({ seed: seedDocuments });
  backend.scenario.set(name);
  return backend.handlers;
}

export const scenario = (name: ScenarioName) => ({ msw: { handlers: scenarioHandlers(name) } });
