/**
 * `requestReturn`: the shopper asks to return items of a delivered order, within the return
 * window (model/return/return.ts), for their money or another size or colour. In one transaction
 * with the order and its returns so far: never more units than were bought (returns not refused
 * count), an exchange only for a choice in stock now (its units are taken when staff send it),
 * the return written under the id the device made (a request sent again answers the return it
 * made) and recorded in the order's History. Only the order's signed-in owner, or whoever holds its
 * token, may ask; anyone else is told there is no such order.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { EventActor, OrderEventType } from '@model/order/events';
import { takeStock } from '@model/order/stock-take';
import { requestReturnSchema, type RequestReturn, type ReturnView } from '@model/return/request';
import {
  returnableUnits,
  returnLinesRefusal,
  returnWindowOpen,
  type ReturnStep,
} from '@model/return/return';
import { readReturn, returnsCollection, returnUnitsOf } from '@model/return/stored-return';
import type { Call } from '../core/call';
import { orderClock, type OrderContext } from '../core/context';
import { Refusal } from '../core/refusal';
import { tokenOpens } from '../orders/access-token';
import { noSuchOrder } from '../orders/errors';
import { moveOrder } from '../orders/order-moves';
import { readOrderProduct } from '../orders/order-product';
import { orderSecretsRef, readOrderSecrets } from '../orders/order-secrets';
import { orderRef, readStoredOrder, standingOf, type StoredOrder } from '../orders/stored-order';
import { writesAlwaysOpen } from '../qa/write-gate';
import { returnWindowDays } from '../shop-config';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { readProducts } from '../stock/ledger';

/** A return as written: its lines named as the order names them. */
function newReturn(
  orderId: string,
  order: StoredOrder,
  request: RequestReturn,
  at: Date,
): DocumentData {
  return {
    orderId,
    orderNumber: order.number ?? orderId,
    customerName: order.delivery.fullName,
    step: 'requested' satisfies ReturnStep,
    wish: request.wish,
    open: true,
    lines: request.lines.map(({ line, quantity, reason, exchange }) => {
      const bought = order.lines[line]!;
      return {
        line,
        productId: bought.id,
        productName: bought.productName,
        size: bought.size,
        colour: bought.colour,
        quantity,
        reason,
        exchange: request.wish === 'exchange' ? (exchange ?? { size: null, colour: null }) : null,
      };
    }),
    refusal: null,
    received: null,
    refund: null,
    exchangeOrder: null,
    requestedAt: Timestamp.fromDate(at),
    updatedAt: Timestamp.fromDate(at),
  };
}

/**
 * Records a step of one of the order's returns in its History (`details.return` names it),
 * leaving where the order's money and parcel stand as they are.
 */
export function recordReturnStep(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  order: StoredOrder,
  step: { type: OrderEventType; details: Record<string, string>; by: EventActor | null; at: Date },
  fields: Record<string, unknown>,
): void {
  const { type, details, by, at } = step;
  moveOrder(
    transaction,
    db,
    orderId,
    order,
    { to: standingOf(order), events: [{ type, details }], by, at },
    fields,
  );
}

/** Why an exchange cannot be had now, in the shopper's words; null when every choice is in stock. */
function exchangeRefusal(
  order: StoredOrder,
  request: RequestReturn,
  products: ReadonlyMap<string, ReturnType<typeof readOrderProduct>>,
): string | null {
  for (const { line, quantity, exchange } of request.lines) {
    const bought = order.lines[line]!;
    const wanted = {
      size: exchange?.size ?? bought.size,
      colour: exchange?.colour ?? bought.colour,
    };
    const product = products.get(bought.id);
    const choice = [wanted.size && `size ${wanted.size}`, wanted.colour].filter(Boolean).join(', ');
    const named = choice ? `${bought.productName} (${choice})` : bought.productName;
    if (!product || takeStock(product, [{ ...wanted, quantity }]).shortfalls.length > 0) {
      return `${named} is not in stock now: choose another size or colour, or ask for a refund.`;
    }
  }
  return null;
}

export async function requestReturn(
  context: OrderContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<ReturnView> {
  const parsed = requestReturnSchema.safeParse(call.data);
  if (!parsed.success) throw new Refusal('invalid-argument', 'This return request is malformed.');
  const request = parsed.data;
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const uid = call.auth?.uid ?? null;
  const now = orderClock(context);
  const windowDays = context.returnWindowDays ?? returnWindowDays;
  const ref = orderRef(db, request.orderId);
  const returnRef = ref.collection(returnsCollection).doc(request.returnId);

  let textId: string | null = null;
  const view = await db.runTransaction(async (transaction) => {
    textId = null;
    const [orderSnapshot, secrets, existing] = await transaction.getAll(
      ref,
      orderSecretsRef(db, request.orderId),
      returnRef,
    );
    const data = orderSnapshot?.data();
    const owner = uid !== null && data?.ownerUid === uid;
    const holdsToken =
      request.accessToken !== null &&
      tokenOpens(request.accessToken, readOrderSecrets(secrets?.data())?.accessTokenHash);
    if (!data || !(owner || holdsToken)) throw noSuchOrder();
    if (existing?.exists) return readReturn(existing.id, existing.data());
    const order = readStoredOrder(data);
    // An exchange was paid for with its first order, whose page takes its returns: staff do.
    if (!order || order.exchangeOf) {
      throw new Refusal('failed-precondition', 'This order cannot be returned online: call us.');
    }
    if (order.fulfilment !== 'delivered') {
      throw new Refusal(
        'failed-precondition',
        'Items can be returned once the order is delivered.',
      );
    }
    const deliveredAt = order.deliveredAt?.toDate().toISOString() ?? null;
    if (!returnWindowOpen(deliveredAt, now.toISOString(), windowDays)) {
      throw new Refusal(
        'failed-precondition',
        `Returns are taken within ${windowDays} days of delivery, and this order’s have passed.`,
      );
    }
    const returns = await transaction.get(ref.collection(returnsCollection));
    const free = returnableUnits(
      order.lines,
      returns.docs.map((document) => returnUnitsOf(document.data())),
    );
    const linesRefusal = returnLinesRefusal(request.lines, free);
    if (linesRefusal) throw new Refusal('failed-precondition', linesRefusal);
    if (request.wish === 'exchange') {
      const ids = [...new Set(request.lines.map(({ line }) => order.lines[line]!.id))];
      const read = await readProducts(transaction, db, ids);
      const products = new Map(read.map((product) => [product.id, readOrderProduct(product.data)]));
      const refusal = exchangeRefusal(order, request, products);
      if (refusal) throw new Refusal('failed-precondition', refusal);
    }
    const textQueued = await readQueued(
      transaction,
      db,
      request.orderId,
      'return-requested',
      request.returnId,
    );
    // Every read is done: what follows only writes.
    const written = newReturn(request.orderId, order, request, now);
    transaction.create(returnRef, written);
    recordReturnStep(
      transaction,
      db,
      request.orderId,
      order,
      { type: 'return-requested', details: { return: request.returnId }, by: null, at: now },
      { returnsOpen: FieldValue.increment(1) },
    );
    textId = queueOrderText(transaction, db, textQueued, {
      orderId: request.orderId,
      about: request.returnId,
      details: { event: 'return-requested', orderNumber: order.number ?? '' },
      to: order.delivery.phone,
      at: now,
    });
    return readReturn(request.returnId, written);
  });
  await sendOrderTexts(context, [textId]);
  return view;
}
