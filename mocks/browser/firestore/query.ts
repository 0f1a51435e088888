import { onlyServed, unsupported } from './errors';
import { compileFilter, type Lookup } from './filters';
import { compareValues } from './ordering';
import { documentIdField, fieldSegments, getField } from './paths';
import type { QueryDocument, StructuredQuery, Value } from './types';

interface Ordering {
  path: string;
  segments: string[];
  descending: boolean;
}

/** The one collection a query reads: the app names it (no collection groups, no kindless queries). */
export function collectionIdOf(query: StructuredQuery): string {
  const [selector, ...more] = query.from;
  if (!selector || more.length > 0) throw unsupported('queries of other than one collection');
  onlyServed(selector, ['collectionId'], 'structuredQuery.from');
  return selector.collectionId;
}

/** `root` is the database's `projects/…/documents` prefix: it makes `__name__` a reference. */
function fieldLookup(root: string): Lookup {
  return (document, segments) =>
    segments.length === 1 && segments[0] === documentIdField
      ? { referenceValue: `${root}/${document.path}` }
      : getField(document.fields, segments);
}

/** How many documents a count's query matches: the app counts a filter alone (runCount). */
export function countMatching(
  candidates: Iterable<QueryDocument>,
  query: StructuredQuery,
  root: string,
): number {
  onlyServed(query, ['from', 'where'], 'structuredAggregationQuery.structuredQuery');
  if (!query.where) return [...candidates].length;
  const matches = compileFilter(query.where, fieldLookup(root), new Set());
  return [...candidates].filter(matches).length;
}

/**
 * Evaluates a query over the documents of its collection as Firestore does: filter, order (ending
 * with `__name__`), the documents after a cursor, limit. Documents lacking an ordered field are
 * left out. The SDK and src/data/firestore-rest.ts order by every field held to a range, as
 * Firestore would add it; a query that leaves one out is refused.
 */
export function evaluateQuery<D extends QueryDocument>(
  candidates: Iterable<D>,
  query: StructuredQuery,
  root: string,
): D[] {
  onlyServed(query, ['select', 'from', 'where', 'orderBy', 'startAt', 'limit'], 'structuredQuery');
  const lookup = fieldLookup(root);
  const ranged = new Set<string>();
  const matches = query.where ? compileFilter(query.where, lookup, ranged) : () => true;
  const orderings = orderingsOf(query);
  for (const path of ranged) {
    if (!orderings.some((ordering) => ordering.path === path)) {
      throw unsupported(`a range filter on ${path} without ordering by it`);
    }
  }
  const after = query.startAt && cursorValues(query.startAt);
  const rows: Array<{ document: D; keys: Value[] }> = [];
  for (const document of candidates) {
    if (!matches(document)) continue;
    const keys = orderings.flatMap((ordering) => lookup(document, ordering.segments) ?? []);
    if (keys.length < orderings.length) continue;
    if (after && compareKeys(keys, after, orderings) <= 0) continue;
    rows.push({ document, keys });
  }
  rows.sort((a, b) => compareKeys(a.keys, b.keys, orderings));
  return rows.slice(0, query.limit).map((row) => row.document);
}

/** The query's orderings, then `__name__` in the direction of the last, unless it is named. */
function orderingsOf(query: StructuredQuery): Ordering[] {
  const orderings = (query.orderBy ?? []).map(({ field, direction }) => ({
    path: field.fieldPath,
    segments: fieldSegments(field.fieldPath),
    descending: direction === 'DESCENDING',
  }));
  if (!orderings.some((ordering) => ordering.path === documentIdField)) {
    const descending = orderings[orderings.length - 1]?.descending ?? false;
    orderings.push({ path: documentIdField, segments: [documentIdField], descending });
  }
  return orderings;
}

/** The app reads the page after its last card (`before: false`); a cursor may name fewer keys. */
function cursorValues(cursor: NonNullable<StructuredQuery['startAt']>): Value[] {
  if (cursor.before) throw unsupported('cursors that include their position (startAt, endBefore)');
  return cursor.values;
}

/** Compares a document's order keys with another's, or with a cursor's (possibly fewer) values. */
function compareKeys(keys: Value[], other: Value[], orderings: Ordering[]): number {
  for (let i = 0; i < Math.min(keys.length, other.length); i++) {
    const left = keys[i];
    const right = other[i];
    const order = left && right ? compareValues(left, right) : 0;
    if (order !== 0) return orderings[i]?.descending ? -order : order;
  }
  return 0;
}
