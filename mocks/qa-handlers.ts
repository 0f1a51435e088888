import { HttpResponse, http, type RequestHandler } from 'msw';
import { errorBody } from './firestore/errors';
import type { FirestoreStore } from './firestore/store';
import { isScenarioName, scenarioNames, type ScenarioState } from './scenarios';

export interface QaHandlerOptions {
  store: FirestoreStore;
  scenario: ScenarioState;
  /** Runs after the store and scenario are reset, e.g. re-seeding the Auth emulator. */
  onReset?: () => Promise<void> | void;
}

function badScenario(detail: string): Response {
  const message = `${detail}. Known scenarios: ${scenarioNames.join(', ')}`;
  return HttpResponse.json(
    { ...errorBody('INVALID_ARGUMENT', message), names: scenarioNames },
    { status: 400 },
  );
}

/** The QA contract's control endpoints under `/__qa`, matched on any origin. */
export function createQaHandlers({ store, scenario, onReset }: QaHandlerOptions): RequestHandler[] {
  return [
    http.post('*/__qa/reset', async () => {
      store.reset();
      scenario.reset();
      try {
        await onReset?.();
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return HttpResponse.json(errorBody('INTERNAL', `The reset did not finish: ${detail}`), {
          status: 500,
        });
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/__qa/scenario', async ({ request }) => {
      let name: unknown;
      try {
        name = (JSON.parse(await request.text()) as { name?: unknown } | null)?.name;
      } catch {
        return badScenario('The body must be JSON like {"name":"default"}');
      }
      if (!isScenarioName(name)) return badScenario(`Unknown scenario ${JSON.stringify(name)}`);
      scenario.set(name);
      return HttpResponse.json({ name });
    }),
    http.get('*/__qa/scenario', () => HttpResponse.json({ name: scenario.get() })),
  ];
}
