/**
 * The owner's exports: the `exportOrders` and `exportPayments` callables (functions/src/exports),
 * which read every order or M-Pesa payment of the range on the server and answer the CSV file.
 */
import {
  exportRangeSchema,
  type ExportFile,
  type ExportKind,
  type ExportRange,
} from '@model/export/export-range';
import { callFunction } from '@/data/functions';

/** A year of orders is read and written whole: as long as the function itself may take. */
export const exportTimeoutMs = 300_000;

const callables: Readonly<Record<ExportKind, string>> = {
  orders: 'exportOrders',
  payments: 'exportPayments',
};

/**
 * The file of the range; called once, not retried as reads are: a slow answer is a long range
 * being read, and asking again would read it all again.
 */
export function exportFile(kind: ExportKind, range: ExportRange): Promise<ExportFile> {
  return callFunction<ExportRange, ExportFile>(
    callables[kind],
    exportRangeSchema.parse(range),
    exportTimeoutMs,
  );
}
