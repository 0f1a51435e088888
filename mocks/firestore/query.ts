import { invalidArgument } from './errors';
import { compareValues } from './ordering';
import { documentIdField, formatFieldPath, getField, parseFieldPath } from './paths';
import { compileFilter, inequalityFields, type Lookup } from './filters';
import type { Cursor, Fields, StructuredQuery, Value } from './types';

/** What a query reads of a document: its path below the database root and its fields. */
export interface QueryDocument {
  path: string;
  fields: Fields;
}

interface Ordering {
  segments: string[];
  descending: boolean;
}

export interface QuerySource {
  collectionId: string;
  allDescendants: boolean;
}

/** The one collection (or collection group) a query reads. */
export function querySource(query: StructuredQuery): QuerySource {
  const from = query.from;
  if (!Array.isArray(from) || from.length !== 1) {
    throw invalidArgument('A query must read exactly one collection (structuredQuery.from)');
  }
  const [selector] = from;
  if (typeof selector?.collectionId !== 'string' || selector.collectionId === '') {
    throw invalidArgument('structuredQuery.from needs a collectionId');
  }
  return { collectionId: selector.collectionId, allDescendants: selector.allDescendants === true };
}

/** `root` is the database's `projects/…/documents` prefix: it makes `__name__` a reference. */
export function fieldLookup(root: string): Lookup {
  return (document, segments) =>
    segments.length === 1 && segments[0] === documentIdField
      ? { referenceValue: `${root}/${document.path}` }
      : getField(document.fields, segments);
}

/**
 * Evaluates a structured query over the documents of its collection: filter, order (with the
 * implicit orderings Firestore adds), cursors, offset, limit. Documents that lack an ordered
 * field are left out, as Firestore does.
 */
export function evaluateQuery<D extends QueryDocument>(
  candidates: Iterable<D>,
  query: StructuredQuery,
  root: string,
): D[] {
  const lookup = fieldLookup(root);
  const matches = query.where === undefined ? () => true : compileFilter(query.where, lookup);
  const orderings = normalizedOrderings(query);
  const rows: Array<{ document: D; keys: Value[] }> = [];
  for (const document of candidates) {
    if (!matches(document)) continue;
    const keys: Value[] = [];
    for (const ordering of orderings) {
      const value = lookup(document, ordering.segments);
      if (value === undefined) break;
      keys.push(value);
    }
    if (keys.length === orderings.length) rows.push({ document, keys });
  }
  const start = query.startAt ? cursorOf(query.startAt, orderings) : undefined;
  const end = query.endAt ? cursorOf(query.endAt, orderings) : undefined;
  const inRange = rows.filter(({ keys }) => {
    if (start) {
      const order = compareKeys(keys, start.values, orderings);
      if (order < 0 || (order === 0 && !start.before)) return false;
    }
    if (end) {
      const order = compareKeys(keys, end.values, orderings);
      if (order > 0 || (order === 0 && end.before)) return false;
    }
    return true;
  });
  const offset = nonNegativeInteger(query.offset, 'offset') ?? 0;
  const limit = queryLimit(query);
  const wanted = limit === undefined ? inRange.length : offset + limit;
  const ordered = firstInOrder(inRange, wanted, (a, b) => compareKeys(a.keys, b.keys, orderings));
  return ordered.slice(offset).map((row) => row.document);
}

/**
 * The first `count` items in order. A page of 24 out of 10k documents keeps a short sorted
 * buffer instead of sorting everything: most documents lose to the buffer's last in one compare.
 */
function firstInOrder<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count >= items.length / 4) return items.sort(compare).slice(0, count);
  const buffer: T[] = [];
  for (const item of items) {
    const last = buffer[buffer.length - 1];
    if (buffer.length === count && last !== undefined && compare(item, last) >= 0) continue;
    let low = 0;
    let high = buffer.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const probe = buffer[middle];
      if (probe !== undefined && compare(probe, item) <= 0) low = middle + 1;
      else high = middle;
    }
    buffer.splice(low, 0, item);
    if (buffer.length > count) buffer.pop();
  }
  return buffer;
}

/** Compares a document's order keys with another's, or with a cursor's (possibly fewer) values. */
function compareKeys(keys: Value[], other: Value[], orderings: Ordering[]): number {
  const length = Math.min(keys.length, other.length);
  for (let i = 0; i < length; i++) {
    const left = keys[i];
    const right = other[i];
    if (!left || !right) break;
    const order = compareValues(left, right);
    if (order !== 0) return orderings[i]?.descending ? -order : order;
  }
  return 0;
}

function cursorOf(cursor: Cursor, orderings: Ordering[]): { values: Value[]; before: boolean } {
  const values = cursor.values ?? [];
  if (!Array.isArray(values) || values.length > orderings.length) {
    throw invalidArgument('A cursor has more values than the query has orderings');
  }
  return { values, before: cursor.before === true };
}

/**
 * The explicit orderings, then inequality-filtered fields not yet ordered (sorted by path), then
 * `__name__` in the direction of the last explicit one, as the backend normalises queries.
 */
export function normalizedOrderings(query: StructuredQuery): Ordering[] {
  const explicit = query.orderBy ?? [];
  if (!Array.isArray(explicit)) throw invalidArgument('structuredQuery.orderBy must be a list');
  const orderings: Ordering[] = explicit.map((order) => {
    const direction = order.direction ?? 'ASCENDING';
    if (direction !== 'ASCENDING' && direction !== 'DESCENDING') {
      throw invalidArgument(`Unknown direction ${JSON.stringify(direction)}`);
    }
    return {
      segments: parseFieldPath(order.field?.fieldPath),
      descending: direction === 'DESCENDING',
    };
  });
  const ordered = new Set(orderings.map((o) => formatFieldPath(o.segments)));
  const descending = orderings[orderings.length - 1]?.descending ?? false;
  const implicit = query.where ? inequalityFields(query.where) : [];
  for (const path of implicit.sort()) {
    if (path === documentIdField || ordered.has(path)) continue;
    ordered.add(path);
    orderings.push({ segments: parseFieldPath(path), descending });
  }
  if (!ordered.has(documentIdField)) orderings.push({ segments: [documentIdField], descending });
  return orderings;
}

/** `limit` arrives as a number (proto3 JSON) or as an Int32Value `{ value }`. */
export function queryLimit(query: StructuredQuery): number | undefined {
  const limit = query.limit;
  const value = typeof limit === 'object' && limit !== null ? limit.value : limit;
  return nonNegativeInteger(value, 'limit');
}

function nonNegativeInteger(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
    throw invalidArgument(`${name} must be a non-negative integer`);
  }
  return number;
}

/** A `select` field mask: only the named fields (nested ones keep their parents). */
export function selectFields(fields: Fields, fieldPaths: readonly string[]): Fields {
  const selected: Fields = {};
  for (const path of fieldPaths) {
    const segments = parseFieldPath(path);
    if (segments.length === 1 && segments[0] === documentIdField) continue;
    const value = getField(fields, segments);
    if (value === undefined) continue;
    let target = selected;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        target[segment] = value;
        return;
      }
      const existing = target[segment];
      const next: Fields =
        existing && 'mapValue' in existing ? (existing.mapValue.fields ??= {}) : {};
      if (!existing || !('mapValue' in existing)) target[segment] = { mapValue: { fields: next } };
      target = next;
    });
  }
  return selected;
}

/** The query's `select`, if any, as field paths. */
export function selectedPaths(query: StructuredQuery): string[] | undefined {
  const fields = query.select?.fields;
  if (fields === undefined) return undefined;
  if (!Array.isArray(fields)) throw invalidArgument('structuredQuery.select.fields must be a list');
  return fields.map((f) => {
    if (typeof f?.fieldPath !== 'string') throw invalidArgument('A select field needs a fieldPath');
    return f.fieldPath;
  });
}
