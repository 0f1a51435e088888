import { describe, expect, it } from 'vitest';
import { decodeFields, decodeValue, encodeFields, encodeValue } from './codec';
import type { Value } from './types';

describe('encodeValue', () => {
  it.each<[string, unknown, Value]>([
    ['null', null, { nullValue: null }],
    ['a boolean', true, { booleanValue: true }],
    ['an integer, as a string', 42, { integerValue: '42' }],
    ['a negative integer', -7, { integerValue: '-7' }],
    ['a fraction as a double', 1.5, { doubleValue: 1.5 }],
    ['an unsafe integer as a double', 2 ** 60, { doubleValue: 2 ** 60 }],
    ['a string', 'Kitenge', { stringValue: 'Kitenge' }],
    [
      'a Date, in UTC, keeping its milliseconds',
      new Date('2024-03-01T10:00:00.250+03:00'),
      { timestampValue: '2024-03-01T07:00:00.250Z' },
    ],
    [
      'a Date without milliseconds, as Firestore answers it',
      new Date('2024-03-01T07:00:00.000Z'),
      { timestampValue: '2024-03-01T07:00:00Z' },
    ],
    [
      'an array',
      [1, 'a'],
      { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'a' }] } },
    ],
    ['an empty array, without members', [], { arrayValue: {} }],
    ['an empty map, without members', {}, { mapValue: {} }],
  ])('encodes %s', (_, input, expected) => {
    expect(encodeValue(input)).toEqual(expected);
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

  it.each<[string, unknown]>([
    ['undefined in an array', [1, undefined]],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a bigint', 1n],
    ['bytes', new Uint8Array([1])],
    ['an instance of a class', new URL('https://example.com')],
    ['a function', () => 1],
    ['an invalid Date', new Date('nope')],
  ])('refuses %s: no document of the app holds one', (_, input) => {
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
      sizes: [],
      wholesale: { minQty: 10, unitPrice: 1800 },
      extras: {},
      createdAt: new Date('2024-05-01T08:30:00.120Z'),
    };
    expect(decodeFields(encodeFields(data))).toEqual(data);
  });

  it('decodes the forms Firestore answers: numbers as strings, 6- and 9-digit timestamps', () => {
    expect(decodeValue({ integerValue: '12' })).toBe(12);
    expect(decodeValue({ timestampValue: '2024-01-02T03:04:05.678900Z' })).toEqual(
      new Date('2024-01-02T03:04:05.678Z'),
    );
    expect(decodeValue({ timestampValue: '2024-01-02T03:04:05.678900000Z' })).toEqual(
      new Date('2024-01-02T03:04:05.678Z'),
    );
  });

  it('refuses a type no document of the app holds', () => {
    expect(() => decodeValue({ bytesValue: 'AQI=' } as unknown as Value)).toThrow(TypeError);
  });
});
