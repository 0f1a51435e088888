/**
 * The M-Pesa control of the QA contract (README, The local backend and the QA contract):
 * `POST /__qa/mpesa`, `GET /__qa/mpesa`, `GET /__qa/mpesa/pushes` and `GET /__qa/mpesa/reversals`,
 * on any origin.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { errorBody } from '../../browser/firestore/errors';
import { isOneOf } from '../is-one-of';
import { maxDelayMs, mpesaOutcomes, reversalOutcomes, type MpesaControl } from './outcomes';

function badChoice(detail: string): Response {
  const message = `${detail}. Known outcomes: ${mpesaOutcomes.join(', ')}; reversals: ${reversalOutcomes.join(', ')}`;
  return HttpResponse.json(
    {
      ...errorBody('INVALID_ARGUMENT', message),
      outcomes: mpesaOutcomes,
      reversals: reversalOutcomes,
    },
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
      const { outcome, delayMs, reversal } =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (outcome === undefined && reversal === undefined) {
        return badChoice('The body must name an outcome, a reversal, or both');
      }
      if (outcome !== undefined && !isOneOf(mpesaOutcomes, outcome)) {
        return badChoice(`Unknown outcome ${JSON.stringify(outcome)}`);
      }
      if (delayMs !== undefined && (outcome === undefined || !isDelay(delayMs))) {
        return badChoice(
          `delayMs goes with an outcome, as a number of milliseconds from 0 to ${maxDelayMs}`,
        );
      }
      if (reversal !== undefined && !isOneOf(reversalOutcomes, reversal)) {
        return badChoice(`Unknown reversal ${JSON.stringify(reversal)}`);
      }
      // Each outcome is whole: without delayMs, the default delay applies again.
      if (outcome !== undefined) control.set(outcome, delayMs);
      if (reversal !== undefined) control.setReversal(reversal);
      return HttpResponse.json(control.get());
    }),
    http.get('*/__qa/mpesa', () => HttpResponse.json(control.get())),
    http.get('*/__qa/mpesa/pushes', () => HttpResponse.json(control.pushes())),
    http.get('*/__qa/mpesa/reversals', () => HttpResponse.json(control.reversals())),
  ];
}
