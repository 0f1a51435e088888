import { describe, expect, it } from 'vitest';
import {
  amount,
  fieldsOf,
  fieldsOrNull,
  filledTextOrNull,
  instantOrNull,
  isOneOf,
  listOf,
  strings,
  text,
  textOrNull,
  trimmedOrNull,
  wholeNumber,
  wordsOrNull,
} from './fields';

describe('a stored field', () => {
  it('reads a map, or none for anything else', () => {
    expect(fieldsOf({ a: 1 })).toEqual({ a: 1 });
    expect(fieldsOf(null)).toEqual({});
    expect(fieldsOf('x')).toEqual({});
    expect(fieldsOrNull(undefined)).toBeNull();
    expect(fieldsOrNull(null)).toBeNull();
    expect(fieldsOrNull(7)).toEqual({});
  });

  it('reads text, or a default for anything else', () => {
    expect(text('Wanjiku')).toBe('Wanjiku');
    expect(text(7)).toBe('');
    expect(text(undefined, 'none')).toBe('none');
    expect(textOrNull('')).toBe('');
    expect(textOrNull(false)).toBeNull();
    expect(filledTextOrNull('')).toBeNull();
    expect(filledTextOrNull('MT-1')).toBe('MT-1');
    expect(wordsOrNull('  ')).toBeNull();
    expect(wordsOrNull(' a ')).toBe(' a ');
    expect(trimmedOrNull(' a ')).toBe('a');
    expect(trimmedOrNull(['a'])).toBeNull();
  });

  it('reads lists, keeping only what they should hold', () => {
    expect(strings(['S', 3, 'M'])).toEqual(['S', 'M']);
    expect(strings('S')).toEqual([]);
    expect(listOf([1, 'a'])).toEqual([1, 'a']);
    expect(listOf({ 0: 1 })).toEqual([]);
  });

  it('reads numbers, 0 for anything not finite or not whole', () => {
    expect(amount(1499.5)).toBe(1499.5);
    expect(amount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(amount('5')).toBe(0);
    expect(wholeNumber(-3)).toBe(-3);
    expect(wholeNumber(1.5)).toBe(0);
    expect(wholeNumber(2 ** 53)).toBe(0);
  });

  it('reads a word of a vocabulary only', () => {
    expect(isOneOf(['due', 'refunded'], 'due')).toBe(true);
    expect(isOneOf(['due', 'refunded'], 'lost')).toBe(false);
  });

  it('reads a timestamp of any SDK by its toDate, never text or a bad date', () => {
    expect(instantOrNull({ toDate: () => new Date('2026-03-01T09:30:00Z') })).toBe(
      '2026-03-01T09:30:00.000Z',
    );
    expect(instantOrNull({ toDate: () => new Date(Number.NaN) })).toBeNull();
    expect(instantOrNull({ toDate: () => 'today' })).toBeNull();
    expect(instantOrNull('2026-03-01T09:30:00Z')).toBeNull();
    expect(instantOrNull({ seconds: 1, nanoseconds: 0 })).toBeNull();
    expect(instantOrNull(null)).toBeNull();
  });
});
