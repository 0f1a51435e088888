/**
 * Order numbers the shop issues (model/order/number.ts), each once: `orderNumbers/{number}`
 * is created with the order, in its transaction, so two orders never share one.
 */
import { randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { makeOrderNumber } from '@model/order/number';

export const orderNumbersCollection = 'orderNumbers';

// A clash is about one in 900 million per order: five draws in a row never meet one.
const draws = 5;

/** A number no order has, read in the caller's transaction before its writes. */
export async function unusedOrderNumber(
  transaction: Transaction,
  db: Firestore,
  random: (length: number) => Uint8Array = (length) => randomBytes(length),
): Promise<string> {
  for (let draw = 0; draw < draws; draw++) {
    const number = makeOrderNumber(random);
    const taken = await transaction.get(db.collection(orderNumbersCollection).doc(number));
    if (!taken.exists) return number;
  }
  throw new Error(`No unused order number in ${draws} draws`);
}

/** Claims the number for the order, after the transaction's reads. */
export function claimOrderNumber(
  transaction: Transaction,
  db: Firestore,
  number: string,
  orderId: string,
): void {
  transaction.create(db.collection(orderNumbersCollection).doc(number), { orderId });
}
