import { unsupported } from './errors';
import { compareTimestamps } from './time';
import type { Value } from './types';

const servedTypes = new Set([
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'referenceValue',
  'arrayValue',
  'mapValue',
]);

/** A value's type, integers and doubles as one: Firestore compares numbers across the two. */
function typeOf(value: Value): string {
  const [type = ''] = Object.keys(value);
  if (!servedTypes.has(type)) throw unsupported(`values of type "${type}"`);
  return type === 'doubleValue' ? 'integerValue' : type;
}

export const sameType = (a: Value, b: Value): boolean => typeOf(a) === typeOf(b);

const numberOf = (value: Value): number =>
  'integerValue' in value
    ? Number(value.integerValue)
    : Number((value as { doubleValue: number }).doubleValue);

/**
 * Orders two values as Firestore does. The app orders and filters by fields of one type each
 * (numbers, timestamps, strings, the document name, booleans held equal): ordering across types,
 * and lists and maps, is refused.
 */
export function compareValues(a: Value, b: Value): number {
  const type = typeOf(a);
  if (type !== typeOf(b)) throw unsupported('ordering values of different types');
  if ('stringValue' in a && 'stringValue' in b) return compareUtf8(a.stringValue, b.stringValue);
  if ('timestampValue' in a && 'timestampValue' in b) {
    return compareTimestamps(a.timestampValue, b.timestampValue);
  }
  // A reference names a document of the queried collection: its id decides.
  if ('referenceValue' in a && 'referenceValue' in b) {
    return compareUtf8(a.referenceValue, b.referenceValue);
  }
  if ('booleanValue' in a && 'booleanValue' in b) {
    return Number(a.booleanValue) - Number(b.booleanValue);
  }
  if (type === 'integerValue') return Math.sign(numberOf(a) - numberOf(b));
  throw unsupported(`ordering values of type "${type}"`);
}

/** Equality as queries see it: `1` equals `1.0`; values of other types are never equal. */
export function valuesEqual(a: Value, b: Value): boolean {
  return sameType(a, b) && compareValues(a, b) === 0;
}

/**
 * UTF-8 byte order. It equals UTF-16 code unit order except where a surrogate (a code point above
 * U+FFFF) meets a unit from U+E000 up; moving surrogates above those fixes the difference.
 */
function compareUtf8(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const left = a.charCodeAt(i);
    const right = b.charCodeAt(i);
    if (left !== right) return utf8Rank(left) - utf8Rank(right);
  }
  return a.length - b.length === 0 ? 0 : a.length < b.length ? -1 : 1;
}

function utf8Rank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}
