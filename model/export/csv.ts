/**
 * CSV as RFC 4180 writes it, for the owner's exports (./export-range.ts): a cell with a comma,
 * a double quote or a line break is quoted, its quotes doubled; lines end with CRLF. A text cell a
 * spreadsheet would take for a formula (starting `=`, `+`, `-`, `@`, a tab or a carriage return)
 * is written with a leading `'`, so a customer who names themselves `=HYPERLINK(…)` is read as
 * text, never run, when the bookkeeper opens the file.
 */

/** One cell: text, a number (money in whole KES, quantities), or nothing. */
export type CsvCell = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** A cell as written: numbers as they are, text guarded against formulas and quoted if it must be. */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file: the header row, then one line per row, each ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
