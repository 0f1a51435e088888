/**
 * Orders placed by the server: in one transaction the order's id is looked up (a retry gets the
 * order it already made), the lines are priced again and their stock checked, the phone's unpaid
 * orders counted, and only then are the order (with its queue and its `placed` event,
 * ./order-moves.ts) and its secrets written, the day's `placed` counted
 * (../dashboard/daily-totals.ts), the units taken through the stock ledger and, for cash on
 * delivery, the shopper's text queued. Payment is not started here: the caller does that
 * with the order returned (or through `afterPlaced`).
 */
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { OrderView, PlaceOrderResponse } from '@model/order/view';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { readProducts, takeUnits } from '../stock/ledger';
import { writesAlwaysOpen } from '../qa/write-gate';
import { countPlaced } from '../dashboard/daily-totals';
import { readOrderReturns } from '../returns/order-returns';
import { readOrderCredits } from '../receipts/order-credits';
import { cashHold, orderClock, type OrderContext } from '../core/context';
import { hashAccessToken, tokenOpens } from './access-token';
import { noSuchOrder } from './errors';
import { checkPhoneLimit } from './holds';
import { newOrderDocument, toOrderView, type NewOrderDocument } from './order-document';
import { positionFields, recordEvents } from './order-moves';
import { readOrderProduct, type OrderProduct } from './order-product';
import { readOrderDetails, readPlaceOrderRequest } from './order-request';
import { claimTimeoutMs, noPush, orderSecretsRef, readOrderSecrets } from './order-secrets';
import { readPromptSlot } from '../limits/phone-limits';
import { claimOrderNumber, unusedOrderNumber } from './order-number';
import { priceOrder } from './price-order';
import { offerDetails, savingOf, seenSaving, typedCode } from '@model/offer/cart-offers';
import { countOfferUse, inTransaction, readOffersInUse } from '../offers/offers-in-use';
import { orderRef, ordersCollection } from './stored-order';

export { toOrderView } from './order-document';
export { ordersCollection } from './stored-order';

/** An order just written: its id and the document as placed (without its timestamps). */
export interface PlacedOrder {
  id: string;
  order: NewOrderDocument;
}

export interface PlaceOrderDependencies extends OrderContext {
  /** The signed-in caller's uid from the call's auth, null for a guest: the order's owner. */
  uid: string | null;
  /** The call's data, unchecked: it is read with the contract's schemas here. */
  request: unknown;
  /** Runs once for a newly written order (never for a retry), e.g. to start the M-Pesa prompt. */
  afterPlaced?: (placed: PlacedOrder) => Promise<void>;
  /**
   * Runs when the request finds its order already placed, e.g. to send the prompt a dying call
   * never sent; the order is read again after it.
   */
  afterRetried?: (orderId: string) => Promise<void>;
}

/**
 * A rush for the last units makes every checkout's transaction contend for one product, and
 * contended transactions abort and retry: 20 checkouts at once took up to 4 of the SDK's default 5
 * attempts (test/money/concurrency.test.ts). Running out tells the shopper the shop is busy, not
 * that the order is placed or the units are gone.
 */
const placeAttempts = 10;

/**
 * Google's Firestore emulator, under a rush, sometimes closes a transaction it then calls
 * "invalid or closed" (INVALID_ARGUMENT), which the SDK does not retry. Nothing was committed, and
 * a placement is keyed by its checkout id, so running it again is safe: it finds the order if an
 * earlier attempt did land.
 */
async function transactionClosedRetried<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const closed =
        (error as { code?: unknown } | null)?.code === 3 &&
        /transaction is invalid or closed/i.test(String((error as Error).message));
      if (!closed || attempt >= attempts) throw error;
    }
  }
}

type Outcome =
  | { kind: 'existing'; view: OrderView }
  | { kind: 'changed'; response: PlaceOrderResponse }
  | { kind: 'created'; placed: PlacedOrder };

/**
 * Places the order under the request's checkout id, once. The same checkout id and token again
 * answer the order already placed; another token is answered as if there were no such order.
 */
export async function placeOrder(
  dependencies: PlaceOrderDependencies,
): Promise<PlaceOrderResponse> {
  const { db, uid, request: input, afterPlaced } = dependencies;
  const request = readPlaceOrderRequest(input);
  const details = readOrderDetails(request.details);
  await (dependencies.writeGate ?? writesAlwaysOpen)();
  const ref = orderRef(db, request.checkoutId);
  const secretsRef = orderSecretsRef(db, request.checkoutId);
  const ids = [...new Set(request.lines.map((line) => line.id))];
  const now = orderClock(dependencies);
  const cash = details.paymentMethod === 'cash-on-delivery';
  const code = typedCode(request.details[offerDetails.code]);
  const saving = seenSaving(request.details);
  let texts: Array<string | null> = [];

  const attempt = async (transaction: Transaction): Promise<Outcome> => {
    texts = [];
    const [existing, secrets] = await transaction.getAll(ref, secretsRef);
    const read = await readProducts(transaction, db, ids);
    if (existing?.exists) {
      const hash = readOrderSecrets(secrets?.data())?.accessTokenHash;
      if (!tokenOpens(request.accessToken, hash)) throw noSuchOrder();
      return { kind: 'existing', view: toOrderView(existing.id, existing.data() ?? {}) };
    }
    const products = new Map<string, OrderProduct | null>(
      read.map((product) => [product.id, readOrderProduct(product.data)]),
    );
    const offers = await readOffersInUse(inTransaction(transaction), db, code, details.phone);
    const pricing = priceOrder(
      request.lines,
      products,
      details.deliveryOption,
      details.paymentMethod,
      { code, seenSaving: saving, offers, now: now.toISOString() },
    );
    if (pricing.outcome === 'changed') {
      return { kind: 'changed', response: { outcome: 'changed', changes: pricing.changes } };
    }
    await checkPhoneLimit(transaction, db, details.phone, ref.id);
    const textQueued = cash && (await readQueued(transaction, db, ref.id, 'cash-confirmed'));
    const number = await unusedOrderNumber(transaction, db);
    // The first prompt counts against its number's limit here, so a refused one holds nothing.
    const countPrompt =
      !cash && details.mpesaPhone
        ? await readPromptSlot(transaction, db, details.mpesaPhone, now)
        : null;
    // Every read is done: what follows only writes.
    countPrompt?.();
    claimOrderNumber(transaction, db, number, ref.id);
    if (pricing.codeOfferId) {
      countOfferUse(transaction, db, { offerId: pricing.codeOfferId, phone: details.phone }, 1);
    }
    const order = newOrderDocument({
      number,
      ...pricing,
      details,
      ownerUid: uid,
      expiresAt: new Date(now.getTime() + (cash ? cashHold(dependencies) : dependencies.holdMs)),
      promptRetryFrom: new Date(now.getTime() + claimTimeoutMs),
    });
    const eventCount = recordEvents(transaction, db, ref.id, 0, {
      to: order,
      events: [{ type: 'placed' }],
      by: null,
      at: now,
    });
    transaction.create(ref, {
      ...order,
      ...positionFields(order),
      eventCount,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.create(secretsRef, {
      accessTokenHash: hashAccessToken(request.accessToken),
      push: noPush,
    });
    countPlaced(transaction, db, now);
    for (const product of read) {
      const take = pricing.stock.get(product.id);
      if (take && product.data) {
        takeUnits(transaction, db, product, take, {
          reason: 'order-placed',
          orderId: ref.id,
          at: now,
        });
      }
    }
    if (cash) {
      texts.push(
        queueOrderText(transaction, db, textQueued, {
          orderId: ref.id,
          details: {
            event: 'cash-confirmed',
            orderNumber: order.number,
            total: order.total,
            saved: savingOf(order.discounts),
          },
          to: order.delivery.phone,
          at: now,
        }),
      );
    }
    return { kind: 'created', placed: { id: ref.id, order } };
  };
  const outcome = await transactionClosedRetried(() =>
    db.runTransaction(attempt, { maxAttempts: placeAttempts }),
  );

  if (outcome.kind === 'changed') return outcome.response;
  if (outcome.kind === 'existing') {
    if (!dependencies.afterRetried) return { outcome: 'placed', order: outcome.view };
    await dependencies.afterRetried(ref.id);
  } else {
    await sendOrderTexts(dependencies, texts);
    await afterPlaced?.(outcome.placed);
  }
  // Read back: the view carries the server's own time, and whatever the hook changed.
  const written = await ref.get();
  return { outcome: 'placed', order: toOrderView(written.id, written.data() ?? {}) };
}

export interface GetOrderDependencies {
  db: Firestore;
  uid: string | null;
  orderId: string;
  accessToken: string | null;
  /** When it is read, and the return window: whether a return may be asked for now. */
  now: Date;
  returnWindowDays: number;
}

/** Whether the caller may see the order: its signed-in owner, or whoever holds its token. */
export async function provesOrder(
  db: Firestore,
  orderId: string,
  ownerUid: unknown,
  uid: string | null,
  accessToken: string | null,
): Promise<boolean> {
  if (uid !== null && typeof ownerUid === 'string' && ownerUid === uid) return true;
  if (accessToken === null) return false;
  const secrets = readOrderSecrets((await orderSecretsRef(db, orderId).get()).data());
  return tokenOpens(accessToken, secrets?.accessTokenHash);
}

/** The order for its owner (signed in) or whoever holds its token; not found for anyone else. */
export async function getOrderView({
  db,
  uid,
  orderId,
  accessToken,
  now,
  returnWindowDays,
}: GetOrderDependencies): Promise<OrderView> {
  const snapshot = await db.collection(ordersCollection).doc(orderId).get();
  const data = snapshot.data();
  if (!data || !(await provesOrder(db, orderId, data.ownerUid, uid, accessToken))) {
    throw noSuchOrder();
  }
  const [returns, credits] = await Promise.all([
    readOrderReturns(db, orderId, data, now, returnWindowDays),
    // Refunds are read only for an order with a receipt to put their credits on.
    typeof data.receiptNumber === 'string' ? readOrderCredits(db, orderId) : [],
  ]);
  return toOrderView(snapshot.id, data, returns, credits);
}
