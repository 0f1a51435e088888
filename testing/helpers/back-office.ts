/**
 * What the back office's page tests share: the staff callables answered by a handler of the
 * test's own (the real ones are tested in functions/test). Staff and the owner sign in with
 * testing/helpers/sign-in.ts (their `role` claims are seeded, mocks/backend/auth-emulator.ts).
 */
import { HttpResponse, http } from 'msw';
import { testBackend } from '../../mocks/vitest/node-setup';
import { functionsRegion } from '@model/deployment';

/** A refusal as the Functions emulator sends it, e.g. `failed-precondition` with its message. */
export class CallableRefusal {
  constructor(
    readonly status: 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION' | 'NOT_FOUND' | 'UNAVAILABLE',
    readonly message: string,
  ) {}

  get httpStatus(): number {
    return { INVALID_ARGUMENT: 400, FAILED_PRECONDITION: 400, NOT_FOUND: 404, UNAVAILABLE: 503 }[
      this.status
    ];
  }
}

/**
 * Answers the callable `name` with `answer(data)` (a CallableRefusal refuses) for the rest of the
 * test; the data of each call is recorded, in order.
 */
export function answerCallable(
  name: string,
  answer: (data: unknown) => unknown | Promise<unknown>,
): unknown[] {
  const calls: unknown[] = [];
  testBackend.server.use(
    http.post(
      `http://127.0.0.1:5001/demo-kenya-shop/${functionsRegion}/${name}`,
      async ({ request }) => {
        const { data } = (await request.json()) as { data: unknown };
        calls.push(data);
        const result = await answer(data);
        if (result instanceof CallableRefusal) {
          return HttpResponse.json(
            { error: { status: result.status, message: result.message } },
            { status: result.httpStatus },
          );
        }
        return HttpResponse.json({ result: result ?? null });
      },
    ),
  );
  return calls;
}
