import { fromBase64, toBase64 } from './base64';
import { invalidArgument } from './errors';
import { defaultRoot } from './paths';
import { formatInstant, toInstant } from './time';
import type { Fields, Value } from './types';

export { compareValues, typeOrder, valuesEqual } from './ordering';
export { fromBase64, toBase64 } from './base64';

/** An explicit geo point in plain data (plain `{latitude, longitude}` objects stay maps). */
export class GeoPoint {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

/** An explicit document reference in plain data; `name` is the full resource name. */
export class DocumentReference {
  constructor(readonly name: string) {}
}

export function geoPoint(latitude: number, longitude: number): GeoPoint {
  return new GeoPoint(latitude, longitude);
}

/** `reference('products/p1')`, or a full `projects/…/documents/…` name. */
export function reference(path: string, root = defaultRoot): DocumentReference {
  return new DocumentReference(path.startsWith('projects/') ? path : `${root}/${path}`);
}

/** A Firebase `Timestamp` (or anything shaped like one) keeps its nanoseconds. */
interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}

function isTimestampLike(input: object): input is TimestampLike {
  const candidate = input as Partial<TimestampLike>;
  return (
    typeof candidate.toDate === 'function' &&
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number'
  );
}

/** Plain JS → Firestore Value. `undefined` object properties are left out, as the SDK can. */
export function encodeValue(input: unknown): Value {
  if (input === null) return { nullValue: null };
  switch (typeof input) {
    case 'boolean':
      return { booleanValue: input };
    case 'bigint':
      return { integerValue: input.toString() };
    case 'number':
      return Number.isSafeInteger(input)
        ? { integerValue: String(input) }
        : { doubleValue: encodeDouble(input) };
    case 'string':
      return { stringValue: input };
    case 'object':
      return encodeObject(input);
    default:
      throw new TypeError(`Cannot store a ${typeof input} in Firestore`);
  }
}

function encodeDouble(input: number): number | string {
  if (Number.isNaN(input)) return 'NaN';
  if (input === Infinity) return 'Infinity';
  if (input === -Infinity) return '-Infinity';
  return input;
}

function encodeObject(input: object): Value {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new TypeError('Cannot store an invalid Date');
    return { timestampValue: input.toISOString() };
  }
  if (isTimestampLike(input)) {
    return { timestampValue: formatInstant({ seconds: input.seconds, nanos: input.nanoseconds }) };
  }
  if (input instanceof Uint8Array) return { bytesValue: toBase64(input) };
  if (input instanceof GeoPoint) {
    return { geoPointValue: { latitude: input.latitude, longitude: input.longitude } };
  }
  if (input instanceof DocumentReference) return { referenceValue: input.name };
  if (Array.isArray(input)) {
    return {
      arrayValue: {
        values: input.map((item: unknown) => {
          if (item === undefined) throw new TypeError('Cannot store undefined in an array');
          return encodeValue(item);
        }),
      },
    };
  }
  return { mapValue: { fields: encodeFields(input as Record<string, unknown>) } };
}

export function encodeFields(data: Record<string, unknown>): Fields {
  const fields: Fields = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) fields[key] = encodeValue(value);
  }
  return fields;
}

/** Firestore Value → plain JS: timestamps as Date, bytes as Uint8Array, integers as number. */
export function decodeValue(value: Value): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) {
    const { seconds, nanos } = toInstant(value.timestampValue);
    return new Date(seconds * 1000 + Math.floor(nanos / 1e6));
  }
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return fromBase64(value.bytesValue);
  if ('referenceValue' in value) return new DocumentReference(value.referenceValue);
  if ('geoPointValue' in value) {
    return new GeoPoint(value.geoPointValue.latitude ?? 0, value.geoPointValue.longitude ?? 0);
  }
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  throw invalidArgument(`Unknown value type ${JSON.stringify(value)}`);
}

export function decodeFields(fields: Fields): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) data[key] = decodeValue(value);
  return data;
}
