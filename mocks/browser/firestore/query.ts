import { invalidArgument } from './errors';
import { compareValues } from './ordering';
import {
  checkFieldPath,
  checkId,
  documentIdField,
  formatFieldPath,
  getField,
  parseFieldPath,
  setField,
} from './paths';
import { compileFilter, filteredFields, inequalityFields, type Lookup } from './filters';
import type { Cursor, Fields, StructuredQuery, Value } from './types';

/** What a query reads of a document: its path below the database root and its fields. */
export interface QueryDocument {
  path: string;
  fields: Fields;
}

interface Ordering {
  segments: string[];
  descending: boolean;
  /** Asked for in `orderBy`, rather than added by the backend. */
  explicit: boolean;
}

export interface QuerySource {
  /** Undefined for a kindless query: every collection under the parent. */
  collectionId: string | undefined;
  allDescendants: boolean;
}

/**
 * The collection (or collection group) a query reads. As in the emulator, a query without `from`
 * or without a collection id is kindless: it reads every collection directly under its parent,
 * or with `allDescendants` every document below it.
 */
export function querySource(query: StructuredQuery): QuerySource {
  const from = query.from ?? [];
  if (!Array.isArray(from)) throw invalidArgument('structuredQuery.from must be a list');
  if (from.length > 1) {
    throw invalidArgument('StructuredQuery.from cannot have more than one collection selector.');
  }
  const [selector] = from;
  const collectionId = selector?.collectionId ?? '';
  if (typeof collectionId !== 'string') throw invalidArgument('collectionId must be a string');
  if (collectionId) checkId(collectionId, 'Collection');
  return {
    collectionId: collectionId || undefined,
    allDescendants: selector?.allDescendants === true,
  };
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
  /** Fields every answered document must have (an aggregation's sum and avg fields). */
  requiredFields: readonly string[] = [],
): D[] {
  if (querySource(query).collectionId === undefined) checkKindless(query);
  const lookup = fieldLookup(root);
  const matches = query.where === undefined ? () => true : compileFilter(query.where, lookup);
  const orderings = normalizedOrderings(query, requiredFields);
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
  const start = query.startAt ? cursorOf(query.startAt, orderings, root) : undefined;
  const end = query.endAt ? cursorOf(query.endAt, orderings, root) : undefined;
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
  const offset = queryOffset(query);
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

/**
 * A cursor may give a value for each explicit ordering, no more (the emulator does not count the
 * orderings it adds); a value for `__name__` must name a document of the queried database.
 */
function cursorOf(
  cursor: Cursor,
  orderings: Ordering[],
  root: string,
): { values: Value[]; before: boolean } {
  const values = cursor.values ?? [];
  if (!Array.isArray(values) || values.length > orderings.filter((o) => o.explicit).length) {
    throw invalidArgument('Cursor has too many values.');
  }
  values.forEach((value, index) => {
    if (orderings[index]?.segments.join('.') !== documentIdField) return;
    if (typeof value !== 'object' || value === null || !('referenceValue' in value)) {
      throw invalidArgument('Cursor __key__ value is not a document reference.');
    }
    if (!value.referenceValue.startsWith(`${root}/`)) {
      throw invalidArgument('The cursor key is in a different database than the query');
    }
  });
  return { values, before: cursor.before === true };
}

/** What the emulator allows a kindless query: filters on `__name__`, ordering by it ascending. */
function checkKindless(query: StructuredQuery): void {
  const filtered = query.where ? filteredFields(query.where) : [];
  const other = filtered.find((path) => path !== documentIdField);
  if (other !== undefined) throw invalidArgument(`kind is required for filter: ${other}`);
  const orders = query.orderBy ?? [];
  const byNameAscending = orders.every(
    (order) =>
      order.field?.fieldPath === documentIdField &&
      (order.direction ?? 'ASCENDING') === 'ASCENDING',
  );
  if (!byNameAscending) {
    throw invalidArgument('kind is required for all orders except __key__ ascending');
  }
}

/**
 * The explicit orderings, then inequality-filtered fields not yet ordered (sorted by path), then
 * `__name__` in the direction of the last explicit one, as the backend normalises queries.
 */
export function normalizedOrderings(
  query: StructuredQuery,
  requiredFields: readonly string[] = [],
): Ordering[] {
  const explicit = query.orderBy ?? [];
  if (!Array.isArray(explicit)) throw invalidArgument('structuredQuery.orderBy must be a list');
  const orderings: Ordering[] = explicit.map((order) => {
    const direction = order.direction ?? 'ASCENDING';
    if (direction !== 'ASCENDING' && direction !== 'DESCENDING') {
      throw invalidArgument(`Unknown direction ${JSON.stringify(direction)}`);
    }
    const segments = parseFieldPath(order.field?.fieldPath);
    checkFieldPath(segments);
    return { segments, descending: direction === 'DESCENDING', explicit: true };
  });
  const ordered = new Set(orderings.map((o) => formatFieldPath(o.segments)));
  const descending = orderings[orderings.length - 1]?.descending ?? false;
  // An aggregation's fields are ordered like inequality fields: documents without them drop out,
  // and a limit takes the first documents in their order (as the emulator answers).
  const implicit = [
    ...(query.where ? inequalityFields(query.where) : []),
    ...requiredFields.map((path) => formatFieldPath(parseFieldPath(path))),
  ];
  for (const path of implicit.sort()) {
    if (path === documentIdField || ordered.has(path)) continue;
    ordered.add(path);
    orderings.push({ segments: parseFieldPath(path), descending, explicit: false });
  }
  if (!ordered.has(documentIdField)) {
    orderings.push({ segments: [documentIdField], descending, explicit: false });
  }
  return orderings;
}

/** `limit` is a number (or its decimal string): proto3 JSON has no `{ value }` wrapper. */
export function queryLimit(query: StructuredQuery): number | undefined {
  return nonNegativeInteger(query.limit, 'limit');
}

export function queryOffset(query: StructuredQuery): number {
  return nonNegativeInteger(query.offset, 'offset') ?? 0;
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
    if (value !== undefined) setField(selected, segments, value);
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
