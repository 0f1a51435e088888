export type { ExportFile, ExportKind, ExportRange } from '@model/export/export-range';
import type { ExportKind, ExportRange } from '@model/export/export-range';

/** What one export asks the server for: which file, and its days. */
export interface ExportRequest {
  kind: ExportKind;
  range: ExportRange;
}
