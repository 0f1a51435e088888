/**
 * Stock as the Stock pages read it (src/staff/data/stock.ts): products low on stock, a product's
 * units, its movements in the stock ledger (`stockMovements`), and the reading of those stored
 * documents and of the `adjustStock` callable's answer.
 */
import { lowestUnits } from '../catalog/lowest-units';
import { stringOr, strings, units, variantStock } from '../catalog/product-fields';
import type { Stocked } from '../catalog/stock-rule';
import { instantOrNull, isOneOf, wholeNumber, wordsOrNull, type Fields } from '../stored/fields';

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
  /** An order took them. */
  'order-placed',
  /** A failed payment's order took them again with Try again or cash on delivery. */
  'payment-retried',
  /** M-Pesa finally said no, or refused the prompt: the order gave them back. */
  'payment-failed',
  /** Unpaid at the end of its hold. */
  'order-expired',
  'order-cancelled',
  /** Staff received units (the back office's Stock page). */
  'stock-received',
  /** Staff removed units: damaged, lost, miscounted. */
  'stock-adjusted',
  /** A returned unit staff found fit to sell again (model/return/return.ts). */
  'return-resellable',
  /** A returned unit staff found damaged: written off, never back on sale (a change of 0). */
  'return-damaged',
  /** A return's exchange took them, as an order of its own (functions/src/returns). */
  'exchange-sent',
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

/** The product and its latest movements, read together. */
export interface ProductStock {
  product: StockProduct;
  history: StockMovement[];
}

const productName = (id: string, data: Fields) => stringOr(data.productName).trim() || id;

/** `lowestUnits` as the server keeps it, or worked out where a document has none yet. */
function lowestOf(data: Fields): number {
  return Number.isSafeInteger(data.lowestUnits) ? (data.lowestUnits as number) : lowestUnits(data);
}

export function readStockLine(id: string, data: Fields): StockLine {
  return {
    id,
    productName: productName(id, data),
    stock: units(data.stock),
    lowestUnits: lowestOf(data),
  };
}

export function readStockProduct(id: string, data: Fields): StockProduct {
  const perVariant = variantStock(data.variantStock);
  return {
    id,
    productName: productName(id, data),
    sizes: strings(data.sizes),
    unavailableSizes: strings(data.unavailableSizes),
    colours: strings(data.colours),
    unavailableColours: strings(data.unavailableColours),
    stock: units(data.stock),
    ...(perVariant ? { variantStock: perVariant } : {}),
  };
}

/** A movement as stored; a reason outside the ledger's reads as unknown (the reader logs it). */
export function readStockMovement(id: string, data: Fields): StockMovement {
  const by = data.by as { name?: unknown } | null | undefined;
  return {
    id,
    variant: wordsOrNull(data.variant),
    change: wholeNumber(data.change),
    reason: isOneOf(movementReasons, data.reason) ? data.reason : 'unknown',
    orderId: wordsOrNull(data.orderId),
    at: instantOrNull(data.at),
    by: wordsOrNull(by?.name),
    note: wordsOrNull(data.note),
  };
}

/** The product's units as the `adjustStock` callable answers them. */
export function readNewUnits(answer: unknown): NewUnits {
  const { stock, variantStock: stored } = (answer ?? {}) as Fields;
  const perVariant = variantStock(stored);
  return { stock: units(stock), ...(perVariant ? { variantStock: perVariant } : {}) };
}
