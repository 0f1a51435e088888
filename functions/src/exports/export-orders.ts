/**
 * `exportOrders`: the owner's orders of a range of Nairobi days as CSV, one row per order line
 * (model/export/order-rows.ts), oldest order first, read whole by the time each was placed.
 */
import { csvText } from '@model/export/csv';
import { exportFileName, type ExportFile } from '@model/export/export-range';
import { orderColumns, orderRows } from '@model/export/order-rows';
import { readOrder } from '@model/order/stored-order';
import { amount, listOf } from '@model/stored/fields';
import type { Call } from '../core/call';
import { ordersCollection } from '../orders/stored-order';
import { ownersRange, rowsInRange, type ExportContext } from './export-access';

export async function exportOrders(
  context: ExportContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<ExportFile> {
  const range = await ownersRange(context, call);
  const rows = await rowsInRange(
    context,
    context.db.collection(ordersCollection),
    'createdAt',
    range,
    'orders',
    async (page) =>
      page.flatMap((doc) => {
        const data = doc.data();
        return orderRows(readOrder(doc.id, data), listOf(data.lineDiscounts).map(amount));
      }),
  );
  return {
    fileName: exportFileName('orders', range),
    csv: csvText(orderColumns, rows),
    rows: rows.length,
  };
}
