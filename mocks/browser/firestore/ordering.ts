import { fromBase64, toBase64 } from './base64';
import { invalidArgument } from './errors';
import { isReservedName } from './paths';
import { canonicalTimestamp, compareTimestamps } from './time';
import type { Fields, Value } from './types';

/**
 * Firestore's total order across types: null < boolean < numbers (NaN first; integers and
 * doubles compared numerically) < timestamp < string < bytes < reference < geo point < array <
 * vector < map.
 */
export const enum TypeOrder {
  Null = 0,
  Boolean = 1,
  Number = 2,
  Timestamp = 3,
  String = 5,
  Bytes = 6,
  Reference = 7,
  GeoPoint = 8,
  Array = 9,
  Vector = 10,
  Map = 11,
}

export function typeOrder(value: Value): TypeOrder {
  if (typeof value !== 'object' || value === null) throw invalidArgument('A value is missing');
  if ('nullValue' in value) return TypeOrder.Null;
  if ('booleanValue' in value) return TypeOrder.Boolean;
  if ('integerValue' in value || 'doubleValue' in value) return TypeOrder.Number;
  if ('timestampValue' in value) return TypeOrder.Timestamp;
  if ('stringValue' in value) return TypeOrder.String;
  if ('bytesValue' in value) return TypeOrder.Bytes;
  if ('referenceValue' in value) return TypeOrder.Reference;
  if ('geoPointValue' in value) return TypeOrder.GeoPoint;
  if ('arrayValue' in value) return TypeOrder.Array;
  if ('mapValue' in value) {
    return isVector(value.mapValue.fields) ? TypeOrder.Vector : TypeOrder.Map;
  }
  throw invalidArgument(`Unknown value type ${JSON.stringify(value)}`);
}

function isVector(fields: Fields | undefined): boolean {
  const type = fields?.['__type__'];
  return !!type && 'stringValue' in type && type.stringValue === '__vector__';
}

export function compareValues(a: Value, b: Value): number {
  const leftType = typeOrder(a);
  const rightType = typeOrder(b);
  if (leftType !== rightType) return leftType < rightType ? -1 : 1;
  if (leftType === TypeOrder.Number) return compareNumbers(a, b);
  if ('booleanValue' in a && 'booleanValue' in b) {
    return Number(a.booleanValue) - Number(b.booleanValue);
  }
  if ('timestampValue' in a && 'timestampValue' in b) {
    return compareTimestamps(a.timestampValue, b.timestampValue);
  }
  if ('stringValue' in a && 'stringValue' in b) return compareUtf8(a.stringValue, b.stringValue);
  if ('bytesValue' in a && 'bytesValue' in b) {
    return compareBytes(fromBase64(a.bytesValue), fromBase64(b.bytesValue));
  }
  if ('referenceValue' in a && 'referenceValue' in b) {
    return compareReferences(a.referenceValue, b.referenceValue);
  }
  if ('geoPointValue' in a && 'geoPointValue' in b) {
    const left = a.geoPointValue;
    const right = b.geoPointValue;
    return (
      compareNumber(left.latitude ?? 0, right.latitude ?? 0) ||
      compareNumber(left.longitude ?? 0, right.longitude ?? 0)
    );
  }
  if ('arrayValue' in a && 'arrayValue' in b) {
    return compareArrays(a.arrayValue.values ?? [], b.arrayValue.values ?? []);
  }
  if ('mapValue' in a && 'mapValue' in b) {
    const left = a.mapValue.fields ?? {};
    const right = b.mapValue.fields ?? {};
    return leftType === TypeOrder.Vector ? compareVectors(left, right) : compareMaps(left, right);
  }
  return 0;
}

/** Equality as queries see it: `1` equals `1.0`, maps compare by content. */
export function valuesEqual(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0;
}

function compareNumber(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const integerDigitsExact = 15;

function compareNumbers(a: Value, b: Value): number {
  if ('integerValue' in a && 'integerValue' in b) {
    const left = String(a.integerValue);
    const right = String(b.integerValue);
    if (left.length > integerDigitsExact || right.length > integerDigitsExact) {
      const difference = BigInt(left) - BigInt(right);
      return difference < 0n ? -1 : difference > 0n ? 1 : 0;
    }
  }
  const left = numberOf(a);
  const right = numberOf(b);
  if (Number.isNaN(left)) return Number.isNaN(right) ? 0 : -1;
  if (Number.isNaN(right)) return 1;
  return compareNumber(left, right);
}

export function numberOf(value: Value): number {
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  return NaN;
}

/**
 * UTF-8 byte order. It equals UTF-16 code unit order except where a surrogate (a code point above
 * U+FFFF) meets a unit from U+E000 up; moving surrogates above those fixes the difference.
 */
export function compareUtf8(a: string, b: string): number {
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

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return compareNumber(a.length, b.length);
}

/** References order by their path segments, so `a/b` sorts before `a-c/…` and `a/b/c/d`. */
export function compareReferences(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const order = compareUtf8(left[i] ?? '', right[i] ?? '');
    if (order !== 0) return order;
  }
  return compareNumber(left.length, right.length);
}

function compareArrays(a: Value[], b: Value[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const left = a[i];
    const right = b[i];
    const order = left && right ? compareValues(left, right) : 0;
    if (order !== 0) return order;
  }
  return compareNumber(a.length, b.length);
}

function compareVectors(a: Fields, b: Fields): number {
  const left = vectorValues(a);
  const right = vectorValues(b);
  return compareNumber(left.length, right.length) || compareArrays(left, right);
}

function vectorValues(fields: Fields): Value[] {
  const value = fields['value'];
  return value && 'arrayValue' in value ? (value.arrayValue.values ?? []) : [];
}

function compareMaps(a: Fields, b: Fields): number {
  const leftKeys = Object.keys(a).sort(compareUtf8);
  const rightKeys = Object.keys(b).sort(compareUtf8);
  const length = Math.min(leftKeys.length, rightKeys.length);
  for (let i = 0; i < length; i++) {
    const leftKey = leftKeys[i] ?? '';
    const rightKey = rightKeys[i] ?? '';
    const keyOrder = compareUtf8(leftKey, rightKey);
    if (keyOrder !== 0) return keyOrder;
    const left = a[leftKey];
    const right = b[rightKey];
    const order = left && right ? compareValues(left, right) : 0;
    if (order !== 0) return order;
  }
  return compareNumber(leftKeys.length, rightKeys.length);
}

const valueKinds = new Set([
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
]);

const int64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

/** A computed double as JSON carries it: NaN and the infinities as strings (JSON has none). */
export function doubleValue(number: number): Value {
  if (Number.isNaN(number)) return { doubleValue: 'NaN' };
  if (!Number.isFinite(number)) return { doubleValue: number > 0 ? 'Infinity' : '-Infinity' };
  return { doubleValue: number };
}

/**
 * A written value as Firestore stores and answers it, or INVALID_ARGUMENT for what is not a value
 * (so a malformed write cannot poison later queries). Like the emulator, it writes integers as
 * decimal strings, timestamps in canonical UTC to the microsecond, and leaves out what proto3
 * JSON leaves out: empty lists and maps, zero coordinates.
 */
export function canonicalValue(value: Value): Value {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidArgument('A value is missing');
  }
  const kinds = Object.keys(value);
  if (kinds.length === 0) {
    throw invalidArgument('Cannot convert firestore.v1.Value with type unset.');
  }
  if (kinds.length > 1 || !valueKinds.has(kinds[0] ?? '')) {
    throw invalidArgument(`Invalid value ${JSON.stringify(value)}`);
  }
  const invalid = () => invalidArgument(`Invalid value ${JSON.stringify(value)}`);
  if ('nullValue' in value) {
    if (value.nullValue !== null && value.nullValue !== 'NULL_VALUE') throw invalid();
    return { nullValue: null };
  }
  if ('booleanValue' in value) {
    if (typeof value.booleanValue !== 'boolean') throw invalid();
    return value;
  }
  if ('integerValue' in value) {
    const raw = value.integerValue;
    const valid =
      (typeof raw === 'string' && /^-?\d+$/.test(raw)) ||
      (typeof raw === 'number' && Number.isSafeInteger(raw));
    const integer = valid ? BigInt(raw) : undefined;
    if (integer === undefined || integer < int64.min || integer > int64.max) throw invalid();
    return { integerValue: integer.toString() };
  }
  if ('doubleValue' in value) {
    const raw = value.doubleValue;
    if (raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return { doubleValue: raw };
    const number = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof number !== 'number' || Number.isNaN(number)) throw invalid();
    return doubleValue(number);
  }
  if ('timestampValue' in value) {
    // Proto3 JSON writes a Timestamp as an RFC 3339 string; `{seconds, nanos}` is refused.
    if (typeof value.timestampValue !== 'string') throw invalid();
    return { timestampValue: canonicalTimestamp(value.timestampValue) };
  }
  if ('stringValue' in value) {
    if (typeof value.stringValue !== 'string') throw invalid();
    return value;
  }
  if ('bytesValue' in value) {
    try {
      return { bytesValue: toBase64(fromBase64(value.bytesValue)) };
    } catch {
      throw invalid();
    }
  }
  if ('referenceValue' in value) {
    const name = value.referenceValue;
    if (typeof name !== 'string' || !name.startsWith('projects/')) throw invalid();
    return value;
  }
  if ('geoPointValue' in value) {
    const { latitude = 0, longitude = 0 } = value.geoPointValue ?? {};
    if (typeof latitude !== 'number' || typeof longitude !== 'number') throw invalid();
    return {
      geoPointValue: {
        ...(latitude === 0 ? {} : { latitude }),
        ...(longitude === 0 ? {} : { longitude }),
      },
    };
  }
  if ('arrayValue' in value) {
    const values = value.arrayValue?.values ?? [];
    if (!Array.isArray(values)) throw invalid();
    return { arrayValue: values.length === 0 ? {} : { values: values.map(canonicalValue) } };
  }
  const fields = value.mapValue?.fields ?? {};
  if (typeof fields !== 'object' || fields === null) throw invalid();
  if (Object.keys(fields).length === 0) return { mapValue: {} };
  return { mapValue: { fields: canonicalFields(fields, isVector(fields)) } };
}

/** A document's (or a map's) fields, canonical; `__…__` names are Firestore's, vectors aside. */
export function canonicalFields(fields: Fields, vector = false): Fields {
  const canonical: Fields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!vector && isReservedName(name)) throw invalidArgument(`field name ${name} is reserved`);
    canonical[name] = canonicalValue(value);
  }
  return canonical;
}
