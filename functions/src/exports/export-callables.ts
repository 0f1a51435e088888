/** The owner's exports as callables: each answers the file, `{fileName, csv, rows}`. */
import { asCallable } from '../core/call';
import { exportOrders } from './export-orders';
import { exportPayments } from './export-payments';

export const exportOrdersCall = asCallable(exportOrders);
export const exportPaymentsCall = asCallable(exportPayments);
