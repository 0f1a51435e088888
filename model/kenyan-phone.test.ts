import { describe, expect, it } from 'vitest';
import { kenyanPhone, normaliseKenyanPhone, optionalKenyanPhone } from './kenyan-phone';

const valid: [string, string][] = [
  ['0712345678', '+254712345678'],
  ['0712 345 678', '+254712345678'],
  ['0712-345-678', '+254712345678'],
  ['+254712345678', '+254712345678'],
  ['+254 712 345 678', '+254712345678'],
  ['254712345678', '+254712345678'],
  ['254 722 000 111', '+254722000111'],
  ['0110123456', '+254110123456'],
  ['0110 123 456', '+254110123456'],
  ['+254 110 123 456', '+254110123456'],
  ['254110123456', '+254110123456'],
  ['712345678', '+254712345678'],
  ['  0799 999 999  ', '+254799999999'],
  ['(0712) 345.678', '+254712345678'],
];

const invalid = [
  '',
  '   ',
  '0712',
  '071234567',
  '07123456789',
  '0212345678',
  '+254212345678',
  '+255712345678',
  '+1 712 345 6789',
  '0812345678',
  '2540712345678',
  '+2547123456789',
  'O712345678',
  '0712 345 67a',
  'call me',
  '++254712345678',
];

describe('Kenyan mobile numbers', () => {
  it.each(valid)('accepts %j as %s', (typed, stored) => {
    expect(normaliseKenyanPhone(typed)).toBe(stored);
    expect(kenyanPhone.parse(typed)).toBe(stored);
  });

  it.each(invalid)('refuses %j', (typed) => {
    expect(normaliseKenyanPhone(typed)).toBeNull();
    expect(kenyanPhone.safeParse(typed).success).toBe(false);
  });

  it('asks for a number when none was typed, and names the accepted shapes when it is wrong', () => {
    expect(kenyanPhone.safeParse('').error?.issues[0]?.message).toBe('Enter your phone number');
    expect(kenyanPhone.safeParse('12345').error?.issues[0]?.message).toMatch(/Kenyan mobile/);
  });

  it('treats an empty optional number as none, and still checks a typed one', () => {
    expect(optionalKenyanPhone.parse('')).toBeNull();
    expect(optionalKenyanPhone.parse(' 0712 345 678 ')).toBe('+254712345678');
    expect(optionalKenyanPhone.safeParse('0812').success).toBe(false);
  });
});
