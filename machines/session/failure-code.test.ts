import { describe, expect, it } from 'vitest';
import { failureCode } from './failure-code';

describe('failure code', () => {
  it('reads the code of an authentication failure', () => {
    expect(failureCode(Object.assign(new Error(), { code: 'invalid-credential' }))).toBe(
      'invalid-credential',
    );
  });

  it('drops a leftover auth/ prefix', () => {
    expect(failureCode({ code: 'auth/popup-blocked' })).toBe('popup-blocked');
  });

  it.each([new Error('boom'), null, undefined, 'text', { code: 42 }, { code: '' }])(
    'reads %s as internal-error',
    (error) => {
      expect(failureCode(error)).toBe('internal-error');
    },
  );
});
