/**
 * The receipt and credit sequences (model/receipt/receipt-number.ts): one counter document each,
 * read and moved on in the transaction that pays the order (receipts) or makes the refund
 * (credits), so two at once never share a number and a transaction that fails leaves no gap (its
 * increment never lands). No browser reads or writes them (firestore.rules: no rule matches
 * `counters`).
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { formatCreditNumber, formatReceiptNumber } from '@model/receipt/receipt-number';

type Sequence = 'receipts' | 'credits';

const sequenceRef = (db: Firestore, sequence: Sequence): DocumentReference =>
  db.collection('counters').doc(sequence);

async function readNext(transaction: Transaction, db: Firestore, sequence: Sequence) {
  const last = (await transaction.get(sequenceRef(db, sequence))).get('last');
  return (typeof last === 'number' && Number.isSafeInteger(last) ? last : 0) + 1;
}

/** The next receipt's place in the sequence, read in the caller's transaction before its writes. */
export const readNextReceiptNumber = (transaction: Transaction, db: Firestore): Promise<number> =>
  readNext(transaction, db, 'receipts');

/** Takes that place, after the transaction's reads: answers the receipt number the order keeps. */
export function claimReceiptNumber(transaction: Transaction, db: Firestore, next: number): string {
  transaction.set(sequenceRef(db, 'receipts'), { last: next });
  return formatReceiptNumber(next);
}

/** The next credit's place, read in the refund's transaction before its writes. */
export const readNextCreditNumber = (transaction: Transaction, db: Firestore): Promise<number> =>
  readNext(transaction, db, 'credits');

/** Takes that place, after the reads: answers the credit number the refund keeps. */
export function claimCreditNumber(transaction: Transaction, db: Firestore, next: number): string {
  transaction.set(sequenceRef(db, 'credits'), { last: next });
  return formatCreditNumber(next);
}
