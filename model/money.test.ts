import { describe, expect, it } from 'vitest';
import { formatKes, linesInCents, priceInCents, savingInCents } from './money';

describe('formatKes', () => {
  it.each([
    ['1500', 'KES 1,500'],
    [1500, 'KES 1,500'],
    ['0', 'KES 0'],
    ['999', 'KES 999'],
    ['1000', 'KES 1,000'],
    ['1234567', 'KES 1,234,567'],
    ['1499.50', 'KES 1,499.50'],
    ['1499.5', 'KES 1,499.50'],
    ['1499.00', 'KES 1,499'],
    [0.05, 'KES 0.05'],
    [2999.999, 'KES 3,000'],
    [-250, 'KES -250'],
  ])('shows %s as %s', (amount, shown) => {
    expect(formatKes(amount)).toBe(shown);
  });

  it.each(['', 'abc', 'NaN', '1,500'])('shows a dash for the unreadable amount %j', (amount) => {
    expect(formatKes(amount)).toBe('KES —');
  });
});

describe('amounts in whole cents', () => {
  it('reads a price string in whole cents', () => {
    expect(priceInCents('1500')).toBe(150000);
    expect(priceInCents('1499.50')).toBe(149950);
    expect(priceInCents('0.07')).toBe(7);
  });

  it('sums price times quantity exactly, where shillings would drift', () => {
    expect(
      linesInCents([
        { price: '0.1', quantity: 3 },
        { price: '0.2', quantity: 1 },
      ]),
    ).toBe(50);
  });

  it('saves the was price less the price, and nothing where it is not above it', () => {
    expect(savingInCents('2499.50', '3000')).toBe(50_050);
    expect(savingInCents('3000', '3000')).toBe(0);
    expect(savingInCents('3000', '2000')).toBe(0);
  });
});
