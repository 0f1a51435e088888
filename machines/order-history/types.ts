/** One of the shopper's orders as the account page lists it. */
export interface OrderSummary {
  id: string;
  /** ISO 8601 instant, or null while the server has not stamped it. */
  placedAt: string | null;
  /** KES. */
  total: number;
  itemCount: number;
  status: string;
}
