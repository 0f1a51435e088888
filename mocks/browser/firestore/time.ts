import { invalidArgument } from './errors';
import type { TimestampObject } from './types';

export interface Instant {
  seconds: number;
  nanos: number;
}

const rfc3339 = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i;

/** An RFC 3339 string (any fraction length, any offset) or a `{seconds, nanos}` object. */
export function toInstant(value: string | TimestampObject): Instant {
  if (typeof value === 'object' && value !== null) {
    return { seconds: Number(value.seconds ?? 0), nanos: Number(value.nanos ?? 0) };
  }
  const match = typeof value === 'string' ? rfc3339.exec(value) : null;
  const [, wholeSeconds, fraction = '', offset] = match ?? [];
  const millis =
    wholeSeconds && offset ? Date.parse(`${wholeSeconds}${offset.toUpperCase()}`) : NaN;
  if (Number.isNaN(millis)) throw invalidArgument(`Invalid timestamp ${JSON.stringify(value)}`);
  return { seconds: Math.floor(millis / 1000), nanos: Number(fraction.padEnd(9, '0')) };
}

function compareInstants(a: Instant, b: Instant): number {
  return a.seconds - b.seconds || a.nanos - b.nanos;
}

const utcShape = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z$/;

/**
 * Orders timestamps. UTC strings (what the SDK and this stand-in write) compare as text, which
 * keeps sorting 10k documents by a timestamp fast; anything else is parsed. Values are made
 * canonical when written (canonicalValue), so same-length UTC strings share one layout.
 */
export function compareTimestamps(
  a: string | TimestampObject,
  b: string | TimestampObject,
): number {
  if (
    typeof a === 'string' &&
    typeof b === 'string' &&
    a.length === b.length &&
    a.endsWith('Z') &&
    b.endsWith('Z')
  ) {
    return compareText(a, b);
  }
  if (typeof a === 'string' && typeof b === 'string' && utcShape.test(a) && utcShape.test(b)) {
    const bySeconds = compareText(a.slice(0, 19), b.slice(0, 19));
    if (bySeconds !== 0) return bySeconds;
    return compareText(fractionOf(a), fractionOf(b));
  }
  return Math.sign(compareInstants(toInstant(a), toInstant(b)));
}

function fractionOf(utc: string): string {
  return utc.slice(20, -1).padEnd(9, '0');
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Formats microseconds since the epoch as RFC 3339 UTC with six fraction digits. */
export function formatMicros(micros: number): string {
  const millis = Math.floor(micros / 1000);
  const iso = new Date(millis).toISOString();
  const extra = String(micros - millis * 1000).padStart(3, '0');
  return `${iso.slice(0, -1)}${extra}Z`;
}

/**
 * A timestamp as Firestore stores and answers it: UTC, cut to the microsecond, with no fraction
 * or three or six digits of one (e.g. `2024-01-05T00:00:00Z`, `…00.120Z`, `…00.123456Z`).
 */
export function canonicalTimestamp(value: string): string {
  const { seconds, nanos } = toInstant(value);
  const micros = Math.floor(nanos / 1000);
  const whole = new Date(seconds * 1000).toISOString().slice(0, 19);
  if (micros === 0) return `${whole}Z`;
  if (micros % 1000 === 0) return `${whole}.${String(micros / 1000).padStart(3, '0')}Z`;
  return `${whole}.${String(micros).padStart(6, '0')}Z`;
}

export function formatInstant({ seconds, nanos }: Instant): string {
  const iso = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${iso}.${String(nanos).padStart(9, '0')}Z`;
}

/**
 * Commit times: microsecond resolution and strictly increasing, so every write gets a distinct
 * updateTime and the SDK's transaction preconditions (updateTime of what was read) stay exact.
 */
export function createClock(now: () => number = Date.now): () => string {
  let last = 0;
  return () => {
    last = Math.max(now() * 1000, last + 1);
    return formatMicros(last);
  };
}

export function sameInstant(a: string | TimestampObject, b: string | TimestampObject): boolean {
  return compareInstants(toInstant(a), toInstant(b)) === 0;
}
