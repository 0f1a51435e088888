/**
 * The back office's order queues: where each order waits for staff, derived from its position
 * (./status.ts) and stored on the order as `queue` by every server write that moves it, so a tab
 * of /staff/orders is one equality query (docs/query-shapes.md).
 */
import { awaitsConfirmation, type OrderPosition } from './status';

export const orderQueues = [
  'awaiting-payment',
  /** Cash orders staff have not yet called the shopper about. */
  'to-confirm',
  'to-pack',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
  /** Over without a parcel: payment failed, expired or refunded. */
  'closed',
] as const;
export type OrderQueue = (typeof orderQueues)[number];

/** The tabs staff see, in the order they work through them (../shared/QA-CONTRACT.md). */
export const queueTabs: ReadonlyArray<{ queue: OrderQueue; label: string }> = [
  { queue: 'awaiting-payment', label: 'Awaiting payment' },
  { queue: 'to-confirm', label: 'To confirm' },
  { queue: 'to-pack', label: 'To pack' },
  { queue: 'packed', label: 'Packed' },
  { queue: 'dispatched', label: 'Dispatched' },
  { queue: 'delivered', label: 'Delivered' },
  { queue: 'cancelled', label: 'Cancelled' },
];

/** The queue an order in this position waits in; null for one the vocabulary cannot read. */
export function queueOf(position: OrderPosition): OrderQueue | null {
  const { status, fulfilment } = position;
  if (status === 'unknown' || fulfilment === 'unknown') return null;
  if (status === 'cancelled') return 'cancelled';
  if (status === 'awaiting-payment') return 'awaiting-payment';
  if (awaitsConfirmation(position)) return 'to-confirm';
  if (status === 'paid' || status === 'pending') {
    return fulfilment === 'unfulfilled' ? 'to-pack' : fulfilment;
  }
  return 'closed';
}
