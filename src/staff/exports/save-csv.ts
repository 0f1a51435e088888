import type { ExportFile } from '@model/export/export-range';

/** Long enough for the browser to have started the download before its address goes. */
const keepAddressMs = 60_000;

/**
 * Saves the file on the device through a link it clicks. The byte-order mark tells Excel the
 * file is UTF-8 (without it, Excel on Windows reads a name such as `Wanjirũ` in another code
 * page); other programs skip it.
 */
export function saveCsv({ fileName, csv }: ExportFile): void {
  const blob = new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepAddressMs);
}
