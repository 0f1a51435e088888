import { invalidArgument } from './errors';
import { numberOf } from './ordering';
import { getField, parseFieldPath } from './paths';
import type { Fields, Value } from './types';

export interface Aggregation {
  alias?: string;
  count?: { upTo?: number | string | { value?: number } };
  sum?: { field?: { fieldPath?: string } };
  avg?: { field?: { fieldPath?: string } };
}

/** COUNT (with upTo), SUM and AVG over a query's documents, keyed by alias. */
export function aggregate(
  documents: Array<{ fields: Fields }>,
  aggregations: unknown,
): Record<string, Value> {
  if (!Array.isArray(aggregations) || aggregations.length === 0) {
    throw invalidArgument(
      'structuredAggregationQuery.aggregations must list at least one aggregation',
    );
  }
  const result: Record<string, Value> = {};
  (aggregations as Aggregation[]).forEach((aggregation, index) => {
    const alias = aggregation?.alias ?? `field_${index + 1}`;
    result[alias] = aggregateOne(documents, aggregation);
  });
  return result;
}

function aggregateOne(documents: Array<{ fields: Fields }>, aggregation: Aggregation): Value {
  if (aggregation?.count) {
    const raw = aggregation.count.upTo;
    const upTo = Number(typeof raw === 'object' && raw !== null ? raw.value : (raw ?? Infinity));
    return { integerValue: String(Math.min(documents.length, upTo)) };
  }
  const spec = aggregation?.sum ?? aggregation?.avg;
  if (!spec) throw invalidArgument('An aggregation must be count, sum or avg');
  const segments = parseFieldPath(spec.field?.fieldPath);
  const numbers = documents
    .map((document) => getField(document.fields, segments))
    .filter(
      (value): value is Value => !!value && ('integerValue' in value || 'doubleValue' in value),
    );
  if (aggregation.sum) return sum(numbers);
  if (numbers.length === 0) return { nullValue: null };
  return {
    doubleValue: numbers.reduce((total, value) => total + numberOf(value), 0) / numbers.length,
  };
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
  return { doubleValue: numbers.reduce((total, value) => total + numberOf(value), 0) };
}
