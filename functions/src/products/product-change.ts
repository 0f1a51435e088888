/**
 * What every product callable shares (./save-product.ts, ./set-product-hidden.ts): the QA write
 * gate, then one transaction that reads who is making the change (their team record, so someone
 * just removed is refused) and the product as it was, and records the change in the product's
 * History (./product-events.ts) by that person, at that time.
 */
import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { productsCollection } from '@model/catalog/product';
import { orderClock } from '../core/context';
import { writesAlwaysOpen } from '../qa/write-gate';
import {
  actorOf,
  readStaffMember,
  type StaffClaim,
  type StaffContext,
} from '../staff/staff-member';
import type { FieldChange } from './product-document';
import { recordProductEvent, type ProductEventKind } from './product-events';

export interface ProductChange {
  transaction: Transaction;
  db: Firestore;
  ref: DocumentReference;
  /** The product as it was; undefined when there is none yet. */
  before: DocumentData | undefined;
  /** When the change is made. */
  at: Date;
  /** Writes the change's History entry; call it after every read. */
  record: (kind: ProductEventKind, changes: Record<string, FieldChange>) => void;
}

export async function changeProduct<Result>(
  context: StaffContext,
  claim: StaffClaim,
  productId: string,
  change: (product: ProductChange) => Promise<Result>,
): Promise<Result> {
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const at = orderClock(context);
  const ref = db.collection(productsCollection).doc(productId);
  return db.runTransaction(async (transaction) => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    const before = (await transaction.get(ref)).data();
    const record: ProductChange['record'] = (kind, changes) =>
      recordProductEvent(transaction, db, productId, { kind, at, by, changes });
    return change({ transaction, db, ref, before, at, record });
  });
}
