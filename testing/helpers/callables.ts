/**
 * One way to answer a callable in tests and stories: at the Functions emulator's address, where
 * the shop's local mode calls it, over Firebase's callable protocol (`{"data": …}` in; `{"result":
 * …}`, or `{"error": {"status", "message"}}` with the status's HTTP code, out), its CORS preflight
 * let through. The order callables have their own fake, held to the real ones by its contract
 * test (mocks/browser/functions).
 */
import { HttpResponse, type RequestHandler } from 'msw';
import { callableHandlers, emulatorCallableUrl } from '../../mocks/browser/functions/callables';

const httpStatusOf = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  UNAVAILABLE: 503,
} as const;

/** A refusal as the Functions emulator sends it, e.g. `FAILED_PRECONDITION` with its message. */
export class CallableRefusal {
  constructor(
    readonly status: keyof typeof httpStatusOf,
    readonly message: string,
  ) {}
}

const cors = { 'Access-Control-Allow-Origin': '*' };

/**
 * The callable `name` answered by `answer(data)`: its result, a CallableRefusal to refuse, or a
 * Response as it is (`HttpResponse.error()`: no answer at all). `calls` keeps each call's data, in
 * order.
 */
export function answeredCallable<Data = unknown>(
  name: string,
  answer: (data: Data) => unknown,
): { handlers: RequestHandler[]; calls: Data[] } {
  const calls: Data[] = [];
  const handlers = callableHandlers(emulatorCallableUrl(name), async ({ request }) => {
    const { data } = (await request.json()) as { data: Data };
    calls.push(data);
    const result = await answer(data);
    if (result instanceof Response) return result;
    if (result instanceof CallableRefusal) {
      return HttpResponse.json(
        { error: { status: result.status, message: result.message } },
        { status: httpStatusOf[result.status], headers: cors },
      );
    }
    return HttpResponse.json({ result: result ?? null }, { headers: cors });
  });
  return { handlers, calls };
}
