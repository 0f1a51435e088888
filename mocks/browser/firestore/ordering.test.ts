import { describe, expect, it } from 'vitest';
import { RpcError } from './errors';
import { compareValues, valuesEqual } from './ordering';
import type { Value } from './types';

const root = 'projects/demo-kenya-shop/databases/(default)/documents';

describe('compareValues', () => {
  // Firestore's order within each type the app orders by.
  it.each<[string, Value[]]>([
    [
      'numbers, integers and doubles together',
      [
        { integerValue: '-5' },
        { doubleValue: -0.5 },
        { integerValue: '0' },
        { doubleValue: 0.5 },
        { integerValue: '950' },
        { doubleValue: 950.5 },
        { integerValue: '2500' },
      ],
    ],
    [
      'timestamps, whatever their precision',
      [
        { timestampValue: '1970-01-01T00:00:00Z' },
        { timestampValue: '2024-01-01T00:00:00.000000001Z' },
        { timestampValue: '2024-01-01T00:00:00.120Z' },
        { timestampValue: '2024-01-01T00:00:00.5Z' },
        { timestampValue: '2024-01-01T00:00:00.500001Z' },
        { timestampValue: '2024-01-01T00:00:01Z' },
      ],
    ],
    [
      'strings, by their UTF-8 bytes',
      [
        { stringValue: '' },
        { stringValue: 'A' },
        { stringValue: 'a' },
        { stringValue: 'ab' },
        { stringValue: 'é' },
        { stringValue: '\uFFFD' },
        // One UTF-16 unit below U+FFFD, but its UTF-8 bytes sort after.
        { stringValue: '😀' },
      ],
    ],
    [
      'document names, by id',
      [
        { referenceValue: `${root}/products/a` },
        { referenceValue: `${root}/products/a-b` },
        { referenceValue: `${root}/products/b` },
      ],
    ],
    ['booleans', [{ booleanValue: false }, { booleanValue: true }]],
  ])('orders %s', (_, ordered) => {
    expect([...ordered].reverse().sort(compareValues)).toEqual(ordered);
    ordered.forEach((left, i) => {
      ordered.forEach((right, j) => {
        expect(Math.sign(compareValues(left, right))).toBe(Math.sign(i - j));
      });
    });
  });

  it.each<[string, Value, Value]>([
    ['values of different types', { integerValue: '1' }, { stringValue: '1' }],
    ['lists', { arrayValue: {} }, { arrayValue: {} }],
    ['maps', { mapValue: {} }, { mapValue: {} }],
    [
      'a type the app holds none of',
      { bytesValue: 'AQI=' } as unknown as Value,
      { nullValue: null },
    ],
    [
      'a timestamp not in UTC',
      { timestampValue: '2024-01-01T03:00:00+03:00' },
      { timestampValue: '2024-01-01T00:00:00Z' },
    ],
  ])('refuses to order %s: no query of the app can', (_, left, right) => {
    expect(() => compareValues(left, right)).toThrow(RpcError);
  });
});

describe('valuesEqual', () => {
  it('treats integers and doubles with the same value as equal', () => {
    expect(valuesEqual({ integerValue: '1' }, { doubleValue: 1 })).toBe(true);
  });

  it('never equals values of different types, as a filter on a stored null shows', () => {
    expect(valuesEqual({ nullValue: null }, { booleanValue: true })).toBe(false);
    expect(valuesEqual({ integerValue: '1' }, { stringValue: '1' })).toBe(false);
  });

  it('treats the same instant written with different precision as equal', () => {
    expect(
      valuesEqual(
        { timestampValue: '2024-01-01T00:00:00.5Z' },
        { timestampValue: '2024-01-01T00:00:00.500000000Z' },
      ),
    ).toBe(true);
  });
});
