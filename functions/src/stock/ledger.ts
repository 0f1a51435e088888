/**
 * The stock ledger: every change to a product's units goes through here, inside the caller's
 * transaction, and leaves one `stockMovements` entry per size and colour it moved (product,
 * size and colour, change, reason, order or member of staff, when). The product's `stock` and
 * `variantStock` move by increments; its cards (what listings show) and its `lowestUnits` (what
 * the back office's Low stock list is ordered by, model/catalog/lowest-units.ts) are written
 * from the product as it will be, so a card that was missing or stale is mended too. Callers read
 * the products first (a transaction reads before it writes) and decide the change; this module
 * only applies it.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { lowestUnits } from '@model/catalog/lowest-units';
import { productsCollection } from '@model/catalog/product';
import { units, variantStock } from '@model/catalog/product-fields';
import {
  cardDocument,
  facetCardDocument,
  productCardsCollection,
  productFacetCardsCollection,
} from '@model/catalog/card-documents';
import type { EventActor } from '@model/order/events';
import type { StockTake } from '@model/order/stock-take';
import type { MovementReason } from '@model/staff/stock';

export const stockMovementsCollection = 'stockMovements';

export type { MovementReason } from '@model/staff/stock';

export interface Movement {
  reason: MovementReason;
  orderId: string | null;
  at: Date;
  /** The member of staff who changed the units, and why in their words; absent for an order. */
  by?: EventActor;
  note?: string;
}

/** A product as the transaction read it; `data` undefined when the product is gone. */
export interface ReadProduct {
  id: string;
  data: DocumentData | undefined;
}

/** Reads the products of these ids in the transaction, in one round trip. */
export async function readProducts(
  transaction: Transaction,
  db: Firestore,
  ids: readonly string[],
): Promise<ReadProduct[]> {
  if (ids.length === 0) return [];
  const refs = ids.map((id) => db.collection(productsCollection).doc(id));
  const snapshots = await transaction.getAll(...refs);
  return snapshots.map((snapshot) => ({ id: snapshot.id, data: snapshot.data() }));
}

/** The product as it will be once `sign` × the take is applied: what its cards must show. */
function afterChange(data: DocumentData, take: StockTake, sign: 1 | -1): DocumentData {
  const perVariant = variantStock(data.variantStock);
  const moved = perVariant
    ? Object.fromEntries(
        Object.entries(perVariant).map(([key, count]) => [
          key,
          count + sign * (take.variants[key] ?? 0),
        ]),
      )
    : undefined;
  return { ...data, stock: units(data.stock) + sign * take.units, variantStock: moved };
}

/** `M|Black` as its size and colour ('' is none), as the ledger records them. */
function splitVariant(key: string): { size: string | null; colour: string | null } {
  const [size = '', colour = ''] = key.split('|');
  return { size: size || null, colour: colour || null };
}

function recordMovements(
  transaction: Transaction,
  db: Firestore,
  productId: string,
  take: StockTake,
  sign: 1 | -1,
  movement: Movement,
  productGone: boolean,
): void {
  const perVariant = Object.entries(take.variants).filter(([, count]) => count > 0);
  const entries =
    perVariant.length > 0
      ? perVariant.map(([variant, count]) => ({ variant, count }))
      : [{ variant: null, count: take.units }];
  for (const { variant, count } of entries) {
    if (count === 0) continue;
    transaction.create(db.collection(stockMovementsCollection).doc(), {
      ...movementEntry(productId, variant, sign * count, movement),
      // Units given back to a product that was deleted meanwhile have nowhere to go.
      ...(productGone ? { productGone: true } : {}),
    });
  }
}

/** One `stockMovements` entry: the product's variant moved by `change`, why, and by whom. */
function movementEntry(
  productId: string,
  variant: string | null,
  change: number,
  movement: Movement,
): DocumentData {
  const { size, colour } = variant === null ? { size: null, colour: null } : splitVariant(variant);
  return {
    productId,
    variant,
    size,
    colour,
    change,
    reason: movement.reason,
    orderId: movement.orderId,
    at: Timestamp.fromDate(movement.at),
    ...(movement.by ? { by: movement.by, note: movement.note ?? '' } : {}),
  };
}

/**
 * Moves `sign` × the take's units, and answers the product as it will be (undefined for a
 * product that is gone, or when nothing moves). Callers check the units suffice.
 */
export function changeUnits(
  transaction: Transaction,
  db: Firestore,
  product: ReadProduct,
  take: StockTake,
  sign: 1 | -1,
  movement: Movement,
): DocumentData | undefined {
  if (take.units === 0) return undefined;
  const { data } = product;
  recordMovements(transaction, db, product.id, take, sign, movement, data === undefined);
  if (data === undefined) return undefined;
  const ref = db.collection(productsCollection).doc(product.id);
  const after = afterChange(data, take, sign);
  // FieldPath, not a dotted string: a size like "UK 7.5" must stay one key.
  const byVariant = Object.entries(take.variants).flatMap(([key, count]) => [
    new FieldPath('variantStock', key),
    FieldValue.increment(sign * count),
  ]);
  transaction.update(
    ref,
    'stock',
    FieldValue.increment(sign * take.units),
    ...byVariant,
    'lowestUnits',
    lowestUnits(after),
  );
  const card = cardDocument(after);
  const facetCard = facetCardDocument(after);
  if (card) transaction.set(db.collection(productCardsCollection).doc(product.id), card);
  if (facetCard) {
    transaction.set(db.collection(productFacetCardsCollection).doc(product.id), facetCard);
  }
  return after;
}

/** Takes units off a product the stock rule said has them (model/order/stock-take.ts). */
export function takeUnits(
  transaction: Transaction,
  db: Firestore,
  product: ReadProduct,
  take: StockTake,
  movement: Movement,
): DocumentData | undefined {
  return changeUnits(transaction, db, product, take, -1, movement);
}

/** Gives units an order held back to their product. */
export function giveBackUnits(
  transaction: Transaction,
  db: Firestore,
  product: ReadProduct,
  take: StockTake,
  movement: Movement,
): DocumentData | undefined {
  return changeUnits(transaction, db, product, take, 1, movement);
}

/**
 * Records units that come back unfit to sell (a damaged return): they never reach the product's
 * stock, so the entry moves nothing (a change of 0) and says how many were written off.
 */
export function recordWriteOff(
  transaction: Transaction,
  db: Firestore,
  productId: string,
  variant: string | null,
  count: number,
  movement: Movement,
): void {
  transaction.create(db.collection(stockMovementsCollection).doc(), {
    ...movementEntry(productId, variant, 0, movement),
    writtenOff: count,
  });
}
