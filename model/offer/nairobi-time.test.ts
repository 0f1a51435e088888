import { describe, expect, it } from 'vitest';
import { nairobiInstant, nairobiLocal, nairobiMoment } from './nairobi-time';

describe("Nairobi's clock", () => {
  it('reads a form’s date and time as Nairobi’s, three hours ahead of UTC all year', () => {
    expect(nairobiInstant('2026-11-27T00:00')).toBe('2026-11-26T21:00:00.000Z');
    expect(nairobiInstant('2026-07-01T12:30')).toBe('2026-07-01T09:30:00.000Z');
    expect(nairobiLocal('2026-11-26T21:00:00.000Z')).toBe('2026-11-27T00:00');
    expect(nairobiMoment('2026-11-26T21:00:00.000Z')).toBe('27 Nov at 00:00');
    expect(nairobiMoment('2026-12-31T20:59:00.000Z')).toBe('31 Dec at 23:59');
  });

  it('refuses what is not a date and time, or a day that does not exist', () => {
    for (const bad of [
      '',
      '27/11/2026 00:00',
      '2026-02-30T10:00',
      '2026-11-27T24:00',
      '2026-11-27',
    ]) {
      expect(nairobiInstant(bad)).toBeNull();
    }
  });
});
