/**
 * How the back office words an order: its payment, its parcel, its steps and its History. The
 * shopper's one-step words are model/order/status.ts's `orderStepLabel`.
 */
import { orderEventLabels } from '@model/order/events';
import { queueTabs } from '@model/order/queue';
import type { FulfilmentStep, OrderAction, OrderStatus, Unknown } from '@model/order/status';
import type { PaymentFailure } from '@model/order/view';
import type { HistoryEntry, OrderTab } from '../../../machines/staff-orders/types';

/** The tabs of /staff/orders: the queues, then the open refunds (../shared/QA-CONTRACT.md). */
export const orderTabs: ReadonlyArray<{ tab: OrderTab; label: string }> = [
  ...queueTabs.map(({ queue, label }) => ({ tab: queue, label })),
  { tab: 'refunds', label: 'Refunds' },
];

export const paymentMethodLabels: Record<'mpesa' | 'cash-on-delivery', string> = {
  mpesa: 'M-Pesa',
  'cash-on-delivery': 'Cash on delivery',
};

/** Where the money stands, in staff's words. */
export const paymentStatusLabels: Record<OrderStatus | Unknown, string> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  'payment-failed': 'Payment failed',
  pending: 'To be paid in cash on delivery',
  expired: 'Expired unpaid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  unknown: 'Status unknown',
};

/** Where the parcel stands. */
export const fulfilmentLabels: Record<FulfilmentStep | Unknown, string> = {
  unfulfilled: 'Not packed yet',
  packed: 'Packed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  unknown: 'Status unknown',
};

/** Why M-Pesa did not pay, shortly. */
export const paymentFailureLabels: Record<PaymentFailure, string> = {
  'insufficient-funds': 'Not enough M-Pesa balance',
  cancelled: 'Cancelled on the phone',
  unreachable: 'Phone unreachable',
  'wrong-pin': 'Wrong PIN',
  'amount-mismatch': 'M-Pesa took another amount',
  'no-answer': 'Prompt not answered',
  busy: 'Another M-Pesa request was waiting',
  'invalid-phone': 'M-Pesa refused the number',
  unavailable: 'M-Pesa was unavailable',
  failed: 'M-Pesa could not complete it',
};

/** Each step's button, and its dialog's title and confirming button (../shared/QA-CONTRACT.md). */
export const stepLabels: Record<OrderAction, string> = {
  confirm: 'Mark as confirmed',
  pack: 'Mark as packed',
  dispatch: 'Mark as dispatched',
  deliver: 'Mark as delivered',
  cancel: 'Cancel order',
};

/** What the page says once a step is saved. */
export const stepSavedMessages: Record<OrderAction, string> = {
  confirm: 'Marked as confirmed.',
  pack: 'Marked as packed.',
  dispatch: 'Marked as dispatched.',
  deliver: 'Marked as delivered.',
  cancel: 'Order cancelled.',
};

/** What an empty tab says. */
export const emptyTabMessages: Record<OrderTab, string> = {
  'awaiting-payment': 'No order is waiting for its M-Pesa payment.',
  'to-confirm': 'No cash order is waiting to be confirmed with the shopper.',
  'to-pack': 'Nothing to pack: every paid and confirmed cash order is packed.',
  packed: 'No packed order is waiting to go out.',
  dispatched: 'No order is on its way.',
  delivered: 'No order has been delivered yet.',
  cancelled: 'No order has been cancelled.',
  closed: 'No order here.',
  refunds: 'No money is due back: every refund has been made.',
};

/** The words of a History entry's details, by their key (a refund's: functions/src/refunds). */
const detailLabels: Record<string, string> = {
  courier: 'Courier or rider',
  tracking: 'Tracking reference',
  reason: 'Reason',
  amount: 'Amount',
  receipt: 'M-Pesa receipt',
  method: 'How',
  reference: 'Reference',
};

export const detailLabel = (key: string): string => detailLabels[key] ?? key;

export const historyLabel = (entry: HistoryEntry): string =>
  entry.type === 'unknown' ? 'Unknown step' : orderEventLabels[entry.type];

export { formatWhen } from '../ui/when';
