/**
 * A return's exchange: staff press Send exchange on a received return, and in the move's
 * transaction the sizes and colours the shopper chose are taken off stock through the ledger and
 * go out as an order of their own (its id the return's, its number the shop's next), paid already
 * and waiting in To pack, walked through pack, dispatch and deliver like any order. It is the
 * shopper's as the first order is: the same owner, the same access token on the device, the same
 * delivery. Nothing is charged for it, and it owes nothing back if cancelled (it has no push of
 * its own: ../orders/cancel.ts); cancelled, its units go back.
 */
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { takeStock, type StockTake } from '@model/order/stock-take';
import type { NewOrderDocument } from '@model/order/stored-order';
import type { OrderViewLine } from '@model/order/view';
import type { ReturnView } from '@model/return/request';
import type { EventActor } from '@model/order/events';
import { Refusal } from '../core/refusal';
import { readOrderProduct } from '../orders/order-product';
import { claimOrderNumber, unusedOrderNumber } from '../orders/order-number';
import { positionFields, recordEvents } from '../orders/order-moves';
import { getOrderSecrets, noPush, orderSecretsRef } from '../orders/order-secrets';
import { orderRef, type StoredOrder } from '../orders/stored-order';
import { readProducts, takeUnits, type ReadProduct } from '../stock/ledger';

/** The size and colour a returned line is exchanged for: the shopper's choice, else as bought. */
const wantedOf = (line: ReturnView['lines'][number]) => ({
  size: line.exchange?.size ?? line.size,
  colour: line.exchange?.colour ?? line.colour,
});

/** What sending the exchange reads, before the move writes. */
export interface ExchangeReads {
  products: ReadProduct[];
  takes: Map<string, StockTake>;
  accessTokenHash: string | null;
  number: string;
}

/**
 * Reads the products, the first order's access and a number, and refuses an exchange whose
 * choices are not in stock now, naming the first one short.
 */
export async function readExchange(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  view: ReturnView,
): Promise<ExchangeReads> {
  const ids = [...new Set(view.lines.map(({ productId }) => productId))];
  const products = await readProducts(transaction, db, ids);
  const takes = new Map<string, StockTake>();
  for (const product of products) {
    const lines = view.lines.filter(({ productId }) => productId === product.id);
    const stocked = readOrderProduct(product.data);
    const wanted = lines.map((line) => ({ ...wantedOf(line), quantity: line.quantity }));
    const shortfall = stocked ? takeStock(stocked, wanted).shortfalls[0] : wanted[0];
    if (!stocked || shortfall) {
      const line = lines[0]!;
      const choice = [shortfall?.size && `size ${shortfall.size}`, shortfall?.colour]
        .filter(Boolean)
        .join(', ');
      throw new Refusal(
        'failed-precondition',
        `${line.productName}${choice ? ` (${choice})` : ''} is not in stock now: refund the return instead, or send the exchange once stock comes in.`,
      );
    }
    takes.set(product.id, takeStock(stocked, wanted).take);
  }
  const secrets = await getOrderSecrets(transaction, db, orderId);
  const number = await unusedOrderNumber(transaction, db);
  return { products, takes, accessTokenHash: secrets?.accessTokenHash ?? null, number };
}

/**
 * Writes the exchange's order after the transaction's reads: its units taken, its number
 * claimed, its first event. Answers its id and number.
 */
export function sendExchange(
  transaction: Transaction,
  db: Firestore,
  first: { id: string; order: StoredOrder; data: DocumentData },
  view: ReturnView,
  reads: ExchangeReads,
  by: EventActor,
  at: Date,
): { id: string; number: string } {
  const id = view.id;
  const ref = orderRef(db, id);
  const { order } = first;
  const lines: OrderViewLine[] = view.lines.map((line) => ({
    id: line.productId,
    productName: line.productName,
    ...wantedOf(line),
    quantity: line.quantity,
    // Paid for with the first order: the exchange charges nothing.
    unitPrice: '0',
    wholesale: false,
  }));
  const document: Omit<NewOrderDocument<never>, 'expiresAt'> & {
    exchangeOf: { orderId: string; number: string; returnId: string };
  } = {
    number: reads.number,
    status: 'paid',
    fulfilment: 'unfulfilled',
    ownerUid: order.ownerUid ?? null,
    lines,
    subtotal: 0,
    discountTotal: 0,
    deliveryFee: 0,
    total: 0,
    discounts: [],
    lineDiscounts: [],
    offerUse: null,
    delivery: first.data.delivery as NewOrderDocument<never>['delivery'],
    payment: {
      method: order.payment.method,
      phone: order.payment.phone,
      receipt: order.payment.receipt,
      failure: null,
      prompt: null,
    },
    stockTaken: [...reads.takes].map(([productId, take]) => ({ id: productId, ...take })),
    stockHeld: true,
    unpaidHoldPhone: null,
    exchangeOf: { orderId: first.id, number: order.number ?? first.id, returnId: view.id },
  };
  claimOrderNumber(transaction, db, reads.number, id);
  const eventCount = recordEvents(transaction, db, id, 0, {
    to: document,
    events: [{ type: 'placed', details: { exchangeFor: order.number ?? first.id } }],
    by,
    at,
  });
  transaction.create(ref, {
    ...document,
    ...positionFields(document),
    eventCount,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (reads.accessTokenHash !== null) {
    transaction.create(orderSecretsRef(db, id), {
      accessTokenHash: reads.accessTokenHash,
      push: noPush,
    });
  }
  for (const product of reads.products) {
    const take = reads.takes.get(product.id);
    if (take)
      takeUnits(transaction, db, product, take, { reason: 'exchange-sent', orderId: id, at });
  }
  return { id, number: reads.number };
}
