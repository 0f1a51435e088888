import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  exportFileName,
  exportRangeSchema,
  nairobiDateTime,
  rangeBounds,
  tooManyRows,
} from './export-range';

const refusal = (request: unknown) => {
  const parsed = exportRangeSchema.safeParse(request);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('exportRangeSchema', () => {
  it('takes a range of Nairobi days, one day and a leap year included', () => {
    expect(exportRangeSchema.parse({ from: '2026-11-01', to: '2026-11-29' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-29',
    });
    expect(refusal({ from: '2026-11-29', to: '2026-11-29' })).toBeNull();
    expect(refusal({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
  });

  it.each([
    [{ to: '2026-11-29' }, 'Choose the From date.'],
    [{ from: '2026-11-01' }, 'Choose the To date.'],
    [{ from: '1/11/2026', to: '2026-11-29' }, 'Choose the From date.'],
    [{ from: '2026-11-01', to: '' }, 'Choose the To date.'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'The From date is not a real date.'],
    [{ from: '2026-11-01', to: '2026-13-01' }, 'The To date is not a real date.'],
    [{ from: '2026-11-29', to: '2026-11-01' }, 'The From date must be on or before the To date.'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'Choose at most 366 days.'],
  ])('refuses %j: %s', (request, message) => {
    expect(refusal(request)).toBe(message);
  });
});

describe('the range', () => {
  it('counts both ends', () => {
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInRange('2026-11-01', '2026-11-29')).toBe(29);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('runs from Nairobi midnight on From to Nairobi midnight after To', () => {
    expect(rangeBounds({ from: '2026-11-01', to: '2026-11-29' })).toEqual({
      start: new Date('2026-10-31T21:00:00.000Z'),
      end: new Date('2026-11-29T21:00:00.000Z'),
    });
  });

  it('names the file after what it holds and its days', () => {
    expect(exportFileName('orders', { from: '2026-11-01', to: '2026-11-29' })).toBe(
      'mtindo-orders-2026-11-01-to-2026-11-29.csv',
    );
    expect(exportFileName('payments', { from: '2026-11-01', to: '2026-11-01' })).toBe(
      'mtindo-payments-2026-11-01-to-2026-11-01.csv',
    );
  });

  it('asks for fewer days when a range holds too many rows', () => {
    expect(tooManyRows('orders')).toBe(
      'That range holds more than 50,000 order lines: choose fewer days and export them in parts.',
    );
    expect(tooManyRows('payments')).toMatch(/more than 50,000 payments: choose fewer days/);
  });

  it('writes an instant as Nairobi reads it', () => {
    expect(nairobiDateTime('2026-11-28T21:00:00.000Z')).toBe('2026-11-29 00:00');
    expect(nairobiDateTime('2026-11-29T11:05:59.999Z')).toBe('2026-11-29 14:05');
  });
});
