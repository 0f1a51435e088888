import { seedDocuments } from '../mocks/fixtures';
import { createBackend } from '../mocks/handlers';
import type { ScenarioName } from '../mocks/scenarios';

/** The stand-in's handlers with a QA scenario switched on, for a story's `msw` parameter. */
export function scenarioHandlers(name: ScenarioName) {
  const backend = createBackend({ seed: seedDocuments });
  backend.scenario.set(name);
  return backend.handlers;
}

export const scenario = (name: ScenarioName) => ({ msw: { handlers: scenarioHandlers(name) } });
