export type {
  PaymentRow,
  PaymentsDay,
  PaymentsPageRequest,
  PaymentTotals,
} from '@model/payment/payments-day';
