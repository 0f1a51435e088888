export type { OrderSummary } from '@model/account/order-summary';
