/**
 * Which Firestore index serves a query: the query's shape (what it filters and orders by, not
 * the values) read from the structured query the SDK sends, and the documented rules for when
 * the automatic single-field indexes suffice and when a composite index must match it.
 */

export type Direction = 'ASCENDING' | 'DESCENDING';

/** The parts of the REST API's StructuredQuery that decide the index. */
export interface StructuredQuery {
  from?: Array<{ collectionId: string; allDescendants?: boolean }>;
  where?: RestFilter;
  orderBy?: Array<{ field: { fieldPath: string }; direction?: Direction }>;
}

export type RestFilter =
  | { fieldFilter: { field: { fieldPath: string }; op: string } }
  | { unaryFilter: { field: { fieldPath: string }; op: string } }
  | { compositeFilter: { op: string; filters: RestFilter[] } };

export interface QueryShape {
  collection: string;
  /** One collection, or every collection of that name (a collection-group query). */
  scope: IndexEntry['queryScope'];
  /** A page of documents, or a count of them (an aggregation). */
  read: 'documents' | 'count';
  /** Fields held equal (`==`, `in`), sorted. */
  equality: string[];
  /** The array filter, if any: Firestore allows one per query. */
  arrayContains: { field: string; op: 'array-contains' | 'array-contains-any' } | null;
  /** Fields held to a range or inequality, sorted. */
  ranges: string[];
  /** The order Firestore reads in, before the document-name tie-break. */
  order: Array<{ field: string; direction: Direction }>;
  /** The direction of the implicit (or explicit) `__name__` order that ends every query. */
  nameDirection: Direction;
}

/** One entry of firestore.indexes.json. */
export interface IndexEntry {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export type IndexField =
  { fieldPath: string; order: Direction } | { fieldPath: string; arrayConfig: 'CONTAINS' };

const nameField = '__name__';

const equalityOps = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
/** Firestore's inequality operators: each holds its field to a range, which the query orders by first. */
export const inequalityOps: ReadonlySet<string> = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NULL',
  'IS_NOT_NAN',
]);

/** The shape of a structured query as sent in a `runQuery` or `runAggregationQuery` body. */
export function shapeOf(query: StructuredQuery, read: QueryShape['read']): QueryShape {
  const [from, ...more] = query.from ?? [];
  if (!from || more.length > 0) {
    throw new Error(`Not a query on one collection: ${JSON.stringify(query.from)}`);
  }
  const equality = new Set<string>();
  const ranges = new Set<string>();
  let arrayContains: QueryShape['arrayContains'] = null;
  for (const { field, op } of fieldFilters(query.where)) {
    if (equalityOps.has(op)) equality.add(field);
    else if (inequalityOps.has(op)) ranges.add(field);
    else if (op === 'ARRAY_CONTAINS') arrayContains = { field, op: 'array-contains' };
    else if (op === 'ARRAY_CONTAINS_ANY') arrayContains = { field, op: 'array-contains-any' };
    else throw new Error(`Unknown filter operator ${op} on ${field}`);
  }
  const explicit = (query.orderBy ?? []).map((o) => ({
    field: o.field.fieldPath,
    direction: o.direction ?? 'ASCENDING',
  }));
  const { order, nameDirection } = effectiveOrder(explicit, [...ranges]);
  return {
    collection: from.collectionId,
    scope: from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    read,
    equality: [...equality].sort(),
    arrayContains,
    ranges: [...ranges].sort(compareFieldPaths),
    order,
    nameDirection,
  };
}

function fieldFilters(filter: RestFilter | undefined): Array<{ field: string; op: string }> {
  if (!filter) return [];
  if ('compositeFilter' in filter) {
    if (filter.compositeFilter.op !== 'AND') {
      throw new Error(`OR queries are not covered by these rules`);
    }
    return filter.compositeFilter.filters.flatMap(fieldFilters);
  }
  const { field, op } = 'fieldFilter' in filter ? filter.fieldFilter : filter.unaryFilter;
  return [{ field: field.fieldPath, op }];
}

/**
 * The order the backend reads in: the explicit orders, then each inequality field not ordered
 * yet (by field path), then `__name__`; the added ones take the last explicit direction, or
 * ascending. The SDK sends queries so normalised already, but not aggregations.
 */
export function effectiveOrder(
  explicit: ReadonlyArray<{ field: string; direction: Direction }>,
  inequalityFields: readonly string[],
): Pick<QueryShape, 'order' | 'nameDirection'> {
  const last = explicit.at(-1)?.direction ?? 'ASCENDING';
  const order = explicit.filter((o) => o.field !== nameField);
  const ordered = new Set(order.map((o) => o.field));
  for (const field of [...inequalityFields].sort(compareFieldPaths)) {
    if (!ordered.has(field) && field !== nameField) order.push({ field, direction: last });
  }
  const name = explicit.find((o) => o.field === nameField);
  return { order, nameDirection: name?.direction ?? last };
}

/** Field paths compare segment by segment, as Firestore orders them. */
function compareFieldPaths(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const l = left[i] as string;
    const r = right[i] as string;
    if (l !== r) return l < r ? -1 : 1;
  }
  return left.length - right.length;
}

/**
 * Why the automatic single-field indexes serve this shape, or null when it needs a composite
 * index. Only the cases Firestore documents as needing no composite index: equality filters
 * alone (merged single-field indexes), one array-contains alone, or one field ordered (and
 * possibly held to a range) with nothing else.
 */
export function noIndexNeeded(shape: QueryShape): string | null {
  const { equality, arrayContains, ranges, order, nameDirection } = shape;
  // Single-field indexes are kept for collection scope only, unless the file adds them.
  if (shape.scope === 'COLLECTION_GROUP') {
    const plain = !equality.length && !arrayContains && !ranges.length && !order.length;
    return plain && nameDirection === 'ASCENDING'
      ? 'No filter or order: the collection group read in name order.'
      : null;
  }
  if (order.length === 0 && ranges.length === 0 && nameDirection === 'ASCENDING') {
    if (!arrayContains) {
      if (equality.length === 0) return 'No filter or order: the collection read in name order.';
      return equality.length === 1
        ? `One equality filter: the single-field index on ${equality[0]}.`
        : 'Equality filters only: the single-field indexes, merged.';
    }
    if (equality.length === 0) {
      return `One ${arrayContains.op} alone: the single-field array index on ${arrayContains.field}.`;
    }
  }
  const [only, ...more] = order;
  if (
    only &&
    more.length === 0 &&
    equality.length === 0 &&
    !arrayContains &&
    ranges.every((field) => field === only.field) &&
    nameDirection === only.direction
  ) {
    return `One field ordered${ranges.length ? ' and ranged' : ''}: the single-field index on ${only.field}.`;
  }
  return null;
}

/**
 * Whether a composite index serves the shape exactly: its fields are the equality fields (in
 * any order, either direction), then the array-contains field, then the order fields in the
 * query's order and directions; `__name__` runs as the index's last field does (ascending after
 * an array field) unless the index names it.
 */
export function servedBy(shape: QueryShape, index: IndexEntry): boolean {
  if (index.collectionGroup !== shape.collection || index.queryScope !== shape.scope) return false;
  const fields = [...index.fields];
  const last = fields.at(-1);
  let nameDirection: Direction = last && 'order' in last ? last.order : 'ASCENDING';
  if (last?.fieldPath === nameField) {
    fields.pop();
    if (!('order' in last)) return false;
    nameDirection = last.order;
  }
  if (nameDirection !== shape.nameDirection) return false;

  const prefixLength = shape.equality.length + (shape.arrayContains ? 1 : 0);
  if (fields.length !== prefixLength + shape.order.length) return false;
  const equalities = fields.slice(0, shape.equality.length);
  const wanted = new Set(shape.equality);
  if (!equalities.every((f) => 'order' in f && wanted.delete(f.fieldPath))) return false;
  if (shape.arrayContains) {
    const array = fields[shape.equality.length];
    if (!array || !('arrayConfig' in array) || array.fieldPath !== shape.arrayContains.field) {
      return false;
    }
  }
  return shape.order.every((o, i) => {
    const field = fields[prefixLength + i];
    return field?.fieldPath === o.field && 'order' in field && field.order === o.direction;
  });
}

/** The composite index to add for a shape: equality fields by name, the array, the order. */
export function indexFor(shape: QueryShape): IndexEntry {
  const fields: IndexField[] = [
    ...shape.equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...(shape.arrayContains
      ? [{ fieldPath: shape.arrayContains.field, arrayConfig: 'CONTAINS' as const }]
      : []),
    ...shape.order.map((o) => ({ fieldPath: o.field, order: o.direction })),
  ];
  const last = fields.at(-1);
  const implicitName = last && 'order' in last ? last.order : 'ASCENDING';
  if (implicitName !== shape.nameDirection) {
    fields.push({ fieldPath: nameField, order: shape.nameDirection });
  }
  return { collectionGroup: shape.collection, queryScope: shape.scope, fields };
}

const arrow = (direction: Direction) => (direction === 'ASCENDING' ? 'asc' : 'desc');

/** One line for a shape, e.g. `products count: category ==, priceValue range; by priceValue asc`. */
export function describeShape(shape: QueryShape): string {
  const filters = [
    ...shape.equality.map((f) => `${f} ==`),
    ...(shape.arrayContains ? [`${shape.arrayContains.field} ${shape.arrayContains.op}`] : []),
    ...shape.ranges.map((f) => `${f} range`),
  ];
  const order = [...shape.order.map((o) => `${o.field} ${arrow(o.direction)}`)];
  order.push(`${nameField} ${arrow(shape.nameDirection)}`);
  const read = shape.read === 'count' ? 'count' : 'page';
  const group = shape.scope === 'COLLECTION_GROUP' ? ' group' : '';
  return `${shape.collection}${group} ${read}: ${filters.length ? filters.join(', ') : 'no filter'}; by ${order.join(', ')}`;
}

/** One line for an index, e.g. `products (category asc, facets contains, createdAt desc)`. */
export function describeIndex(index: IndexEntry): string {
  const fields = index.fields.map((f) =>
    'order' in f ? `${f.fieldPath} ${arrow(f.order)}` : `${f.fieldPath} contains`,
  );
  return `${index.collectionGroup} (${fields.join(', ')})`;
}

/** The same index however its JSON was written (an implicit `__name__` or not): for duplicates. */
export function indexKey(index: IndexEntry): string {
  const fields = [...index.fields];
  const last = fields.at(-1);
  const before = fields.at(-2);
  if (last?.fieldPath === nameField && 'order' in last) {
    const implicit = before && 'order' in before ? before.order : 'ASCENDING';
    if (last.order === implicit) fields.pop();
  }
  return `${index.queryScope} ${describeIndex({ ...index, fields })}`;
}
