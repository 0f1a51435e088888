import { invalidArgument } from './errors';
import { canonicalValue, compareValues, doubleValue, numberOf, valuesEqual } from './ordering';
import { getField, parseFieldPath, setField } from './paths';
import { canonicalTimestamp } from './time';
import type { FieldTransform, Fields, Value } from './types';

/**
 * Applies `updateTransforms` (server timestamps, increments, array unions…) to the fields of a
 * write, in order, returning each transform's result as the commit response lists them.
 */
export function applyTransforms(
  fields: Fields,
  transforms: FieldTransform[],
  commitTime: string,
): Value[] {
  if (!Array.isArray(transforms)) throw invalidArgument('updateTransforms must be a list');
  return transforms.map((transform) => {
    const segments = parseFieldPath(transform.fieldPath);
    const result = transformed(getField(fields, segments), transform, commitTime);
    setField(fields, segments, result);
    // Firestore reports no value for an array union or removal, only null.
    const isArrayTransform =
      'appendMissingElements' in transform || 'removeAllFromArray' in transform;
    return isArrayTransform ? { nullValue: null } : result;
  });
}

function transformed(
  current: Value | undefined,
  transform: FieldTransform,
  commitTime: string,
): Value {
  if ('setToServerValue' in transform) {
    if (transform.setToServerValue !== 'REQUEST_TIME') {
      throw invalidArgument(`Unknown server value ${JSON.stringify(transform.setToServerValue)}`);
    }
    return { timestampValue: canonicalTimestamp(commitTime) };
  }
  if ('increment' in transform) return increment(current, numeric(transform.increment));
  if ('maximum' in transform) return extreme(current, numeric(transform.maximum), 1);
  if ('minimum' in transform) return extreme(current, numeric(transform.minimum), -1);
  if ('appendMissingElements' in transform) {
    const result = arrayOf(current);
    for (const element of elementsOf(transform.appendMissingElements.values)) {
      if (!result.some((item) => valuesEqual(item, element))) result.push(element);
    }
    return arrayValue(result);
  }
  if ('removeAllFromArray' in transform) {
    const removed = elementsOf(transform.removeAllFromArray.values);
    const kept = arrayOf(current).filter((item) => !removed.some((r) => valuesEqual(item, r)));
    return arrayValue(kept);
  }
  throw invalidArgument('Unknown field transform');
}

function numeric(operand: Value): Value {
  const value = canonicalValue(operand);
  if (!('integerValue' in value) && !('doubleValue' in value)) {
    throw invalidArgument('A numeric transform needs a number operand');
  }
  return value;
}

function isNumber(value: Value | undefined): value is Value {
  return value !== undefined && ('integerValue' in value || 'doubleValue' in value);
}

/** Integer + integer stays an integer; anything involving a double is a double. */
function increment(current: Value | undefined, operand: Value): Value {
  if (!isNumber(current)) return operand;
  if ('integerValue' in current && 'integerValue' in operand) {
    return {
      integerValue: (BigInt(current.integerValue) + BigInt(operand.integerValue)).toString(),
    };
  }
  return doubleValue(numberOf(current) + numberOf(operand));
}

function extreme(current: Value | undefined, operand: Value, sign: 1 | -1): Value {
  if (!isNumber(current)) return operand;
  return compareValues(operand, current) * sign > 0 ? operand : current;
}

// An empty list is stored (and answered) as `arrayValue: {}`, as proto3 JSON leaves it out.
function arrayValue(values: Value[]): Value {
  return { arrayValue: values.length === 0 ? {} : { values } };
}

function arrayOf(value: Value | undefined): Value[] {
  return value && 'arrayValue' in value ? [...(value.arrayValue.values ?? [])] : [];
}

function elementsOf(values: Value[] | undefined): Value[] {
  const elements = values ?? [];
  if (!Array.isArray(elements)) throw invalidArgument('Array transforms need a list of values');
  return elements.map(canonicalValue);
}
