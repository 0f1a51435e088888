import type { StockAdjustment } from '@model/staff/requests';

export {
  movementReasons,
  type AdjustOutcome,
  type FoundProduct,
  type MovementReason,
  type NewUnits,
  type ProductStock,
  type StockLine,
  type StockMovement,
  type StockProduct,
} from '@model/staff/stock';

/** What the form sends: the product's id is the page's. */
export type AdjustmentDetails = Omit<StockAdjustment, 'productId'>;
