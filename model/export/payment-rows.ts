/**
 * The payments export (./export-range.ts): one row per M-Pesa payment of the range that took
 * money or may have, as the Payments page lists them (model/payment/payments-day.ts). Unlike that
 * page, the phone is whole: the file is the owner's, for bookkeeping and for matching M-Pesa's
 * own statement, and only the owner may make it (functions/src/exports).
 */
import { paymentRowStateLabels, type PaymentRow } from '../payment/payments-day';
import type { CsvCell } from './csv';
import { nairobiDateTime } from './export-range';

export const paymentColumns = [
  'Time',
  'M-Pesa receipt',
  'Amount (KES)',
  'Phone',
  'Order number',
  'State',
] as const;

/** A payment as the export reads it: a Payments page row with the whole phone. */
export type PaymentExportRow = Pick<
  PaymentRow,
  'at' | 'receipt' | 'amount' | 'phone' | 'orderNumber' | 'state'
>;

export const paymentRow = (payment: PaymentExportRow): CsvCell[] => [
  nairobiDateTime(payment.at),
  payment.receipt,
  payment.amount,
  payment.phone,
  payment.orderNumber,
  paymentRowStateLabels[payment.state],
];
