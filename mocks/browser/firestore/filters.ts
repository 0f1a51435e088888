import { unsupported } from './errors';
import { compareValues, sameType, valuesEqual } from './ordering';
import { fieldSegments } from './paths';
import type { Filter, QueryDocument, Value } from './types';

/** Reads a field (or `__name__`) of a document; undefined when the document lacks it. */
export type Lookup = (document: QueryDocument, segments: readonly string[]) => Value | undefined;

type Test = (value: Value) => boolean;

/**
 * The field filters the app sends (docs/query-shapes.md): equality, a price or minimum quantity
 * between bounds, one array-contains, and `in` by document name (readByIds in
 * src/catalog/data/products.ts). A range tests values of its bound's type only.
 */
const operators: Record<string, (target: Value) => Test> = {
  EQUAL: (target) => (value) => valuesEqual(value, target),
  GREATER_THAN_OR_EQUAL: (target) => (value) =>
    sameType(value, target) && compareValues(value, target) >= 0,
  LESS_THAN_OR_EQUAL: (target) => (value) =>
    sameType(value, target) && compareValues(value, target) <= 0,
  ARRAY_CONTAINS: (target) => (value) =>
    'arrayValue' in value && (value.arrayValue.values ?? []).some((v) => valuesEqual(v, target)),
  IN: (target) => {
    const listed = (target as { arrayValue: { values?: Value[] } }).arrayValue.values ?? [];
    return (value) => listed.some((item) => valuesEqual(value, item));
  },
};

const ranges = new Set(['GREATER_THAN_OR_EQUAL', 'LESS_THAN_OR_EQUAL']);

/**
 * Compiles a `where` filter once for all the documents of a collection. Each field held to a range
 * is added to `ranged`: Firestore orders by it (query.ts).
 */
export function compileFilter(
  filter: Filter,
  lookup: Lookup,
  ranged: Set<string>,
): (document: QueryDocument) => boolean {
  if ('compositeFilter' in filter) {
    const { op, filters } = filter.compositeFilter;
    if (op !== 'AND') throw unsupported(`${op} filters`);
    const parts = filters.map((part) => compileFilter(part, lookup, ranged));
    return (document) => parts.every((part) => part(document));
  }
  if (!('fieldFilter' in filter)) throw unsupported(`${Object.keys(filter).join()} filters`);
  const { field, op, value } = filter.fieldFilter;
  const operator = operators[op];
  if (!operator) throw unsupported(`${op} filters`);
  const segments = fieldSegments(field.fieldPath);
  if (ranges.has(op)) ranged.add(field.fieldPath);
  const test = operator(value);
  return (document) => {
    const found = lookup(document, segments);
    return found !== undefined && test(found);
  };
}
