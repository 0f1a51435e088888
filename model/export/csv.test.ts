import { describe, expect, it } from 'vitest';
import { parseCsv } from '@testing/helpers/csv';
import { csvCell, csvText } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, and nothing for null', () => {
    expect(csvCell('Wanjiku Kamau')).toBe('Wanjiku Kamau');
    expect(csvCell(12500)).toBe('12500');
    expect(csvCell(-300)).toBe('-300');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Kamau, Wanjiku')).toBe('"Kamau, Wanjiku"');
    expect(csvCell('The "Big" Shop')).toBe('"The ""Big"" Shop"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=cmd|"/c calc"!A1', '+254712345678', '-1+1', '@SUM(A1)', '\tTab', '\rReturn'])(
    'writes %j with a leading quote, so no spreadsheet runs it',
    (text) => {
      const [[read]] = parseCsv(`${csvCell(text)}\r\n`) as [[string]];
      expect(read).toBe(`'${text}`);
    },
  );

  it('leaves text that merely contains those characters alone', () => {
    expect(csvCell('Size 8-10')).toBe('Size 8-10');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvText', () => {
  it('writes the header and each row, every line ended by CRLF, and reads back the same', () => {
    const text = csvText(
      ['Name', 'Amount'],
      [
        ['Achieng "Aki", Otieno', 1500],
        ['=HYPERLINK("x")', null],
      ],
    );
    expect(text).toBe(
      'Name,Amount\r\n"Achieng ""Aki"", Otieno",1500\r\n"\'=HYPERLINK(""x"")",\r\n',
    );
    expect(parseCsv(text)).toEqual([
      ['Name', 'Amount'],
      ['Achieng "Aki", Otieno', '1500'],
      ['\'=HYPERLINK("x")', ''],
    ]);
  });

  it('writes the header alone for no rows', () => {
    expect(csvText(['A', 'B'], [])).toBe('A,B\r\n');
  });
});
