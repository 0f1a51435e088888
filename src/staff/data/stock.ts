/**
 * What the Stock pages read and change: products low on stock, a product's units and its Stock
 * history (Firestore Lite, signed in as staff: firestore.rules lets staff read `stockMovements`),
 * and the `adjustStock` callable, which changes units and records the movement in one transaction
 * (functions/src/staff). Every query shape here is listed in docs/query-shapes.md.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { lowStockBelow } from '@model/catalog/lowest-units';
import { productsCollection } from '@model/catalog/product';
import {
  readNewUnits,
  readStockLine,
  readStockMovement,
  readStockProduct,
  type AdjustOutcome,
  type FoundProduct,
  type ProductStock,
  type StockLine,
  type StockMovement,
  type StockProduct,
} from '@model/staff/stock';
import { stockAdjustmentSchema, type StockAdjustment } from '@model/staff/requests';
import { searchProducts } from '@/catalog/data/product-search';
import { DataError } from '@/data/data-error';
import { db } from '@/data/firestore-db';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';

/** Enough for a morning's restocking on a phone; the list is the lowest first. */
export const lowStockLength = 50;
/** The latest movements: older ones are the ledger's, not the page's. */
export const historyLength = 30;
export const foundLength = 20;

const stockMovementsCollection = 'stockMovements';

/**
 * Products with a size or colour under `lowStockBelow` units, the fewest first. Units are whole
 * numbers, so `<= lowStockBelow - 1` is `< lowStockBelow`, and it is the range the browser
 * stand-in serves (mocks/browser/firestore/filters.ts).
 */
export async function listLowStock(): Promise<StockLine[]> {
  const snapshot = await read(() =>
    getDocs(
      query(
        collection(db(), productsCollection),
        where('lowestUnits', '<=', lowStockBelow - 1),
        orderBy('lowestUnits'),
        limit(lowStockLength),
      ),
    ),
  );
  return snapshot.docs.map((document) => readStockLine(document.id, document.data()));
}

/** Products by name, with the shop's own search (its `searchTerms` index), newest first. */
export async function findProducts(text: string): Promise<FoundProduct[]> {
  const page = await searchProducts(text, { pageSize: foundLength });
  return page.products.map(({ id, productName, stock }) => ({ id, productName, stock }));
}

/** The product and its latest movements; null when there is no such product. */
export async function loadProductStock(productId: string): Promise<ProductStock | null> {
  const [product, history] = await Promise.all([
    getStockProduct(productId),
    listStockHistory(productId),
  ]);
  return product && { product, history };
}

async function getStockProduct(productId: string): Promise<StockProduct | null> {
  const snapshot = await read(() => getDoc(doc(db(), productsCollection, productId)));
  const data = snapshot.data();
  return data ? readStockProduct(snapshot.id, data) : null;
}

async function listStockHistory(productId: string): Promise<StockMovement[]> {
  const snapshot = await read(() =>
    getDocs(
      query(
        collection(db(), stockMovementsCollection),
        where('productId', '==', productId),
        orderBy('at', 'desc'),
        limit(historyLength),
      ),
    ),
  );
  return snapshot.docs.map((document) => toStockMovement(document.id, document.data()));
}

/**
 * Records units received or removed. The server refusing it (more removed than there are) is an
 * answer in its own words, not a failure; a call that did not come back is one, and may have landed.
 */
export async function adjustStock(request: StockAdjustment): Promise<AdjustOutcome> {
  try {
    const answer = await callFunction<StockAdjustment, unknown>(
      'adjustStock',
      stockAdjustmentSchema.parse(request),
    );
    return { outcome: 'saved', units: readNewUnits(answer) };
  } catch (error) {
    if (error instanceof DataError && error.kind === 'refused') {
      return { outcome: 'refused', message: error.message };
    }
    throw error;
  }
}

/** Listed as unknown, never guessed; the console tells whoever looks into it what was stored. */
function toStockMovement(id: string, data: DocumentData): StockMovement {
  const movement = readStockMovement(id, data);
  if (movement.reason === 'unknown') {
    console.warn(`Stock movement ${id} has a reason outside the ledger's`, data.reason);
  }
  return movement;
}
