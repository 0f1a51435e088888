/**
 * The Payments page's reads: the `listPayments` callable (functions/src), which reads the
 * server-only payment records (firestore.rules lets no browser read them) and answers a day's
 * M-Pesa payments a page at a time, each phone masked, with the day's totals.
 */
import {
  listPaymentsSchema,
  type PaymentsPageRequest,
  type ListPaymentsRequest,
  type PaymentsDay,
} from '@model/payment/payments-day';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';

/** One page of a day's payments, newest first; a read, so retried as the others are. */
export function listPaymentsDay(request: PaymentsPageRequest): Promise<PaymentsDay> {
  const checked = listPaymentsSchema.parse(request);
  return read(() => callFunction<ListPaymentsRequest, PaymentsDay>('listPayments', checked));
}
