import type { Stocked } from '@model/catalog/stock-rule';
import type { StockAdjustment } from '@model/staff/requests';

/** A product as the stock page reads it: its sizes and colours, and its units (stock-rule.ts). */
export interface StockProduct extends Stocked {
  id: string;
  productName: string;
}

/** A product found by name: enough to choose it. */
export interface FoundProduct {
  id: string;
  productName: string;
  stock: number;
}

/** A product in the Low stock list. */
export interface StockLine extends FoundProduct {
  /** The fewest units of any size and colour it sells (model/catalog/lowest-units.ts). */
  lowestUnits: number;
}

/** Why units moved: the stock ledger's reasons (functions/src/stock/ledger.ts) and staff's own. */
export const movementReasons = [
  'order-placed',
  'payment-retried',
  'payment-failed',
  'order-expired',
  'order-cancelled',
  'stock-received',
  'stock-adjusted',
] as const;
export type MovementReason = (typeof movementReasons)[number];

/** One entry of a product's Stock history, newest first. */
export interface StockMovement {
  id: string;
  /** `size|colour`, null for a product sold without either. */
  variant: string | null;
  change: number;
  /** A reason outside the ledger's list reads as unknown, never as another. */
  reason: MovementReason | 'unknown';
  orderId: string | null;
  /** ISO 8601 instant; null while the server has not stamped it. */
  at: string | null;
  /** Who changed it, for a staff change. */
  by: string | null;
  /** What staff said about it. */
  note: string | null;
}

/** The product's units once the server applied a change (the `adjustStock` callable's answer). */
export type NewUnits = Pick<StockProduct, 'stock' | 'variantStock'>;

/** What a save came to: the new units, or the server's refusal in its own words. */
export type AdjustOutcome =
  { outcome: 'saved'; units: NewUnits } | { outcome: 'refused'; message: string };

/** What the form sends: the product's id is the page's. */
export type AdjustmentDetails = Omit<StockAdjustment, 'productId'>;

/** The product and its latest movements, read together. */
export interface ProductStock {
  product: StockProduct;
  history: StockMovement[];
}
