/**
 * Orders placed by the server: in one transaction the order's id is looked up (a retry gets the
 * order it already made), the lines are priced again and their stock checked, and only then is
 * the order written and the stock taken, from the product and from its cards, which show stock
 * to shoppers. Payment is not started here: the caller does that with the order returned (or
 * through `afterPlaced`).
 */
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { productsCollection } from '@/model/catalog/product';
import {
  cardDocument,
  facetCardDocument,
  productCardsCollection,
  productFacetCardsCollection,
} from '@/model/catalog/card-documents';
import { units, variantStock } from '@/model/catalog/product-fields';
import type { StockTake } from '@/model/order/stock-take';
import type { OrderView, PlaceOrderResponse } from '@/model/order/view';
import { hashAccessToken, tokenOpens } from './access-token';
import { noSuchOrder } from './errors';
import { newOrderDocument, toOrderView, type NewOrderDocument } from './order-document';
import { readOrderProduct, type OrderProduct } from './order-product';
import { readOrderDetails, readPlaceOrderRequest } from './order-request';
import { priceOrder } from './price-order';

export { toOrderView } from './order-document';

export const ordersCollection = 'orders';

/** An order just written: its id and the document as placed (without its timestamps). */
export interface PlacedOrder {
  id: string;
  order: NewOrderDocument;
}

export interface PlaceOrderDependencies {
  db: Firestore;
  /** The signed-in caller's uid from the call's auth, null for a guest: the order's owner. */
  uid: string | null;
  /** The call's data, unchecked: it is read with the contract's schemas here. */
  request: unknown;
  /** Runs once for a newly written order (never for a retry), e.g. to start the M-Pesa prompt. */
  afterPlaced?: (placed: PlacedOrder) => Promise<void>;
}

type Outcome =
  | { kind: 'existing'; view: OrderView }
  | { kind: 'changed'; response: PlaceOrderResponse }
  | { kind: 'created'; placed: PlacedOrder };

/** The products document as it will be once the take is written: what its cards show. */
function afterTake(data: DocumentData, take: StockTake): DocumentData {
  const perVariant = variantStock(data.variantStock);
  const left = perVariant
    ? Object.fromEntries(
        Object.entries(perVariant).map(([key, count]) => [key, count - (take.variants[key] ?? 0)]),
      )
    : undefined;
  return { ...data, stock: units(data.stock) - take.units, variantStock: left };
}

function takeStock(
  transaction: Transaction,
  product: DocumentReference,
  data: DocumentData,
  take: StockTake,
): void {
  // FieldPath, not a dotted string: a size like "UK 7.5" must stay one key.
  const byVariant = Object.entries(take.variants).flatMap(([key, taken]) => [
    new FieldPath('variantStock', key),
    FieldValue.increment(-taken),
  ]);
  transaction.update(product, 'stock', FieldValue.increment(-take.units), ...byVariant);
  // The cards are rewritten from the product, so one that was missing or stale is mended too.
  const after = afterTake(data, take);
  const db = product.firestore;
  const card = cardDocument(after);
  const facetCard = facetCardDocument(after);
  if (card) transaction.set(db.collection(productCardsCollection).doc(product.id), card);
  if (facetCard) {
    transaction.set(db.collection(productFacetCardsCollection).doc(product.id), facetCard);
  }
}

/**
 * Places the order under the request's checkout id, once. The same checkout id and token again
 * answer the order already placed; another token is answered as if there were no such order.
 */
export async function placeOrder({
  db,
  uid,
  request: input,
  afterPlaced,
}: PlaceOrderDependencies): Promise<PlaceOrderResponse> {
  const request = readPlaceOrderRequest(input);
  const details = readOrderDetails(request.details);
  const orderRef = db.collection(ordersCollection).doc(request.checkoutId);
  const ids = [...new Set(request.lines.map((line) => line.id))];
  const productRefs = ids.map((id) => db.collection(productsCollection).doc(id));

  const outcome = await db.runTransaction(async (transaction): Promise<Outcome> => {
    const [existing, ...productSnapshots] = await transaction.getAll(orderRef, ...productRefs);
    if (existing?.exists) {
      const data = existing.data() ?? {};
      if (!tokenOpens(request.accessToken, data.accessTokenHash)) throw noSuchOrder();
      return { kind: 'existing', view: toOrderView(existing.id, data) };
    }
    const products = new Map<string, OrderProduct | null>(
      productSnapshots.map((snapshot) => [snapshot.id, readOrderProduct(snapshot.data())]),
    );
    const pricing = priceOrder(request.lines, products, details.deliveryOption);
    if (pricing.outcome === 'changed') {
      return { kind: 'changed', response: { outcome: 'changed', changes: pricing.changes } };
    }
    const order = newOrderDocument({
      ...pricing,
      details,
      ownerUid: uid,
      accessTokenHash: hashAccessToken(request.accessToken),
    });
    transaction.create(orderRef, {
      ...order,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (const [index, id] of ids.entries()) {
      const take = pricing.stock.get(id);
      const data = productSnapshots[index]?.data();
      if (take && take.units > 0 && data) takeStock(transaction, productRefs[index]!, data, take);
    }
    return { kind: 'created', placed: { id: orderRef.id, order } };
  });

  if (outcome.kind === 'changed') return outcome.response;
  if (outcome.kind === 'existing') return { outcome: 'placed', order: outcome.view };
  await afterPlaced?.(outcome.placed);
  // Read back: the view carries the server's own time, and whatever the hook changed.
  const written = await orderRef.get();
  return { outcome: 'placed', order: toOrderView(written.id, written.data() ?? {}) };
}

export interface GetOrderDependencies {
  db: Firestore;
  uid: string | null;
  orderId: string;
  accessToken: string | null;
}

/** The order for its owner (signed in) or whoever holds its token; not found for anyone else. */
export async function getOrderView({
  db,
  uid,
  orderId,
  accessToken,
}: GetOrderDependencies): Promise<OrderView> {
  const snapshot = await db.collection(ordersCollection).doc(orderId).get();
  const data = snapshot.data();
  if (!data) throw noSuchOrder();
  const owner = uid !== null && typeof data.ownerUid === 'string' && data.ownerUid === uid;
  if (!owner && !(accessToken !== null && tokenOpens(accessToken, data.accessTokenHash))) {
    throw noSuchOrder();
  }
  return toOrderView(snapshot.id, data);
}
