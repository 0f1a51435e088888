/**
 * What the back office's page tests share: a staff callable answered by the test's own answer
 * (the real ones are tested in functions/test). Staff and the owner sign in with
 * testing/helpers/sign-in.ts (their `role` claims are seeded, mocks/backend/auth-emulator.ts).
 */
import { testBackend } from '../../mocks/vitest/node-setup';
import { answeredCallable } from './callables';

export { CallableRefusal } from './callables';

/**
 * Answers the callable `name` with `answer(data)` (a CallableRefusal refuses) for the rest of the
 * test; the data of each call is recorded, in order.
 */
export function answerCallable(name: string, answer: (data: unknown) => unknown): unknown[] {
  const { handlers, calls } = answeredCallable(name, answer);
  testBackend.server.use(...handlers);
  return calls;
}
