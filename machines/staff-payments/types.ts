import type { PaymentRow, PaymentsDay, PaymentTotals } from '@model/payment/payments-day';

export type { PaymentRow, PaymentsDay, PaymentTotals };

/** One page of a day's payments: the day, and where the page starts (null: the first). */
export interface PaymentsPageRequest {
  day: string;
  cursor: string | null;
}
