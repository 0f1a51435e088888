// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { codeStorageKey, keepCode, readKeptCode } from './code-storage';

describe('the discount code kept beside the cart', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a code and reads it back; null forgets it', () => {
    keepCode('FRIDAY20');
    expect(localStorage.getItem(codeStorageKey)).toBe('FRIDAY20');
    expect(readKeptCode()).toBe('FRIDAY20');
    keepCode(null);
    expect(localStorage.getItem(codeStorageKey)).toBeNull();
    expect(readKeptCode()).toBeNull();
  });

  it.each(['', '{"code":1}', '<script>', 'A'.repeat(41), 'ab'])(
    'reads %j, which cannot be a code, as no code',
    (raw) => {
      localStorage.setItem(codeStorageKey, raw);
      expect(readKeptCode()).toBeNull();
    },
  );

  it('reads a code kept in another spelling as the one code', () => {
    localStorage.setItem(codeStorageKey, ' friday 20 ');
    expect(readKeptCode()).toBe('FRIDAY20');
  });

  it('storage that throws gives no code and no crash', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readKeptCode(refusing)).toBeNull();
    expect(() => keepCode('FRIDAY20', refusing)).not.toThrow();
    expect(() => keepCode(null, refusing)).not.toThrow();
  });
});
