import { inequalityOps } from '../../../src/query-shapes/index-rules';
import { invalidArgument } from './errors';
import { compareValues, numberOf, typeOrder, valuesEqual } from './ordering';
import { checkFieldPath, documentIdField, formatFieldPath, parseFieldPath } from './paths';
import type { FieldOperator, Fields, Filter, UnaryOperator, Value } from './types';

/** Reads a field (or `__name__`) of a document; undefined when the document lacks it. */
export type Lookup = (
  document: { path: string; fields: Fields },
  segments: readonly string[],
) => Value | undefined;

type Matcher = (document: { path: string; fields: Fields }) => boolean;

/** Compiles a `where` filter once, so 10k documents are tested without re-parsing it. */
export function compileFilter(filter: Filter, lookup: Lookup): Matcher {
  if (typeof filter !== 'object' || filter === null) throw invalidArgument('A filter is malformed');
  if ('compositeFilter' in filter) {
    const { op, filters } = filter.compositeFilter;
    if (!Array.isArray(filters)) throw invalidArgument('A composite filter needs filters');
    const parts = filters.map((part) => compileFilter(part, lookup));
    if (op === 'AND') return (document) => parts.every((part) => part(document));
    if (op === 'OR') return (document) => parts.some((part) => part(document));
    throw invalidArgument(`Unknown composite operator ${JSON.stringify(op)}`);
  }
  if ('fieldFilter' in filter) {
    const { field, op, value } = filter.fieldFilter;
    const segments = parseFieldPath(field?.fieldPath);
    checkFieldPath(segments);
    typeOrder(value);
    if (segments.length === 1 && segments[0] === documentIdField) checkNameOperand(op, value);
    const test = fieldTest(op, value);
    return (document) => test(lookup(document, segments));
  }
  if ('unaryFilter' in filter) {
    const { field, op } = filter.unaryFilter;
    const segments = parseFieldPath(field?.fieldPath);
    checkFieldPath(segments);
    const test = unaryTest(op);
    return (document) => test(lookup(document, segments));
  }
  throw invalidArgument('A filter must be a fieldFilter, unaryFilter or compositeFilter');
}

/** `__name__` is compared with document references only (or lists of them, for IN). */
function checkNameOperand(op: FieldOperator, value: Value): void {
  const listed = op === 'IN' || op === 'NOT_IN' ? listOf(value, op) : [value];
  if (!listed.every((item) => 'referenceValue' in item)) {
    throw invalidArgument('__key__ filter value must be a Key');
  }
}

function listOf(value: Value, op: string): Value[] {
  if (!('arrayValue' in value)) throw invalidArgument(`${op} needs an array value`);
  return value.arrayValue.values ?? [];
}

const isNull = (value: Value) => 'nullValue' in value;
const isNaNValue = (value: Value) => 'doubleValue' in value && Number.isNaN(numberOf(value));

/**
 * Equality as a field filter sees it: a null or NaN (at the top, not inside a list or map) equals
 * nothing, not even itself; the SDK sends `== null` and `== NaN` as unary filters instead.
 */
function filterEquals(value: Value, target: Value): boolean {
  if (isNull(value) || isNaNValue(value) || isNull(target) || isNaNValue(target)) return false;
  return valuesEqual(value, target);
}

/**
 * Field filter semantics of the emulator: comparisons only match values of the same type, and
 * never a null or NaN; `!=` and `not-in` need the field present and not null.
 */
function fieldTest(op: FieldOperator, target: Value): (value: Value | undefined) => boolean {
  const comparable = (value: Value | undefined): value is Value =>
    value !== undefined &&
    !isNull(value) &&
    !isNaNValue(value) &&
    !isNull(target) &&
    !isNaNValue(target) &&
    typeOrder(value) === typeOrder(target);
  switch (op) {
    case 'EQUAL':
      return (value) => value !== undefined && filterEquals(value, target);
    case 'NOT_EQUAL':
      if (isNull(target)) return () => false;
      return (value) => value !== undefined && !isNull(value) && !filterEquals(value, target);
    case 'LESS_THAN':
      return (value) => comparable(value) && compareValues(value, target) < 0;
    case 'LESS_THAN_OR_EQUAL':
      return (value) => comparable(value) && compareValues(value, target) <= 0;
    case 'GREATER_THAN':
      return (value) => comparable(value) && compareValues(value, target) > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return (value) => comparable(value) && compareValues(value, target) >= 0;
    case 'IN': {
      const list = listOf(target, op);
      return (value) => value !== undefined && list.some((item) => filterEquals(value, item));
    }
    case 'NOT_IN': {
      const list = listOf(target, op);
      if (list.some(isNull)) return () => false;
      return (value) =>
        value !== undefined && !isNull(value) && !list.some((item) => filterEquals(value, item));
    }
    case 'ARRAY_CONTAINS':
      return (value) =>
        value !== undefined &&
        'arrayValue' in value &&
        (value.arrayValue.values ?? []).some((item) => filterEquals(item, target));
    case 'ARRAY_CONTAINS_ANY': {
      const list = listOf(target, op);
      return (value) =>
        value !== undefined &&
        'arrayValue' in value &&
        (value.arrayValue.values ?? []).some((item) =>
          list.some((wanted) => filterEquals(item, wanted)),
        );
    }
    default:
      throw invalidArgument(`Unknown field filter operator ${JSON.stringify(op)}`);
  }
}

function unaryTest(op: UnaryOperator): (value: Value | undefined) => boolean {
  switch (op) {
    case 'IS_NULL':
      return (value) => value !== undefined && isNull(value);
    case 'IS_NOT_NULL':
      return (value) => value !== undefined && !isNull(value);
    case 'IS_NAN':
      return (value) => value !== undefined && isNaNValue(value);
    case 'IS_NOT_NAN':
      return (value) => value !== undefined && !isNull(value) && !isNaNValue(value);
    default:
      throw invalidArgument(`Unknown unary filter operator ${JSON.stringify(op)}`);
  }
}

/** The field and unary filters a filter is made of, composites opened. */
function leafFilters(filter: Filter): Array<{ op: string; field?: { fieldPath?: string } }> {
  if (typeof filter !== 'object' || filter === null) return [];
  if ('compositeFilter' in filter)
    return (filter.compositeFilter.filters ?? []).flatMap(leafFilters);
  if ('fieldFilter' in filter) return [filter.fieldFilter];
  if ('unaryFilter' in filter) return [filter.unaryFilter];
  return [];
}

const canonicalPath = (part: { field?: { fieldPath?: string } }) =>
  formatFieldPath(parseFieldPath(part.field?.fieldPath));

/** Canonical paths of every field a filter tests. */
export function filteredFields(filter: Filter): string[] {
  return leafFilters(filter).map(canonicalPath);
}

/** Canonical paths of the fields an inequality filters on: they get an implicit ordering. */
export function inequalityFields(filter: Filter): string[] {
  return leafFilters(filter)
    .filter((part) => inequalityOps.has(part.op))
    .map(canonicalPath);
}
