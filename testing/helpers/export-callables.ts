/**
 * The `exportOrders` and `exportPayments` callables (functions/src/exports) for the Export form's
 * component tests and stories: a file of the range as the server answers it, with `rows` rows,
 * or a refusal; the real callables are tested with the functions.
 */
import type { RequestHandler } from 'msw';
import { csvText } from '@model/export/csv';
import {
  exportFileName,
  type ExportFile,
  type ExportKind,
  type ExportRange,
} from '@model/export/export-range';
import { orderColumns } from '@model/export/order-rows';
import { paymentColumns } from '@model/export/payment-rows';
import { answeredCallable, CallableRefusal } from './callables';
import { orderNumberOf } from '../fixtures/order-ids';

export interface ExportCallablesOptions {
  /** Rows in each file; 3 unless given. */
  rows?: number;
  /** Refuses an export instead, e.g. a range of too many rows. */
  refuses?: (kind: ExportKind, range: ExportRange) => CallableRefusal | null;
  /** Waits before answering, e.g. to show Exporting. */
  delay?: () => Promise<void>;
}

const columns = { orders: orderColumns, payments: paymentColumns } as const;

/** Row `n` of a file: the order's number first, the other cells filled. */
const rowOf = (kind: ExportKind, n: number) =>
  columns[kind].map((_, i) => (i === 0 ? orderNumberOf(n) : `Cell ${i}`));

/** Both exports at the Functions emulator's address; `requests` keeps what each was sent. */
export function exportCallables({ rows = 3, refuses, delay }: ExportCallablesOptions = {}) {
  const requests: Array<{ kind: ExportKind; range: ExportRange }> = [];
  const handlers: RequestHandler[] = (['orders', 'payments'] as const).flatMap((kind) => {
    const name = kind === 'orders' ? 'exportOrders' : 'exportPayments';
    return answeredCallable<ExportRange>(name, async (range) => {
      requests.push({ kind, range });
      await delay?.();
      const refusal = refuses?.(kind, range);
      if (refusal) return refusal;
      const file: ExportFile = {
        fileName: exportFileName(kind, range),
        csv: csvText(
          columns[kind],
          Array.from({ length: rows }, (_, n) => rowOf(kind, n + 1)),
        ),
        rows,
      };
      return file;
    }).handlers;
  });
  return { handlers, requests };
}

export { CallableRefusal };
