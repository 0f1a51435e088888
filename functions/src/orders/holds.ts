/**
 * An order's hold on units: taken with the order, given back exactly once (a payment that
 * finally fails, an unpaid order at the end of its hold, a cancellation), and taken again when a
 * failed payment is tried again. The order's `stockHeld` flag changes in the same transaction as
 * the ledger (../stock/ledger.ts), so units never go back twice; and one phone number holds at
 * most a few orders' units unpaid, so made-up orders cannot empty the shop.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { maxUnpaidHoldsPerPhone } from '@model/limits';
import { phoneLimitMessage } from '@model/order/refusals';
import { retakeStock } from '@model/order/retake';
import type { StockTake } from '@model/order/stock-take';
import {
  giveBackUnits,
  readProducts,
  takeUnits,
  type MovementReason,
  type ReadProduct,
} from '../stock/ledger';
import { Refusal } from '../core/refusal';
import { countOfferUse } from '../offers/offers-in-use';
import { readOrderProduct } from './order-product';
import { ordersCollection, type StoredOrder } from './stored-order';

/** The products an order's hold concerns: those it took from, and those its lines name. */
export function holdProductIds(order: Pick<StoredOrder, 'stockTaken' | 'lines'>): string[] {
  return [
    ...new Set([...order.stockTaken.map((take) => take.id), ...order.lines.map((l) => l.id)]),
  ];
}

export const readHoldProducts = (
  transaction: Transaction,
  db: Firestore,
  order: Pick<StoredOrder, 'stockTaken' | 'lines'>,
): Promise<ReadProduct[]> => readProducts(transaction, db, holdProductIds(order));

export { phoneLimitMessage } from '@model/order/refusals';

/**
 * Refuses (`resource-exhausted`) when the phone already holds units unpaid for the most orders
 * allowed, counting every order but `orderId`. Read in the transaction, so two orders placed at
 * once cannot both slip under the limit.
 */
export async function checkPhoneLimit(
  transaction: Transaction,
  db: Firestore,
  phone: string,
  orderId: string,
): Promise<void> {
  const holding = await transaction.get(
    db
      .collection(ordersCollection)
      .where('unpaidHoldPhone', '==', phone)
      .limit(maxUnpaidHoldsPerPhone + 1),
  );
  const others = holding.docs.filter((order) => order.id !== orderId).length;
  if (others >= maxUnpaidHoldsPerPhone) throw new Refusal('resource-exhausted', phoneLimitMessage);
}

/**
 * Gives the order's units back, if it holds them, with the use of a code it counts
 * (../offers/offers-in-use.ts), and answers the order fields that say so.
 * `products` are the order's products as read in this transaction (`readHoldProducts`).
 */
export function releaseHold(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  order: Pick<StoredOrder, 'stockHeld' | 'stockTaken' | 'offerUse'>,
  products: readonly ReadProduct[],
  reason: MovementReason,
  at: Date,
): { stockHeld: false; unpaidHoldPhone: null } {
  if (order.stockHeld) {
    if (order.offerUse) countOfferUse(transaction, db, order.offerUse, -1);
    for (const { id, units, variants } of order.stockTaken) {
      const product = products.find((read) => read.id === id) ?? { id, data: undefined };
      giveBackUnits(transaction, db, product, { units, variants }, { reason, orderId, at });
    }
  }
  return { stockHeld: false, unpaidHoldPhone: null };
}

/**
 * Takes the order's units again (Try again, or cash on delivery after a failed payment), with the
 * use of its code: the order keeps the discount it was placed with, so a code may count past its
 * limit by the orders tried again after their payment failed. Or
 * refuses with what is gone, in the words of the model's retake (model/order/retake.ts).
 * Answers the fields of an order that holds them once more.
 */
export function retakeHold(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  order: Pick<StoredOrder, 'lines' | 'offerUse'>,
  products: readonly ReadProduct[],
  at: Date,
): { stockHeld: true; stockTaken: Array<{ id: string } & StockTake> } {
  const retake = retakeStock(order.lines, (id) =>
    readOrderProduct(products.find((product) => product.id === id)?.data),
  );
  if (retake.outcome === 'gone') throw new Refusal('failed-precondition', retake.message);
  const stockTaken: Array<{ id: string } & StockTake> = [];
  for (const [id, take] of retake.stock) {
    const product = products.find((read) => read.id === id) ?? { id, data: undefined };
    takeUnits(transaction, db, product, take, { reason: 'payment-retried', orderId, at });
    stockTaken.push({ id, ...take });
  }
  if (order.offerUse) countOfferUse(transaction, db, order.offerUse, 1);
  return { stockHeld: true, stockTaken };
}
