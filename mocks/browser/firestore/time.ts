import { unsupported } from './errors';

// What the SDK, src/data/firestore-rest.ts and this stand-in write: RFC 3339 in UTC.
const utc = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?Z$/;

/** A timestamp's whole seconds and its fraction as nine digits, which compare as text. */
function partsOf(timestamp: string): [string, string] {
  const [, seconds, fraction = ''] = utc.exec(timestamp) ?? [];
  if (seconds === undefined) {
    throw unsupported(`the timestamp ${JSON.stringify(timestamp)} (only RFC 3339 in UTC is)`);
  }
  return [seconds, fraction.padEnd(9, '0')];
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function compareTimestamps(a: string, b: string): number {
  const [leftSeconds, leftFraction] = partsOf(a);
  const [rightSeconds, rightFraction] = partsOf(b);
  return compareText(leftSeconds, rightSeconds) || compareText(leftFraction, rightFraction);
}

/**
 * A timestamp as Firestore stores and answers it: cut to the microsecond, with no fraction or
 * three or six digits of one (e.g. `2024-01-05T00:00:00Z`, `…00.120Z`, `…00.123456Z`).
 */
export function canonicalTimestamp(timestamp: string): string {
  const [seconds, fraction] = partsOf(timestamp);
  const micros = fraction.slice(0, 6);
  if (micros === '000000') return `${seconds}Z`;
  return `${seconds}.${micros.endsWith('000') ? micros.slice(0, 3) : micros}Z`;
}

/**
 * Commit times: microsecond resolution and strictly increasing, so every write gets a distinct
 * updateTime and the SDK's transaction preconditions (updateTime of what was read) stay exact.
 */
export function createClock(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Date.now() * 1000, last + 1);
    const millis = Math.floor(last / 1000);
    const extra = String(last - millis * 1000).padStart(3, '0');
    return `${new Date(millis).toISOString().slice(0, -1)}${extra}Z`;
  };
}
