import { describe, expect, it } from 'vitest';
import {
  DocumentReference,
  GeoPoint,
  compareValues,
  decodeFields,
  decodeValue,
  encodeFields,
  encodeValue,
  geoPoint,
  reference,
  valuesEqual,
} from './codec';
import type { Value } from './types';

const root = 'projects/demo-kenya-shop/databases/(default)/documents';

describe('encodeValue', () => {
  it.each<[string, unknown, Value]>([
    ['null', null, { nullValue: null }],
    ['a boolean', true, { booleanValue: true }],
    ['an integer, as a string', 42, { integerValue: '42' }],
    ['a negative integer', -7, { integerValue: '-7' }],
    ['a bigint', 9007199254740993n, { integerValue: '9007199254740993' }],
    ['a fraction as a double', 1.5, { doubleValue: 1.5 }],
    ['an unsafe integer as a double', 2 ** 60, { doubleValue: 2 ** 60 }],
    ['NaN', NaN, { doubleValue: 'NaN' }],
    ['Infinity', Infinity, { doubleValue: 'Infinity' }],
    ['-Infinity', -Infinity, { doubleValue: '-Infinity' }],
    ['a string', 'Kitenge', { stringValue: 'Kitenge' }],
    [
      'a Date, in UTC',
      new Date('2024-03-01T10:00:00.250+03:00'),
      { timestampValue: '2024-03-01T07:00:00.250Z' },
    ],
    ['bytes as base64', new Uint8Array([0, 1, 254, 255]), { bytesValue: 'AAH+/w==' }],
    [
      'a geo point',
      geoPoint(-1.2921, 36.8219),
      { geoPointValue: { latitude: -1.2921, longitude: 36.8219 } },
    ],
    ['a relative reference', reference('products/p1'), { referenceValue: `${root}/products/p1` }],
    [
      'a full reference',
      reference('projects/x/databases/(default)/documents/a/b'),
      { referenceValue: 'projects/x/databases/(default)/documents/a/b' },
    ],
    [
      'an array',
      [1, 'a'],
      { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'a' }] } },
    ],
    ['an empty map', {}, { mapValue: { fields: {} } }],
  ])('encodes %s', (_, input, expected) => {
    expect(encodeValue(input)).toEqual(expected);
  });

  it('encodes a Firebase-like Timestamp with its nanoseconds', () => {
    const timestamp = { seconds: 1700000000, nanoseconds: 123456789, toDate: () => new Date(0) };
    expect(encodeValue(timestamp)).toEqual({ timestampValue: '2023-11-14T22:13:20.123456789Z' });
  });

  it('encodes nested maps, leaving out undefined properties', () => {
    expect(
      encodeFields({ wholesale: { minQty: 12, price: 450.5, note: undefined }, gone: undefined }),
    ).toEqual({
      wholesale: {
        mapValue: { fields: { minQty: { integerValue: '12' }, price: { doubleValue: 450.5 } } },
      },
    });
  });

  it('keeps plain {latitude, longitude} objects as maps', () => {
    expect(encodeValue({ latitude: 1, longitude: 2 })).toHaveProperty('mapValue');
  });

  it.each<[string, unknown]>([
    ['undefined in an array', [1, undefined]],
    ['a function', () => 1],
    ['a symbol', Symbol('x')],
    ['an invalid Date', new Date('nope')],
  ])('refuses %s', (_, input) => {
    expect(() => encodeValue(input)).toThrow(TypeError);
  });
});

describe('decodeValue', () => {
  it('round-trips plain data', () => {
    const data = {
      name: 'Ankara dress',
      price: 2500,
      rating: 4.5,
      inStock: true,
      discontinued: null,
      tags: ['dresses', 'ladies'],
      wholesale: { minQty: 10, unitPrice: 1800 },
      createdAt: new Date('2024-05-01T08:30:00.000Z'),
      thumbnail: new Uint8Array([1, 2, 3]),
    };
    expect(decodeFields(encodeFields(data))).toEqual(data);
  });

  it('decodes geo points and references to their marker classes', () => {
    expect(decodeValue({ geoPointValue: { latitude: 1, longitude: 2 } })).toEqual(
      new GeoPoint(1, 2),
    );
    expect(decodeValue({ referenceValue: `${root}/a/b` })).toEqual(
      new DocumentReference(`${root}/a/b`),
    );
  });

  it('decodes the forms the SDK sends: numbers as strings, 9-digit and object timestamps', () => {
    expect(decodeValue({ integerValue: '12' })).toBe(12);
    expect(decodeValue({ doubleValue: 'NaN' })).toBeNaN();
    expect(decodeValue({ doubleValue: '-Infinity' })).toBe(-Infinity);
    expect(decodeValue({ timestampValue: '2024-01-02T03:04:05.678900000Z' })).toEqual(
      new Date('2024-01-02T03:04:05.678Z'),
    );
    expect(decodeValue({ timestampValue: { seconds: '10', nanos: 5e8 } })).toEqual(new Date(10500));
    expect(decodeValue({ mapValue: {} })).toEqual({});
    expect(decodeValue({ arrayValue: {} })).toEqual([]);
  });
});

describe('compareValues', () => {
  // Firestore's documented order of types, and within each type.
  const ordered: Value[] = [
    { nullValue: null },
    { booleanValue: false },
    { booleanValue: true },
    { doubleValue: 'NaN' },
    { doubleValue: '-Infinity' },
    { integerValue: '-5' },
    { doubleValue: -0.5 },
    { integerValue: '0' },
    { doubleValue: 0.5 },
    { integerValue: '9007199254740992' },
    { integerValue: '9007199254740993' },
    { doubleValue: 'Infinity' },
    { timestampValue: '1970-01-01T00:00:00Z' },
    { timestampValue: '2024-01-01T00:00:00.000000001Z' },
    { timestampValue: '2024-01-01T00:00:00.5Z' },
    { timestampValue: '2024-01-01T03:00:01+03:00' },
    { stringValue: '' },
    { stringValue: 'A' },
    { stringValue: 'a' },
    { stringValue: 'ab' },
    { stringValue: '\uFFFD' },
    { stringValue: '😀' },
    { bytesValue: '' },
    { bytesValue: 'AA==' },
    { bytesValue: '/w==' },
    { referenceValue: `${root}/a/b` },
    { referenceValue: `${root}/a/b/c/d` },
    { referenceValue: `${root}/a-c/b` },
    { geoPointValue: { latitude: -10, longitude: 50 } },
    { geoPointValue: { latitude: 0, longitude: -50 } },
    { geoPointValue: { latitude: 0, longitude: 10 } },
    { arrayValue: {} },
    { arrayValue: { values: [{ integerValue: '1' }] } },
    { arrayValue: { values: [{ integerValue: '1' }, { integerValue: '0' }] } },
    { arrayValue: { values: [{ integerValue: '2' }] } },
    {
      mapValue: {
        fields: {
          __type__: { stringValue: '__vector__' },
          value: { arrayValue: { values: [{ doubleValue: 9 }] } },
        },
      },
    },
    { mapValue: {} },
    { mapValue: { fields: { a: { integerValue: '1' } } } },
    { mapValue: { fields: { a: { integerValue: '2' } } } },
    { mapValue: { fields: { b: { integerValue: '0' } } } },
  ];

  it('sorts every type into Firestore order', () => {
    const shuffled = [...ordered].reverse();
    shuffled.push(...shuffled.splice(0, 7));
    expect(shuffled.sort(compareValues)).toEqual(ordered);
  });

  it('is antisymmetric', () => {
    ordered.forEach((left, i) => {
      ordered.forEach((right, j) => {
        expect(Math.sign(compareValues(left, right))).toBe(Math.sign(i - j));
      });
    });
  });

  it('compares strings by UTF-8 bytes, not UTF-16 units', () => {
    // U+FFFD is one UTF-16 unit above the surrogates of U+1F600, but its UTF-8 bytes sort first.
    expect('\uFFFD' > '😀').toBe(true);
    expect(compareValues({ stringValue: '\uFFFD' }, { stringValue: '😀' })).toBeLessThan(0);
  });

  it('orders map keys independently of insertion order', () => {
    const left: Value = {
      mapValue: { fields: { b: { integerValue: '1' }, a: { integerValue: '1' } } },
    };
    const right: Value = {
      mapValue: { fields: { a: { integerValue: '1' }, b: { integerValue: '1' } } },
    };
    expect(compareValues(left, right)).toBe(0);
  });
});

describe('valuesEqual', () => {
  it('treats integers and doubles with the same value as equal', () => {
    expect(valuesEqual({ integerValue: '1' }, { doubleValue: 1 })).toBe(true);
    expect(valuesEqual({ integerValue: '1' }, { stringValue: '1' })).toBe(false);
  });

  it('treats the same instant written with different precision as equal', () => {
    expect(
      valuesEqual(
        { timestampValue: '2024-01-01T00:00:00.5Z' },
        { timestampValue: '2024-01-01T00:00:00.500000000Z' },
      ),
    ).toBe(true);
    expect(
      valuesEqual(
        { timestampValue: '2024-01-01T03:00:00+03:00' },
        { timestampValue: '2024-01-01T00:00:00Z' },
      ),
    ).toBe(true);
  });

  it('compares arrays element by element', () => {
    const array = (...values: number[]): Value => ({
      arrayValue: { values: values.map((v) => encodeValue(v)) },
    });
    expect(valuesEqual(array(1, 2), array(1, 2))).toBe(true);
    expect(valuesEqual(array(1, 2), array(2, 1))).toBe(false);
  });
});
