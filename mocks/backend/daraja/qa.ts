/**
 * The M-Pesa control of the QA contract (README, The local backend and the QA contract):
 * `POST /__qa/mpesa`, `GET /__qa/mpesa` and `GET /__qa/mpesa/pushes`, on any origin.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { errorBody } from '../../browser/firestore/errors';
import { isOneOf } from '../is-one-of';
import { maxDelayMs, mpesaOutcomes, type MpesaControl } from './outcomes';

function badChoice(detail: string): Response {
  const message = `${detail}. Known outcomes: ${mpesaOutcomes.join(', ')}`;
  return HttpResponse.json(
    { ...errorBody('INVALID_ARGUMENT', message), outcomes: mpesaOutcomes },
    { status: 400 },
  );
}

const isDelay = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= maxDelayMs;

export function createMpesaQaHandlers(control: MpesaControl): RequestHandler[] {
  return [
    http.post('*/__qa/mpesa', async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return badChoice('The body must be JSON like {"outcome":"paid","delayMs":1500}');
      }
      const { outcome, delayMs } =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (!isOneOf(mpesaOutcomes, outcome)) {
        return badChoice(`Unknown outcome ${JSON.stringify(outcome)}`);
      }
      if (delayMs !== undefined && !isDelay(delayMs)) {
        return badChoice(`delayMs must be a number of milliseconds from 0 to ${maxDelayMs}`);
      }
      // Each choice is whole: without delayMs, the default delay applies again.
      control.set(outcome, delayMs);
      return HttpResponse.json(control.get());
    }),
    http.get('*/__qa/mpesa', () => HttpResponse.json(control.get())),
    http.get('*/__qa/mpesa/pushes', () => HttpResponse.json(control.pushes())),
  ];
}
