/**
 * The call frame every callable shares: the call's auth, address and data in, the contract's
 * answer out. A refusal becomes the HttpsError the client SDK shows; Firestore being busy or down
 * reads as `unavailable` (the caller may try again); anything else stays `internal`.
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { Refusal } from './refusal';

/** The request as far as its address goes: Express's, as the functions framework hands it. */
export interface RawRequest {
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
}

export type Call = Pick<CallableRequest<unknown>, 'auth' | 'data'> & {
  rawRequest?: RawRequest;
};

// gRPC codes Firestore fails with when it is busy or down: worth a retry by the caller.
const transient = new Set([4, 10, 14]);

/** Runs a callable's body, its refusals and Firestore's passing failures as HttpsErrors. */
export async function refusalsAsHttps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) throw new HttpsError(error.code, error.message);
    if (transient.has((error as { code?: unknown } | null)?.code as number)) {
      throw new HttpsError('unavailable', 'The shop is busy just now: try again in a moment.');
    }
    throw error;
  }
}

/** A body `(context, call)` as a callable's: its refusals as HttpsErrors. */
export const asCallable =
  <Context, Answer>(body: (context: Context, call: Call) => Promise<Answer>) =>
  (context: Context, call: Call): Promise<Answer> =>
    refusalsAsHttps(() => body(context, call));
