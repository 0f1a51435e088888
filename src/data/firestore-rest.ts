import { backendMode, firebaseSettings } from '@/settings/shop-settings';

/**
 * Firestore's REST API for the catalog's public reads, without the Firebase SDK. The catalog is
 * what every first page shows, so reading it must not wait for the SDK to download (about 40 KB
 * on a phone), nor for a CORS preflight: these requests send no custom header and a text/plain
 * body, as browsers send a form, so they go out at once. They may also ask for only some fields
 * (`select`), which the Web SDK cannot.
 *
 * Reads only: anything signed in, and every write, goes through the SDK (src/data/firebase-app.ts).
 */

/** A Firestore value as the REST API spells it. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/** A read document: its id and its fields as plain values (timestamps as ISO 8601 strings). */
export interface RestDocument {
  id: string;
  data: Record<string, unknown>;
}

export type FieldOperator =
  'EQUAL' | 'GREATER_THAN_OR_EQUAL' | 'LESS_THAN_OR_EQUAL' | 'ARRAY_CONTAINS' | 'IN';

export interface FieldFilter {
  fieldFilter: { field: { fieldPath: string }; op: FieldOperator; value: RestValue };
}

export interface StructuredQuery {
  from: [{ collectionId: string }];
  select?: { fields: Array<{ fieldPath: string }> };
  where?: FieldFilter | { compositeFilter: { op: 'AND'; filters: FieldFilter[] } };
  orderBy?: Array<{ field: { fieldPath: string }; direction: 'ASCENDING' | 'DESCENDING' }>;
  startAt?: { values: RestValue[]; before: boolean };
  limit?: number;
}

/** The path of the document id in a query: filter and order by it as by a field. */
export const documentIdField = '__name__';

const { projectId, apiKey } = firebaseSettings.web;
const { firestoreHost, firestorePort } = firebaseSettings.emulators;
const origin =
  backendMode === 'local'
    ? `http://${firestoreHost}:${firestorePort}`
    : 'https://firestore.googleapis.com';
const documentsPath = `projects/${projectId}/databases/(default)/documents`;

/** The full name of a document, as references and batch reads spell it. */
export function documentName(collectionId: string, id: string): string {
  return `${documentsPath}/${collectionId}/${id}`;
}

/**
 * A failed REST call with the code the Firebase SDK would give it (from the HTTP status, as
 * Firestore Lite does), so src/data/data-error.ts reads both alike.
 */
export class FirestoreRestError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'FirestoreRestError';
    this.code = code;
  }
}

const codeOfHttpStatus: Record<number, string> = {
  400: 'failed-precondition',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

async function call(method: string, body: object): Promise<unknown[]> {
  const response = await fetch(`${origin}/v1/${documentsPath}:${method}?key=${apiKey}`, {
    method: 'POST',
    // A CORS-safelisted type: no preflight, one round trip fewer on a phone.
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = errorMessage(answer) ?? `Firestore answered ${response.status}`;
    throw new FirestoreRestError(codeOfHttpStatus[response.status] ?? 'unknown', message);
  }
  if (!Array.isArray(answer)) throw new FirestoreRestError('unknown', 'Firestore answered no list');
  return answer;
}

function errorMessage(answer: unknown): string | undefined {
  const error = (Array.isArray(answer) ? answer[0] : answer) as
    { error?: { message?: unknown } } | null | undefined;
  return typeof error?.error?.message === 'string' ? error.error.message : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A REST value as a plain one; a timestamp stays its ISO 8601 text. The catalog holds no bytes,
 * geo points or references: those, like anything that is not a value, read as undefined.
 */
export function decodeValue(value: unknown): unknown {
  if (!isObject(value)) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('nullValue' in value) return null;
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: unknown }).fields);
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: unknown }).values;
    return Array.isArray(values) ? values.map(decodeValue) : [];
  }
  return undefined;
}

function decodeFields(fields: unknown): Record<string, unknown> {
  if (!isObject(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]),
  );
}

function toDocument(document: unknown): RestDocument | null {
  if (!isObject(document) || typeof document.name !== 'string') return null;
  return {
    id: document.name.slice(document.name.lastIndexOf('/') + 1),
    data: decodeFields(document.fields),
  };
}

/** A plain value as a REST one: whole numbers as integers, other numbers as doubles. */
export function encodeValue(value: string | number | boolean | null): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

/** The documents a query matches, in its order. */
export async function runQuery(structuredQuery: StructuredQuery): Promise<RestDocument[]> {
  const answer = await call('runQuery', { structuredQuery });
  return answer.flatMap((item) =>
    isObject(item) && item.document ? (toDocument(item.document) ?? []) : [],
  );
}

/** How many documents a query matches, counted by the backend without reading them. */
export async function runCount(structuredQuery: StructuredQuery): Promise<number> {
  const answer = await call('runAggregationQuery', {
    structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'count', count: {} }] },
  });
  const [first] = answer as Array<{ result?: { aggregateFields?: { count?: unknown } } }>;
  const count = decodeValue(first?.result?.aggregateFields?.count);
  if (typeof count !== 'number' || !Number.isInteger(count)) {
    throw new FirestoreRestError('unknown', 'Firestore answered no count');
  }
  return count;
}

/** One document by id, or null when there is none. */
export async function getDocument(collectionId: string, id: string): Promise<RestDocument | null> {
  const answer = await call('batchGet', { documents: [documentName(collectionId, id)] });
  const found = answer.find((item) => isObject(item) && item.found);
  return found ? toDocument((found as { found: unknown }).found) : null;
}
