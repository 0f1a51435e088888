/**
 * `exportPayments`: the owner's M-Pesa payments of a range of Nairobi days as CSV
 * (model/export/payment-rows.ts), oldest first by when each was asked for: those the Payments
 * page lists (money came, or may have), in the states it names, each with its order's number.
 */
import { csvText } from '@model/export/csv';
import { exportFileName, type ExportFile } from '@model/export/export-range';
import { paymentColumns, paymentRow } from '@model/export/payment-rows';
import type { Call } from '../core/call';
import {
  payerPhone,
  paymentReceipt,
  paymentRowState,
  paymentsCollection,
  paymentsPageFields,
  readPayment,
  takenAmount,
} from '../mpesa/payment-record';
import { orderNumbersOf } from '../mpesa/payments-day';
import { ownersRange, rowsInRange, type ExportContext } from './export-access';

export async function exportPayments(
  context: ExportContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<ExportFile> {
  const range = await ownersRange(context, call);
  const { db } = context;
  const rows = await rowsInRange(
    context,
    db.collection(paymentsCollection),
    'requestedAt',
    range,
    'payments',
    async (page) => {
      // Prompts that took nothing (cancelled, failed) are left out, as the Payments page does.
      const listed = page.flatMap((doc) => {
        const payment = readPayment(doc.data());
        return payment && paymentsPageFields(payment).listed ? [payment] : [];
      });
      const numberOf = await orderNumbersOf(db, listed);
      return listed.map((payment) =>
        paymentRow({
          at: payment.requestedAt.toDate().toISOString(),
          receipt: paymentReceipt(payment),
          amount: takenAmount(payment),
          // Whole, unlike the Payments page's: the owner's own books (model/export/payment-rows.ts).
          phone: payerPhone(payment),
          orderNumber: numberOf(payment),
          state: paymentRowState(payment),
        }),
      );
    },
  );
  return {
    fileName: exportFileName('payments', range),
    csv: csvText(paymentColumns, rows),
    rows: rows.length,
  };
}
