/**
 * What a failed backend call means to a shopper. Firebase's own errors stop at data access:
 * screens and machines only ever see a DataError.
 */
import { somethingWentWrong } from '@/ui/wording';
export type DataErrorKind =
  | 'offline'
  | 'unavailable'
  | 'timeout'
  | 'permission-denied'
  | 'not-found'
  /** The server looked at the request and said no; its message says why, for the shopper. */
  | 'refused'
  | 'unknown';

export class DataError extends Error {
  readonly kind: DataErrorKind;

  constructor(kind: DataErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataError';
    this.kind = kind;
  }

  /** Worth trying again: the backend or the network was down, not the request wrong. */
  get retryable(): boolean {
    return this.kind === 'offline' || this.kind === 'unavailable' || this.kind === 'timeout';
  }
}

const messages: Record<DataErrorKind, string> = {
  offline: 'You seem to be offline. Check your connection and try again.',
  unavailable: 'Our shop is not answering right now. Please try again in a moment.',
  timeout: 'This is taking too long, the connection may be slow. Please try again.',
  'permission-denied': 'You are not allowed to do that.',
  'not-found': 'We could not find what you were looking for.',
  refused: 'We could not do that as it stands. Check it and try again.',
  unknown: somethingWentWrong,
};

/** The shopper-facing sentence for an error of any origin. */
export function describeError(error: unknown): string {
  return error instanceof DataError ? error.message : messages.unknown;
}

/** What to tell the shopper about a failure a binding holds, or null when there is none. */
export function failureMessage(error: unknown): string | null {
  return error === null || error === undefined ? null : describeError(error);
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** FirestoreError codes (Lite derives them from the HTTP status) as shoppers meet them. */
const kindOfFirestoreCode: Record<string, DataErrorKind> = {
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'unavailable',
  aborted: 'unavailable',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  'not-found': 'not-found',
};

/** Maps a Firebase (or fetch) failure to a DataError; a TypeError is fetch's network failure. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  if (isOffline()) return new DataError('offline', messages.offline, { cause: error });
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const kind: DataErrorKind =
    kindOfFirestoreCode[code] ?? (error instanceof TypeError ? 'unavailable' : 'unknown');
  return new DataError(kind, messages[kind], { cause: error });
}

/** A DataError of a kind, with the shopper-facing sentence of its kind or the one given. */
export function dataError(kind: DataErrorKind, message?: string, cause?: unknown): DataError {
  return new DataError(kind, message ?? messages[kind], { cause });
}

export function timeoutError(): DataError {
  return new DataError('timeout', messages.timeout);
}
