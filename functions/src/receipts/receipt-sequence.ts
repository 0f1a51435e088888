/**
 * The receipt sequence (model/receipt/receipt-number.ts): one counter document, read and moved on
 * in the transaction that pays the order, so two payments settling at once never share a number
 * and a transaction that fails leaves no gap (its increment never lands). No browser reads or
 * writes it (firestore.rules: no rule matches `counters`).
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { formatReceiptNumber } from '@model/receipt/receipt-number';

const sequenceRef = (db: Firestore): DocumentReference => db.collection('counters').doc('receipts');

/** The next receipt's place in the sequence, read in the caller's transaction before its writes. */
export async function readNextReceiptNumber(
  transaction: Transaction,
  db: Firestore,
): Promise<number> {
  const last = (await transaction.get(sequenceRef(db))).get('last');
  return (typeof last === 'number' && Number.isSafeInteger(last) ? last : 0) + 1;
}

/** Takes that place, after the transaction's reads: answers the receipt number the order keeps. */
export function claimReceiptNumber(transaction: Transaction, db: Firestore, next: number): string {
  transaction.set(sequenceRef(db), { last: next });
  return formatReceiptNumber(next);
}
