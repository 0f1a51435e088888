import { invalidArgument } from './errors';
import { doubleValue, numberOf } from './ordering';
import { getField, parseFieldPath } from './paths';
import type { Fields, Value } from './types';

export interface Aggregation {
  alias?: string;
  count?: { upTo?: number | string };
  sum?: { field?: { fieldPath?: string } };
  avg?: { field?: { fieldPath?: string } };
}

/** A checked aggregation: its alias, and a count's bound or a sum's or average's field. */
export type ParsedAggregation = { alias: string } & (
  { kind: 'count'; upTo: number } | { kind: 'sum' | 'avg'; fieldPath: string; segments: string[] }
);

/** Checks `structuredAggregationQuery.aggregations` as the emulator does. */
export function parseAggregations(aggregations: unknown): ParsedAggregation[] {
  if (!Array.isArray(aggregations) || aggregations.length === 0) {
    throw invalidArgument('Aggregations cannot be empty.');
  }
  const aliases = new Set<string>();
  return (aggregations as Aggregation[]).map((aggregation, index) => {
    const alias = aggregation?.alias || `field_${index + 1}`;
    if (aliases.has(alias)) {
      throw invalidArgument(`Aggregation aliases contain duplicate alias: ${alias}.`);
    }
    aliases.add(alias);
    if (aggregation?.count) return { alias, kind: 'count', upTo: upToOf(aggregation.count.upTo) };
    const kind = aggregation?.sum ? 'sum' : aggregation?.avg ? 'avg' : undefined;
    const fieldPath = (aggregation?.sum ?? aggregation?.avg)?.field?.fieldPath;
    if (!kind) throw invalidArgument('An aggregation must be count, sum or avg');
    return { alias, kind, fieldPath: String(fieldPath), segments: parseFieldPath(fieldPath) };
  });
}

/** Proto3 JSON gives an Int64Value as a number or a decimal string, never `{ value }`. */
function upToOf(raw: unknown): number {
  if (raw === undefined || raw === null) return Infinity;
  const upTo = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof upTo !== 'number' || !Number.isInteger(upTo)) {
    throw invalidArgument('count.upTo must be an integer');
  }
  if (upTo < 0) {
    throw invalidArgument(
      'The `up_to` value in a COUNT aggregation must be greater than or equal to zero.',
    );
  }
  return upTo;
}

/**
 * The fields a sum or average reads. Firestore answers every aggregation of a query over the
 * documents having all of them, so a count beside `sum('price')` counts only priced documents.
 */
export function aggregatedFields(aggregations: readonly ParsedAggregation[]): string[] {
  return aggregations.flatMap((aggregation) =>
    aggregation.kind === 'count' ? [] : [aggregation.fieldPath],
  );
}

/** COUNT (with upTo), SUM and AVG over a query's documents, keyed by alias. */
export function aggregate(
  documents: Array<{ fields: Fields }>,
  aggregations: readonly ParsedAggregation[],
): Record<string, Value> {
  const result: Record<string, Value> = {};
  for (const aggregation of aggregations) {
    result[aggregation.alias] = aggregateOne(documents, aggregation);
  }
  return result;
}

function aggregateOne(documents: Array<{ fields: Fields }>, aggregation: ParsedAggregation): Value {
  if (aggregation.kind === 'count') {
    return { integerValue: String(Math.min(documents.length, aggregation.upTo)) };
  }
  const numbers = documents
    .map((document) => getField(document.fields, aggregation.segments))
    .filter(
      (value): value is Value => !!value && ('integerValue' in value || 'doubleValue' in value),
    );
  if (aggregation.kind === 'sum') return sum(numbers);
  if (numbers.length === 0) return { nullValue: null };
  return doubleValue(numbers.reduce((total, value) => total + numberOf(value), 0) / numbers.length);
}

/** A sum of integers stays an integer while it fits in 64 bits; otherwise it is a double. */
function sum(numbers: Value[]): Value {
  if (numbers.every((value) => 'integerValue' in value)) {
    const total = numbers.reduce(
      (acc, value) => acc + ('integerValue' in value ? BigInt(value.integerValue) : 0n),
      0n,
    );
    if (total <= 2n ** 63n - 1n && total >= -(2n ** 63n)) return { integerValue: total.toString() };
  }
  return doubleValue(numbers.reduce((total, value) => total + numberOf(value), 0));
}
