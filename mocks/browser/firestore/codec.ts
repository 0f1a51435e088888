import { canonicalTimestamp } from './time';
import type { Fields, Value } from './types';

/**
 * Plain data ↔ Firestore values, for the seeded documents (mocks/backend/fixtures) of the stand-in
 * and of the local backend's emulator (mocks/backend/emulator-admin.ts): null, booleans, finite
 * numbers, strings, Dates, lists and maps. Encoded as Firestore answers them (integers as decimal
 * strings, timestamps without a zero fraction, empty lists and maps without members), so the
 * stand-in keeps seeds as they come.
 */
export function encodeValue(input: unknown): Value {
  if (input === null) return { nullValue: null };
  if (typeof input === 'boolean') return { booleanValue: input };
  if (typeof input === 'string') return { stringValue: input };
  if (typeof input === 'number' && Number.isFinite(input)) {
    return Number.isSafeInteger(input) ? { integerValue: String(input) } : { doubleValue: input };
  }
  if (input instanceof Date && !Number.isNaN(input.getTime())) {
    return { timestampValue: canonicalTimestamp(input.toISOString()) };
  }
  if (Array.isArray(input)) {
    const values = input.map(encodeValue);
    return { arrayValue: values.length > 0 ? { values } : {} };
  }
  if (typeof input === 'object' && Object.getPrototypeOf(input) === Object.prototype) {
    const fields = encodeFields(input as Record<string, unknown>);
    return { mapValue: Object.keys(fields).length > 0 ? { fields } : {} };
  }
  throw new TypeError(`Cannot store ${String(input)} in Firestore`);
}

/** `undefined` properties are left out, as the SDK can. */
export function encodeFields(data: Record<string, unknown>): Fields {
  const fields: Fields = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) fields[key] = encodeValue(value);
  }
  return fields;
}

/** Firestore value → plain data: timestamps as Dates, integers as numbers. */
export function decodeValue(value: Value): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  throw new TypeError(`Cannot decode ${JSON.stringify(value)}`);
}

export function decodeFields(fields: Fields): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) data[key] = decodeValue(value);
  return data;
}
