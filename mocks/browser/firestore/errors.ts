import { HttpResponse } from 'msw';

/**
 * Google API error statuses with the HTTP status Firestore answers them with. Firestore Lite maps
 * errors from the HTTP status alone (FetchConnection → mapCodeFromHttpStatus), so the status is
 * what an app sees: 503 → 'unavailable', 403 → 'permission-denied', 404 → 'not-found', but
 * 409 → 'aborted' (ALREADY_EXISTS as well as ABORTED) and 400 → 'failed-precondition' (also for
 * INVALID_ARGUMENT).
 */
export const httpStatusOf = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ABORTED: 409,
  ALREADY_EXISTS: 409,
  RESOURCE_EXHAUSTED: 429,
  CANCELLED: 499,
  INTERNAL: 500,
  UNKNOWN: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
} as const;

export type RpcStatus = keyof typeof httpStatusOf;

export interface ErrorBody {
  error: { code: number; message: string; status: RpcStatus };
}

/** An error the stand-in answers with; thrown anywhere below the handlers. */
export class RpcError extends Error {
  constructor(
    readonly status: RpcStatus,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export function errorBody(status: RpcStatus, message: string): ErrorBody {
  return { error: { code: httpStatusOf[status], message, status } };
}

export function errorResponse(status: RpcStatus, message: string): Response {
  return HttpResponse.json(errorBody(status, message), { status: httpStatusOf[status] });
}

/** Any failure as a response: RpcErrors keep their status, anything else was a malformed request. */
export function responseForError(error: unknown): Response {
  if (error instanceof RpcError) return errorResponse(error.status, error.message);
  const detail = error instanceof Error ? error.message : String(error);
  return errorResponse('INVALID_ARGUMENT', `Malformed request: ${detail}`);
}

export function invalidArgument(message: string): RpcError {
  return new RpcError('INVALID_ARGUMENT', message);
}

/**
 * A request for something Firestore serves but the stand-in does not: it implements only what the
 * app sends, so anything else is refused rather than answered untested.
 */
export function unsupported(part: string): RpcError {
  return invalidArgument(
    `The Firestore stand-in (mocks/browser/firestore) does not serve ${part}: the app sends ` +
      'none (README.md, Modes, lists what it sends; docs/query-shapes.md, its queries).',
  );
}

/** Refuses a request object holding a key other than those the app sends (`served`). */
export function onlyServed(object: object, served: readonly string[], where: string): void {
  const other = Object.keys(object).find((key) => !served.includes(key));
  if (other !== undefined) throw unsupported(`${where}.${other}`);
}
