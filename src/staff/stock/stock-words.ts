/** How the back office words stock: units, changes and why they moved. */
import type { AdjustmentDetails, MovementReason } from '../../../machines/stock-adjustment/types';
import { variantLabel } from '../../../machines/stock-adjustment/variants';

export const unitsLabel = (count: number): string => `${count} ${count === 1 ? 'unit' : 'units'}`;

/** `+4` or `−2` (a true minus sign, which screen readers say as minus). */
export const changeLabel = (change: number): string =>
  change > 0 ? `+${change}` : change === 0 ? '0' : `\u2212${Math.abs(change)}`;

export const reasonLabels: Record<MovementReason | 'unknown', string> = {
  'order-placed': 'Order placed',
  'payment-retried': 'Order placed again after a failed payment',
  'payment-failed': 'Payment failed: units given back',
  'order-expired': 'Unpaid order expired: units given back',
  'order-cancelled': 'Order cancelled: units given back',
  'stock-received': 'Stock received',
  'stock-adjusted': 'Stock adjusted',
  'return-resellable': 'Returned: back on sale',
  'return-damaged': 'Returned damaged: written off',
  'exchange-sent': 'Sent as an exchange',
  unknown: 'Reason unknown',
};

/** What the page says once a change is saved. */
export function savedMessage({ change, variant }: AdjustmentDetails): string {
  const what = change > 0 ? 'received' : 'removed';
  const of = variant === null ? '' : ` of ${variantLabel(variant)}`;
  return `Saved: ${unitsLabel(Math.abs(change))} ${what}${of}.`;
}
