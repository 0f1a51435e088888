import type { OrderPosition } from '../order/status';
import type { OrderRefund } from '../order/view';

/** One of the shopper's orders as the account page lists it, with where it stands. */
export interface OrderSummary extends OrderPosition {
  /** The order's document id: its page's address. */
  id: string;
  /** The number the shop issued (../order/number.ts); an older order's id. */
  number: string;
  /** ISO 8601 instant, or null while the server has not stamped it. */
  placedAt: string | null;
  /** KES. */
  total: number;
  itemCount: number;
  /** Money the shop gave back, or owes back, for it; null when none. */
  refund: OrderRefund | null;
}
