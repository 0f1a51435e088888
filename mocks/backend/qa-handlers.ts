import { HttpResponse, http, type RequestHandler } from 'msw';
import { errorBody } from '../browser/firestore/errors';
import { isOneOf } from './is-one-of';
import { scenarioNames, type ScenarioState } from './scenarios';

export interface QaHandlerOptions {
  /** Back to the seeded data: the stand-in's store, or the Firestore emulator cleared and seeded. */
  resetData: () => Promise<void> | void;
  scenario: ScenarioState;
  /** Runs after the data and scenario are reset, e.g. re-seeding the Auth emulator. */
  onReset?: () => Promise<void> | void;
}

function badScenario(detail: string): Response {
  const message = `${detail}. Known scenarios: ${scenarioNames.join(', ')}`;
  return HttpResponse.json(
    { ...errorBody('INVALID_ARGUMENT', message), names: scenarioNames },
    { status: 400 },
  );
}

/** The most analytics events kept: enough for any journey, bounded for a long-running backend. */
export const analyticsEventLimit = 1000;

/** An analytics event as the shop's local sink posts it: a JSON object with a string `name`. */
function isAnalyticsEvent(value: unknown): value is Record<string, unknown> & { name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

/**
 * The QA contract's control endpoints under `/__qa` (README, The local backend and the QA
 * contract), matched on any origin.
 */
export function createQaHandlers({
  resetData,
  scenario,
  onReset,
}: QaHandlerOptions): RequestHandler[] {
  // The local analytics sink (docs/shop-rules.md, Analytics): page views sent, oldest first.
  const analyticsEvents: object[] = [];
  return [
    http.post('*/__qa/reset', async () => {
      scenario.reset();
      analyticsEvents.length = 0;
      try {
        await resetData();
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
      if (!isOneOf(scenarioNames, name)) {
        return badScenario(`Unknown scenario ${JSON.stringify(name)}`);
      }
      scenario.set(name);
      return HttpResponse.json({ name });
    }),
    http.get('*/__qa/scenario', () => HttpResponse.json({ name: scenario.get() })),
    http.post('*/__qa/analytics', async ({ request }) => {
      let event: unknown;
      try {
        event = JSON.parse(await request.text());
      } catch {
        event = null;
      }
      if (!isAnalyticsEvent(event)) {
        return HttpResponse.json(
          errorBody('INVALID_ARGUMENT', 'The body must be a JSON event like {"name":"page_view"}'),
          { status: 400 },
        );
      }
      analyticsEvents.push(event);
      if (analyticsEvents.length > analyticsEventLimit) analyticsEvents.shift();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/__qa/analytics', () => HttpResponse.json({ events: analyticsEvents })),
  ];
}
