/**
 * Lenient readers for the fields of a stored document, whichever SDK read it: a field missing or
 * of the wrong type reads as a safe default (empty text, 0, null), never as a throw, so a
 * document changed by hand still shows with what can be read of it.
 */

/** A stored map's fields. */
export type Fields = Record<string, unknown>;

/** A map's fields; anything else reads as a map without any. */
export const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

/** A map's fields, or null for a field not set (missing or null). */
export const fieldsOrNull = (value: unknown): Fields | null =>
  value === undefined || value === null ? null : fieldsOf(value);

/** Text, or `fallback` (empty) for anything else. */
export const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

/** Text, or null for anything else; empty text stays. */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : null;

/** Text with something in it, or null for empty text and anything else. */
export const filledTextOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Text with more than spaces in it, as stored, or null. */
export const wordsOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** Text with more than spaces in it, its spaces around trimmed, or null. */
export const trimmedOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The strings of a list; anything else reads as none. */
export function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** A list's items as stored; anything else reads as none. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A finite number (an amount in KES), or 0. */
export const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A whole number, or 0. */
export const wholeNumber = (value: unknown): number =>
  Number.isSafeInteger(value) ? (value as number) : 0;

/** Whether the value is one of the vocabulary's words. */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/**
 * A Firestore timestamp of any SDK (anything with `toDate`, so the model needs none of them) as
 * ISO 8601, or null for anything else.
 */
export function instantOrNull(value: unknown): string | null {
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  const date = typeof toDate === 'function' ? (toDate.call(value) as unknown) : null;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** The epoch, where a time must be given and the document has none readable. */
export const epoch = new Date(0).toISOString();
